// Places said in the video's language: a Spanish script about Lisbon says "Lisboa", a Japanese one
// "リスボン". Countries come from Intl.DisplayNames (CLDR inside the JavaScript engine, kept current with
// Node); the major cities of small-business videos from the table below, written for the 15 languages
// the built-in writer speaks. A place neither knows is kept as the user wrote it.
//
// Phrasebooks put a place after a preposition ("en {place}", "à {place}", "в {place}"); in some
// languages that preposition depends on the place ("au Japon", "in der Türkei", "na Turquia", "в
// Лиссабоне"): `placeIn` gives the whole phrase for those.

export const PLACE_LANGS = [
  "en",
  "es",
  "pt",
  "fr",
  "de",
  "ru",
  "zh",
  "ja",
  "ko",
  "hi",
  "ar",
  "ur",
  "bn",
  "id",
  "sw",
] as const;

// en (other English spellings after "/") | es | pt (Brazilian, as the pt phrasebook) | fr | de |
// ru | ru after "в" | zh | ja | ko | hi | ar | ur | bn | id | sw. An empty cell in a Latin-script
// language is the English name; "-" is "not known": the name is kept as written.
const CITIES = `
Lisbon|Lisboa|Lisboa|Lisbonne|Lissabon|Лиссабон|Лиссабоне|里斯本|リスボン|리스본|लिस्बन|لشبونة|لزبن|লিসবন|Lisboa|Lisboa
Porto/Oporto|Oporto|Porto|Porto|Porto|Порту|Порту|波尔图|ポルト|포르투|पोर्टो|بورتو|پورٹو|পোর্তো||
Madrid||Madri|||Мадрид|Мадриде|马德里|マドリード|마드리드|मैड्रिड|مدريد|میڈرڈ|মাদ্রিদ||
Barcelona|||Barcelone||Барселона|Барселоне|巴塞罗那|バルセロナ|바르셀로나|बार्सिलोना|برشلونة|بارسلونا|বার্সেলোনা||
Seville|Sevilla|Sevilha|Séville|Sevilla|Севилья|Севилье|塞维利亚|セビリア|세비야|सेविया|إشبيلية|-|সেভিয়া|Sevilla|-
London|Londres|Londres|Londres||Лондон|Лондоне|伦敦|ロンドン|런던|लंदन|لندن|لندن|লন্ডন||London
Manchester|Mánchester|||Manchester|Манчестер|Манчестере|曼彻斯特|マンチェスター|맨체스터|मैनचेस्टर|مانشستر|مانچسٹر|ম্যানচেস্টার||
Edinburgh|Edimburgo|Edimburgo|Édimbourg||Эдинбург|Эдинбурге|爱丁堡|エディンバラ|에든버러|एडिनबर्ग|إدنبرة|ایڈنبرا|এডিনবরা||
Dublin|Dublín|||Dublin|Дублин|Дублине|都柏林|ダブリン|더블린|डबलिन|دبلن|ڈبلن|ডাবলিন||
Paris|París|||Paris|Париж|Париже|巴黎|パリ|파리|पेरिस|باريس|پیرس|প্যারিস||
Berlin|Berlín|Berlim|||Берлин|Берлине|柏林|ベルリン|베를린|बर्लिन|برلين|برلن|বার্লিন||
Munich|Múnich|Munique||München|Мюнхен|Мюнхене|慕尼黑|ミュンヘン|뮌헨|म्यूनिख|ميونخ|میونخ|মিউনিখ|München|-
Vienna|Viena|Viena|Vienne|Wien|Вена|Вене|维也纳|ウィーン|빈|वियना|فيينا|ویانا|ভিয়েনা|Wina|Vienna
Prague|Praga|Praga||Prag|Прага|Праге|布拉格|プラハ|프라하|प्राग|براغ|پراگ|প্রাগ|Praha|-
Warsaw|Varsovia|Varsóvia|Varsovie|Warschau|Варшава|Варшаве|华沙|ワルシャワ|바르샤바|वारसॉ|وارسو|وارسا|ওয়ারশ|Warsawa|-
Rome|Roma|Roma||Rom|Рим|Риме|罗马|ローマ|로마|रोम|روما|روم|রোম|Roma|Roma
Milan|Milán|Milão||Mailand|Милан|Милане|米兰|ミラノ|밀라노|मिलान|ميلانو|میلان|মিলান|Milan|-
Venice|Venecia|Veneza|Venise|Venedig|Венеция|Венеции|威尼斯|ヴェネツィア|베네치아|वेनिस|البندقية|وینس|ভেনিস|Venesia|-
Florence|Florencia|Florença||Florenz|Флоренция|Флоренции|佛罗伦萨|フィレンツェ|피렌체|फ्लोरेंस|فلورنسا|فلورنس|ফ্লোরেন্স|Firenze|-
Naples|Nápoles|Nápoles||Neapel|Неаполь|Неаполе|那不勒斯|ナポリ|나폴리|नेपल्स|نابولي|نیپلز|নেপলস|Napoli|-
Athens|Atenas|Atenas|Athènes|Athen|Афины|Афинах|雅典|アテネ|아테네|एथेंस|أثينا|ایتھنز|এথেন্স|Athena|Athene
Amsterdam|Ámsterdam|Amsterdã|||Амстердам|Амстердаме|阿姆斯特丹|アムステルダム|암스테르담|एम्स्टर्डम|أمستردام|ایمسٹرڈیم|আমস্টারডাম||
Brussels|Bruselas|Bruxelas|Bruxelles|Brüssel|Брюссель|Брюсселе|布鲁塞尔|ブリュッセル|브뤼셀|ब्रसेल्स|بروكسل|برسلز|ব্রাসেলস|Brussel|-
Geneva|Ginebra|Genebra|Genève|Genf|Женева|Женеве|日内瓦|ジュネーブ|제네바|जिनेवा|جنيف|جنیوا|জেনেভা|Jenewa|-
Moscow|Moscú|Moscou|Moscou|Moskau|Москва|Москве|莫斯科|モスクワ|모스크바|मॉस्को|موسكو|ماسکو|মস্কো|Moskwa|Moscow
Istanbul|Estambul|Istambul|||Стамбул|Стамбуле|伊斯坦布尔|イスタンブール|이스탄불|इस्तांबुल|إسطنبول|استنبول|ইস্তাম্বুল||
Cairo|El Cairo|Cairo|-|Kairo|Каир|Каире|开罗|カイロ|카이로|काहिरा|القاهرة|قاہرہ|কায়রো|Kairo|Kairo
Marrakesh/Marrakech|Marrakech|Marrakech|Marrakech|Marrakesch|Марракеш|Марракеше|马拉喀什|マラケシュ|마라케시|मराकेश|مراكش|مراکش|মারাকেশ|Marrakesh|-
Dubai|Dubái|||Dubai|Дубай|Дубае|迪拜|ドバイ|두바이|दुबई|دبي|دبئی|দুবাই||
Riyadh|Riad|Riade|Riyad|Riad|Эр-Рияд|Эр-Рияде|利雅得|リヤド|리야드|रियाद|الرياض|ریاض|রিয়াদ|Riyadh|-
Tokyo|Tokio|Tóquio||Tokio|Токио|Токио|东京|東京|도쿄|टोक्यो|طوكيو|ٹوکیو|টোকিও||
Kyoto|Kioto|Quioto|||Киото|Киото|京都|京都|교토|क्योटो|كيوتو|کیوٹو|কিয়োটো||
Osaka||||Osaka|Осака|Осаке|大阪|大阪|오사카|ओसाका|أوساكا|اوساکا|ওসাকা||
Seoul|Seúl|Seul|Séoul||Сеул|Сеуле|首尔|ソウル|서울|सियोल|سول|سیول|সিউল||
Beijing/Peking|Pekín|Pequim|Pékin|Peking|Пекин|Пекине|北京|北京|베이징|बीजिंग|بكين|بیجنگ|বেইজিং||
Shanghai|Shanghái|Xangai|||Шанхай|Шанхае|上海|上海|상하이|शंघाई|شانغهاي|شنگھائی|সাংহাই||
Bangkok|||||Бангкок|Бангкоке|曼谷|バンコク|방콕|बैंकॉक|بانكوك|بینکاک|ব্যাংকক||
Delhi|||Delhi||Дели|Дели|德里|デリー|델리|दिल्ली|دلهي|دہلی|দিল্লি||
New Delhi|Nueva Delhi|Nova Délhi|New Delhi|Neu-Delhi|Нью-Дели|Нью-Дели|新德里|ニューデリー|뉴델리|नई दिल्ली|نيودلهي|نئی دہلی|নয়াদিল্লি||
Mumbai|||||Мумбаи|Мумбаи|孟买|ムンバイ|뭄바이|मुंबई|مومباي|ممبئی|মুম্বাই||
Karachi|Karachi|Karachi|Karachi|Karatschi|Карачи|Карачи|卡拉奇|カラチ|카라치|कराची|كراتشي|کراچی|করাচি||
Lahore|||||Лахор|Лахоре|拉合尔|ラホール|라호르|लाहौर|لاهور|لاہور|লাহোর||
Dhaka|Daca|Daca|Dacca|Dhaka|Дакка|Дакке|达卡|ダッカ|다카|ढाका|دكا|ڈھاکہ|ঢাকা||
Jakarta|Yakarta|Jacarta|Jakarta||Джакарта|Джакарте|雅加达|ジャカルタ|자카르타|जकार्ता|جاكرتا|جکارتا|জাকার্তা||
Nairobi||Nairóbi|||Найроби|Найроби|内罗毕|ナイロビ|나이로비|नैरोबी|نيروبي|نیروبی|নাইরোবি||
New York/New York City/NYC|Nueva York|Nova York|New York|New York|Нью-Йорк|Нью-Йорке|纽约|ニューヨーク|뉴욕|न्यूयॉर्क|نيويورك|نیویارک|নিউ ইয়র্ক||
Los Angeles/LA|Los Ángeles|Los Angeles|Los Angeles|Los Angeles|Лос-Анджелес|Лос-Анджелесе|洛杉矶|ロサンゼルス|로스앤젤레스|लॉस एंजिल्स|لوس أنجلوس|لاس اینجلس|লস অ্যাঞ্জেলেস||
San Francisco||São Francisco|||Сан-Франциско|Сан-Франциско|旧金山|サンフランシスコ|샌프란시스코|सैन फ्रांसिस्को|سان فرانسيسكو|سان فرانسسکو|সান ফ্রান্সিসকো||
Chicago|||||Чикаго|Чикаго|芝加哥|シカゴ|시카고|शिकागो|شيكاغو|شکاگو|শিকাগো||
Miami|||||Майами|Майами|迈阿密|マイアミ|마이애미|मियामी|ميامي|میامی|মায়ামি||
Toronto|||||Торонто|Торонто|多伦多|トロント|토론토|टोरंटो|تورونتو|ٹورنٹو|টরন্টো||
Sydney|Sídney||||Сидней|Сиднее|悉尼|シドニー|시드니|सिडनी|سيدني|سڈنی|সিডনি||
Mexico City|Ciudad de México|Cidade do México|Mexico|Mexiko-Stadt|Мехико|Мехико|墨西哥城|メキシコシティ|멕시코시티|मेक्सिको सिटी|مكسيكو سيتي|میکسیکو سٹی|মেক্সিকো সিটি|Kota Meksiko|-
São Paulo/Sao Paulo|São Paulo|São Paulo|São Paulo|São Paulo|Сан-Паулу|Сан-Паулу|圣保罗|サンパウロ|상파울루|साओ पाउलो|ساو باولو|ساؤ پاؤلو|সাও পাওলো|São Paulo|São Paulo
Rio de Janeiro/Rio|Río de Janeiro|Rio de Janeiro|Rio de Janeiro|Rio de Janeiro|Рио-де-Жанейро|Рио-де-Жанейро|里约热内卢|リオデジャネイロ|리우데자네이루|रियो डी जनेरियो|ريو دي جانيرو|ریو ڈی جنیرو|রিও ডি জেনেইরো|Rio de Janeiro|Rio de Janeiro
Buenos Aires|||||Буэнос-Айрес|Буэнос-Айресе|布宜诺斯艾利斯|ブエノスアイレス|부에노스아이레스|ब्यूनस आयर्स|بوينس آيرس|بیونس آئرس|বুয়েনোস আইরেস||
Cape Town|Ciudad del Cabo|Cidade do Cabo|-|Kapstadt|Кейптаун|Кейптауне|开普敦|ケープタウン|케이프타운|केप टाउन|كيب تاون|کیپ ٹاؤن|কেপ টাউন||
Austin|||||Остин|Остине|奥斯汀|オースティン|오스틴|ऑस्टिन|أوستن|آسٹن|অস্টিন||
Denver|||||Денвер|Денвере|丹佛|デンバー|덴버|डेनवर|دنفر|ڈینور|ডেনভার||
Portland|||||Портленд|Портленде|波特兰|ポートランド|포틀랜드|पोर्टलैंड|بورتلاند|پورٹلینڈ|পোর্টল্যান্ড||
Seattle|||||Сиэтл|Сиэтле|西雅图|シアトル|시애틀|सिएटल|سياتل|سیئٹل|সিয়াটল||
Boston|||||Бостон|Бостоне|波士顿|ボストン|보스턴|बोस्टन|بوسطن|بوسٹن|বোস্টন||
Atlanta|||||Атланта|Атланте|亚特兰大|アトランタ|애틀랜타|अटलांटा|أتلانتا|اٹلانٹا|আটলান্টা||
Dallas|||||Даллас|Далласе|达拉斯|ダラス|댈러스|डलास|دالاس|ڈیلس|ডালাস||
Houston|||||Хьюстон|Хьюстоне|休斯敦|ヒューストン|휴스턴|ह्यूस्टन|هيوستن|ہیوسٹن|হিউস্টন||
Vancouver|||||Ванкувер|Ванкувере|温哥华|バンクーバー|밴쿠버|वैंकूवर|فانكوفر|وینکوور|ভ্যাঙ্কুভার||
Melbourne|||||Мельбурн|Мельбурне|墨尔本|メルボルン|멜버른|मेलबर्न|ملبورن|میلبورن|মেলবোর্ন||
Leeds|||||Лидс|Лидсе|利兹|リーズ|리즈|लीड्स|ليدز|لیڈز|লিডস||
Utrecht|||||Утрехт|Утрехте|乌得勒支|ユトレヒト|위트레흐트|यूट्रेक्ट|أوترخت|اتریخت|ইউট্রেখট||
Amman|Amán|Amã|||Амман|Аммане|安曼|アンマン|암만|अम्मान|عمّان|عمّان|আম্মান||
Lagos|||||Лагос|Лагосе|拉各斯|ラゴス|라고스|लागोस|لاغوس|لاگوس|লাগোস||
Mombasa|||||Момбаса|Момбасе|蒙巴萨|モンバサ|몸바사|मोम्बासा|مومباسا|ممباسا|মোম্বাসা||
Kisumu|||||Кисуму|Кисуму|基苏木|キスム|키수무|किसुमु|كيسومو|کسومو|কিসুমু||
Dar es Salaam|||Dar es Salam||Дар-эс-Салам|Дар-эс-Саламе|达累斯萨拉姆|ダルエスサラーム|다르에스살람|दार एस सलाम|دار السلام|دارالسلام|দার এস সালাম||
Arusha|||||Аруша|Аруше|阿鲁沙|アルーシャ|아루샤|अरूशा|أروشا|اروشا|আরুশা||
Kampala|||||Кампала|Кампале|坎帕拉|カンパラ|캄팔라|कंपाला|كمبالا|کمپالا|কাম্পালা||
Kigali|||||Кигали|Кигали|基加利|キガリ|키갈리|किगाली|كيغالي|کیگالی|কিগালি||
Accra|Acra|Acra|||Аккра|Аккре|阿克拉|アクラ|아크라|अक्रा|أكرا|اکرا|আক্রা||
Abuja|||||Абуджа|Абудже|阿布贾|アブジャ|아부자|अबुजा|أبوجا|ابوجا|আবুজা||
Addis Ababa|Adís Abeba|Adis Abeba|Addis-Abeba|Addis Abeba|Аддис-Абеба|Аддис-Абебе|亚的斯亚贝巴|アディスアベバ|아디스아바바|अदीस अबाबा|أديس أبابا|ادیس ابابا|আদ্দিস আবাবা|Addis Ababa|Addis Ababa
`;

