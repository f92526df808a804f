// Writes src/modules/accounts/data/common-passwords.txt: passwords of 8+ characters that appear at
// the top of public breach-frequency lists, from a seed of well-known entries plus the patterns
// those lists are made of (common word + year/digits/symbol, digit runs, keyboard walks,
// repeated characters). No network: the seed is written here. Run: node scripts/generate-common-passwords.mjs
import { writeFileSync } from "node:fs";
import path from "node:path";

const seed = `123456789 12345678 password 1234567890 qwerty123 1q2w3e4r 11111111 iloveyou1 password1
qwertyuiop 123123123 987654321 1qaz2wsx password123 zaq12wsx 00000000 88888888 qwerty12 abcd1234 12341234
1q2w3e4r5t 11223344 q1w2e3r4 asdfghjkl 66666666 12344321 qazwsxedc 1234qwer sunshine1 princess1 football1
baseball1 welcome1 trustno1 iloveyou qwer1234 superman1 123qweasd 1qazxsw2 passw0rd p@ssw0rd p@ssword
password! password12 password1234 letmein1 monkey123 dragon123 master123 michael1 jennifer1 jordan23
charlie1 shadow123 whatever1 starwars1 computer1 hello123 freedom1 liverpool1 chelsea1 arsenal1 babygirl1
sunshine princess football baseball welcome1234 superman batman123 iloveyou2 mustang1 access14 harley123
matthew1 corvette pepper123 12qwaszx 147258369 159753456 123654789 741852963 a1b2c3d4 aa123456 abc12345
asdf1234 zxcvbnm1 q1w2e3r4t5 1234abcd 12345qwert 123456789a 123456abc 1234567a qwertyui asdfasdf asdfghjk
zxcvbnm123 password01 admin123 administrator adminadmin rootroot changeme changeme123 default1 guest123
letmein123 loveyou1 iloveu123 lovely123 trustno1! whatever qwerty1! qwerty123! 1234567890a abcdefg1
abcdefgh 12345678a 12345678910 1111111111 0987654321 999999999 77777777 55555555 22222222 33333333
44444444 99999999 12121212 13131313 10203040 01234567 1029384756 147852369 987654321a iloveyou!`;

const words = `password pass passwd letmein welcome admin login master dragon monkey shadow sunshine princess
football baseball basketball soccer hockey iloveyou trustno1 superman batman spiderman starwars pokemon
qwerty azerty abc secret freedom whatever computer internet michael jennifer jessica ashley charlie daniel
thomas robert jordan hunter ranger buster summer winter spring autumn flower flowers cookie cheese banana
orange purple yellow silver golden diamond love lover loveme lovely angel angels beautiful blessed jesus
christ heaven hello hello1 test tester testing family friends forever mother father sister brother
tigger tiger lion eagle falcon phoenix killer ninja hacker pirate matrix maverick samsung apple google
facebook youtube twitter yahoo hotmail gmail microsoft windows linux ubuntu oracle cisco dell lenovo
chocolate cupcake butterfly rainbow unicorn dolphin penguin kitten puppy doggie snoopy garfield mickey
minnie pepper ginger coffee pizza hammer thunder lightning storm hurricane chelsea arsenal liverpool
barcelona madrid juventus manchester united yankees cowboys steelers lakers ferrari porsche mustang
corvette harley yamaha honda toyota nissan london paris berlin tokyo america canada mexico brazil
india russia china nicole amanda melissa michelle stephanie elizabeth samantha matthew andrew joshua
william anthony justin andrea natalie charlotte alexander benjamin christopher patrick richard
jonathan nathan victoria isabella sophie olivia emily hannah lauren rachel taylor madison chloe zoe
qwertyuiop asdfghjkl zxcvbnm qazwsx qweasd asdasd zxczxc secret1 access system server network
database security private office business money dollar success power energy galaxy universe
cosmos planet rocket soldier warrior legend champion winner player gamer gaming minecraft fortnite
roblox zelda mario sonic naruto goku vegeta dragonball onepiece`
  .split(/\s+/)
  .filter(Boolean);

const suffixes = ["", "1", "12", "123", "1234", "12345", "!", "1!", "123!", "01", "69", "007", "99"];
for (let year = 2019; year <= 2026; year++) suffixes.push(String(year));
const prefixes = ["", "my", "the", "i", "ilove"];

const out = new Set();
const add = (value) => {
  if (value.length >= 8 && value.length <= 128) out.add(value);
};

for (const entry of seed.split(/\s+/)) add(entry);
for (const word of words) {
  const capital = word[0].toUpperCase() + word.slice(1);
  for (const prefix of prefixes) {
    // Prefixed forms ("myword", "ilovewordl") are common only with short suffixes.
    for (const suffix of prefix ? ["", "1"] : suffixes) {
      add(`${prefix}${word}${suffix}`);
      if (!prefix) add(`${capital}${suffix}`);
    }
  }
  add(word.replace(/a/g, "@").replace(/o/g, "0").replace(/e/g, "3"));
  add(`${word}${word}`);
}
// Digit runs and repeated characters.
for (let start = 0; start <= 9; start++) {
  for (let length = 8; length <= 12; length++) {
    let up = "";
    let down = "";
    for (let i = 0; i < length; i++) {
      up += String((start + i) % 10);
      down += String((start - i + 100) % 10);
    }
    add(up);
    add(down);
  }
}
for (const ch of "abcdefghijklmnopqrstuvwxyz0123456789!@#*") {
  for (let length = 8; length <= 16; length++) add(ch.repeat(length));
}
// Keyboard walks.
const rows = ["1234567890", "qwertyuiop", "asdfghjkl", "zxcvbnm", "1qaz2wsx3edc4rfv5tgb", "zaq1xsw2cde3vfr4"];
for (const row of rows) {
  for (let length = 8; length <= row.length; length++) add(row.slice(0, length));
}
// Dates people use: ddmmyyyy and mmddyyyy for recent decades, first of each month only (the
// frequent ones), to keep the list about ten thousand entries.
for (let year = 1970; year <= 2010; year++) {
  for (let month = 1; month <= 12; month++) {
    const mm = String(month).padStart(2, "0");
    add(`01${mm}${year}`);
    add(`${mm}01${year}`);
  }
}

const list = [...out];
const file = path.join(import.meta.dirname, "../src/modules/accounts/data/common-passwords.txt");
writeFileSync(file, `${list.join("\n")}\n`);
console.log(`wrote ${list.length} passwords to ${file}`);