const COLS = [
  "en",
  "es",
  "pt",
  "fr",
  "de",
  "ru",
  "ru@",
  "zh",
  "ja",
  "ko",
  "hi",
  "ar",
  "ur",
  "bn",
  "id",
  "sw",
];
const LATIN = new Set(["en", "es", "pt", "fr", "de", "id", "sw"]);

interface City {
  names: Record<string, string | undefined>;
  english: string[];
}

const cities: City[] = CITIES.trim()
  .split("\n")
  .map((row) => {
    const cells = row.split("|");
    const english = cells[0]!.split("/");
    const names: Record<string, string | undefined> = {};
    COLS.forEach((col, i) => {
      const cell = cells[i]?.trim() ?? "";
      if (cell === "-") return;
      names[col] = cell || (LATIN.has(col.replace("@", "")) ? english[0] : undefined);
    });
    return { names, english };
  });

const key = (s: string) =>
  s
    .normalize("NFKC")
    .toLowerCase()
    .replace(/[.\s]+/g, " ")
    .trim();

// Region codes of no place (private use, unknown) and of groupings.
const NOT_A_COUNTRY = /^(AA|Q[M-Z]|X[A-Z]|ZZ|EU|EZ|UN)$/;
// Names English speakers use that CLDR writes otherwise.
const EN_ALIASES: Record<string, string> = {
  turkey: "TR",
  usa: "US",
  "the us": "US",
  "the usa": "US",
  america: "US",
  "the united states": "US",
  uk: "GB",
  "the uk": "GB",
  "great britain": "GB",
  britain: "GB",
  "the united kingdom": "GB",
  holland: "NL",
  "the netherlands": "NL",
  "czech republic": "CZ",
  "ivory coast": "CI",
  "the uae": "AE",
  uae: "AE",
  "the philippines": "PH",
};
// How a country is written in English when CLDR's name is not the one English speakers say.
const EN_OUTPUT: Record<string, string> = { TR: "Turkey" };

let countryIndex: Map<string, string> | undefined;

function regionCodes(): string[] {
  const out: string[] = [];
  for (let i = 0; i < 26; i++)
    for (let j = 0; j < 26; j++) {
      const code = String.fromCharCode(65 + i, 65 + j);
      if (!NOT_A_COUNTRY.test(code)) out.push(code);
    }
  return out;
}

/** Country names in the 15 languages (long and short forms) -> region code. */
function countries(): Map<string, string> {
  if (countryIndex) return countryIndex;
  const index = new Map<string, string>(Object.entries(EN_ALIASES));
  const codes = regionCodes();
  for (const lang of PLACE_LANGS) {
    for (const style of ["long", "short"] as const) {
      const names = new Intl.DisplayNames([lang], { type: "region", style, fallback: "none" });
      for (const code of codes) {
        const name = names.of(code);
        if (name && name !== code && !index.has(key(name))) index.set(key(name), code);
      }
    }
  }
  countryIndex = index;
  return index;
}

let cityIndex: Map<string, City> | undefined;

function cityByName(name: string): City | undefined {
  if (!cityIndex) {
    cityIndex = new Map();
    for (const c of cities) {
      for (const e of c.english) cityIndex.set(key(e), c);
      for (const n of Object.values(c.names)) if (n && !cityIndex.has(key(n))) cityIndex.set(key(n), c);
    }
  }
  return cityIndex.get(key(name));
}

/** Every name of every city in the table, in all its languages (lower case). */
export function cityNames(): string[] {
  return [
    ...new Set(
      cities.flatMap((c) =>
        [...c.english, ...Object.values(c.names)].filter((n): n is string => !!n).map(key),
      ),
    ),
  ];
}

const namesByLanguage = new Map<string, string[]>();

/** The cities and countries of the table and CLDR as written in `language`, longest first. */
function placeNamesOf(language: string): string[] {
  const hit = namesByLanguage.get(language);
  if (hit) return hit;
  const out = new Set<string>();
  for (const c of cities) {
    const n = c.names[language];
    if (n) out.add(n);
  }
  for (const style of ["long", "short"] as const) {
    const names = new Intl.DisplayNames([language], { type: "region", style, fallback: "none" });
    for (const code of regionCodes()) {
      const n = names.of(code);
      if (n && n !== code && !/[()]/.test(n)) out.add(n);
    }
  }
  const list = [...out].filter((n) => [...n].length >= 2).sort((a, b) => b.length - a.length);
  namesByLanguage.set(language, list);
  return list;
}

// Arabic and Urdu write "in", "and", "to", "for" onto the word ("بدبي", in Dubai).
const ATTACHED_BEFORE = /(?:^|[^\p{L}\p{M}])[وبلفك]?$/u;
const NO_LETTER_BEFORE = /(?:^|[^\p{L}\p{M}])$/u;

/**
 * The known cities and countries a text in a script without capitals names, as written there ("دبي",
 * "京都"), in order: the places a request in Arabic, Chinese or Hindi gives, which no capital marks.
 */
export function knownPlacesIn(text: string, language: string): string[] {
  const lang = language.split("-")[0]!;
  const unspaced = /^(?:zh|ja)$/.test(lang);
  const taken: [number, number][] = [];
  const found: { at: number; name: string }[] = [];
  for (const name of placeNamesOf(lang)) {
    for (let at = text.indexOf(name); at >= 0; at = text.indexOf(name, at + 1)) {
      const end = at + name.length;
      if (taken.some(([a, b]) => at < b && end > a)) continue;
      if (!unspaced) {
        const before = text.slice(Math.max(0, at - 2), at);
        if (!(/^(?:ar|ur)$/.test(lang) ? ATTACHED_BEFORE : NO_LETTER_BEFORE).test(before)) continue;
        // Korean particles follow a name directly (서울에서), and Bengali case endings (ঢাকার "of Dhaka",
        // ঢাকায় "in Dhaka", কলকাতাতে); other scripts end the word.
        const ending = lang === "bn" && /^(?:এর|র|য়|য়|তে|কে)(?![\p{L}\p{M}])/u.test(text.slice(end));
        if (lang !== "ko" && !ending && /^[\p{L}\p{M}]/u.test(text.slice(end, end + 1))) continue;
      }
      taken.push([at, end]);
      found.push({ at, name });
    }
  }
  return found.sort((a, b) => a.at - b.at).map((f) => f.name);
}

/** The region code of a country name in any of the 15 languages ("Lisbon" is none), or undefined. */
export function countryCode(name: string): string | undefined {
  return countries().get(key(name));
}

/** Whether a name is a city or country this module knows. */
export function isKnownPlace(name: string): boolean {
  return !!cityByName(name) || !!countryCode(name);
}

function countryName(code: string, language: string): string | undefined {
  if (language === "en" && EN_OUTPUT[code]) return EN_OUTPUT[code];
  // "Hong Kong" rather than "Hong Kong SAR China".
  const style = /^(?:HK|MO|PS)$/.test(code) ? "short" : "long";
  const name = new Intl.DisplayNames([language], { type: "region", style, fallback: "none" }).of(code);
  return name && name !== code ? name : undefined;
}

/**
 * The name of a place in `language` ("Lisbon" in Spanish: "Lisboa"), or undefined when the place is not
 * one this module knows or has no name in that language here (keep the user's).
 */
export function placeName(name: string, language: string): string | undefined {
  const lang = language.split("-")[0]!;
  const city = cityByName(name);
  if (city) return city.names[lang];
  const code = countryCode(name);
  return code ? countryName(code, lang) : undefined;
}

// --------------------------------------------------------------- "in {place}"
// The preposition each phrasebook writes before {place} when the place's kind or gender changes it.
export const PLACE_PREPOSITION: Record<string, string> = { fr: "à", pt: "em", de: "in", ru: "в" };

const FR_PLURAL = new Set(["US", "NL", "AE", "PH", "MV", "KM", "SC"]);
const FR_ISLAND = new Set(["SG", "MC", "CU", "MT", "CY", "MG", "HK", "TW", "MO", "BH", "IS", "JM"]);
const FR_MASCULINE_E = new Set(["MX", "KH", "MZ", "ZW"]);
const PT_NO_ARTICLE = new Set(["PT", "AO", "MZ", "CV", "CU", "IL", "SG", "AD", "MC", "MT", "TL", "HK", "MO"]);
const PT_PLURAL_M = new Set(["US", "AE", "NL"]);
const PT_PLURAL_F = new Set(["PH", "MV"]);
const DE_FEMININE = new Set(["TR", "CH", "SK", "MN", "UA"]);
const DE_MASCULINE = new Set(["IR", "IQ", "LB", "YE", "SD", "TD", "CG", "CD", "NE", "OM", "SN", "VA"]);
const DE_PLURAL = new Set(["US", "NL", "AE", "PH", "MV", "BS", "SC"]);

/** Russian nouns after "в": "Турция" -> "Турции", "Китай" -> "Китае", "Египет" -> "Египте". */
function russianLocative(name: string, code: string): string | undefined {
  const fixed: Record<string, string> = {
    EG: "Египте",
    IL: "Израиле",
    US: "США",
    AE: "ОАЭ",
    NL: "Нидерландах",
  };
  if (fixed[code]) return fixed[code];
  if (/\s/.test(name)) return undefined;
  if (/ия$/u.test(name)) return name.replace(/ия$/u, "ии");
  if (/[ая]$/u.test(name)) return name.replace(/[ая]$/u, "е");
  if (/й$/u.test(name)) return name.replace(/й$/u, "е");
  if (/ь$/u.test(name)) return name.replace(/ь$/u, "е");
  if (/[бвгджзклмнпрстфхцчшщ]$/u.test(name)) return `${name}е`;
  return name; // -о, -и, -у: not declined ("в Того", "в Перу")
}

function countryIn(code: string, name: string, lang: string): string | undefined {
  switch (lang) {
    case "fr":
      if (FR_PLURAL.has(code)) return `aux ${name}`;
      if (FR_ISLAND.has(code)) return `à ${name}`;
      if (/^[aeiouyàâéèêëîïôöûüœ]/iu.test(name)) return `en ${name}`;
      return /e$/u.test(name) && !FR_MASCULINE_E.has(code) ? `en ${name}` : `au ${name}`;
    case "pt":
      if (PT_NO_ARTICLE.has(code)) return `em ${name}`;
      if (PT_PLURAL_M.has(code)) return `nos ${name}`;
      if (PT_PLURAL_F.has(code)) return `nas ${name}`;
      return /a$/u.test(name) ? `na ${name}` : `no ${name}`;
    case "de": {
      if (DE_PLURAL.has(code)) {
        // "Vereinigte Staaten" -> "in den Vereinigten Staaten"; "Niederlande" -> "in den Niederlanden".
        const dative = name
          .split(" ")
          .map((w) => w.replace(/e$/u, "en"))
          .join(" ");
        return `in den ${dative}`;
      }
      if (DE_FEMININE.has(code)) return `in der ${name}`;
      if (DE_MASCULINE.has(code)) return `im ${name}`;
      return `in ${name}`;
    }
    case "ru": {
      const loc = russianLocative(name, code);
      return loc ? `в ${loc}` : undefined;
    }
    default:
      return undefined;
  }
}

const PT_CITY_ARTICLE: Record<string, string> = { Porto: "no", "Rio de Janeiro": "no", Cairo: "no" };

/**
 * The place after the phrasebook's preposition in `language`, preposition included ("en Turquie",
 * "in der Türkei", "no Porto", "в Лиссабоне"), for the languages where it varies; undefined elsewhere
 * or when the place is not known.
 */
export function placeIn(name: string, language: string): string | undefined {
  const lang = language.split("-")[0]!;
  const prep = PLACE_PREPOSITION[lang];
  if (!prep) return undefined;
  const city = cityByName(name);
  if (city) {
    const local = city.names[lang];
    if (!local) return undefined;
    if (lang === "ru") return city.names["ru@"] ? `в ${city.names["ru@"]}` : undefined;
    if (lang === "pt" && PT_CITY_ARTICLE[local]) return `${PT_CITY_ARTICLE[local]} ${local}`;
    return `${prep} ${local}`;
  }
  const code = countryCode(name);
  if (!code) return undefined;
  const local = countryName(code, lang);
  return local ? countryIn(code, local, lang) : undefined;
}
