import type { TEditOperation } from "@reelforge/contract";
import { describe, expect, it } from "vitest";
import { parseCommand } from "./magic-edit.ts";
import { commandInEnglish, PHRASE_LANGUAGES } from "./magic-edit-phrases.ts";
import { parseStoryboard } from "./schema.ts";

// Issue 12: the example commands, said in each language the built-in writer has a phrasebook
// for, map onto the same operations as in English.

const sb = parseStoryboard({
  version: 1,
  format: { platform: "tiktok", aspect: "9:16", width: 270, height: 480, fps: 30 },
  scenes: Array.from({ length: 6 }, (_, k) => ({
    id: `s${k + 1}`,
    narration: `Scene ${k + 1}.`,
    visual: { kind: "designer", prompt: `Scene ${k + 1}` },
  })),
  voice: { language: "en", gender: "male" },
  captions: {},
});

type Expected = [command: string, operations: TEditOperation[]];
const voice: TEditOperation = { op: "voice", accent: "British", language: "english", gender: "female" };
const karaoke: TEditOperation = { op: "captions", style: "karaoke" };
const faster: TEditOperation = { op: "voice", speed: 1.25 };
const spanish: TEditOperation = { op: "translate", language: "spanish" };
const logo: TEditOperation = { op: "logo", enabled: true };
const square: TEditOperation = { op: "format", platform: "instagram", aspect: "1:1" };
const intro = (text: string): TEditOperation => ({ op: "intro", text });
const picture = (query: string): TEditOperation => ({ op: "visual", scene: 3, query });
const del: TEditOperation = { op: "delete", scene: 2 };

const EXAMPLES: Record<string, Expected[]> = {
  es: [
    ["elimina la escena 2", [del]],
    ["cambia la voz a una mujer británica", [voice]],
    ["pon los subtítulos en karaoke", [karaoke]],
    ["añade una intro que diga Rebajas de verano", [intro("Rebajas de verano")]],
    ["hazlo más rápido", [faster]],
    ["tradúcelo al inglés", [{ op: "translate", language: "english" }]],
    ["usa mi logo", [logo]],
    ["reemplaza la imagen de la escena 3 por una taza de café", [picture("taza de café")]],
    ["hazlo cuadrado para Instagram", [square]],
  ],
  pt: [
    ["exclua a cena 2", [del]],
    ["mude a voz para uma mulher britânica", [voice]],
    ["coloque as legendas em karaokê", [karaoke]],
    ["adicione uma introdução dizendo Liquidação de verão", [intro("Liquidação de verão")]],
    ["deixe mais rápido", [faster]],
    ["traduza para o espanhol", [spanish]],
    ["use meu logo", [logo]],
    ["substitua a imagem da cena 3 por uma xícara de café", [picture("xícara de café")]],
    ["deixe quadrado para o Instagram", [square]],
  ],
  fr: [
    ["supprime la scène 2", [del]],
    ["mets une voix féminine britannique", [voice]],
    ["mets les sous-titres en karaoké", [karaoke]],
    ["ajoute une intro qui dit Soldes d'été", [intro("Soldes d'été")]],
    ["rends-la plus rapide", [faster]],
    ["traduis-la en espagnol", [spanish]],
    ["utilise mon logo", [logo]],
    ["remplace l'image de la scène 3 par une tasse de café", [picture("tasse de café")]],
    ["rends-la carrée pour Instagram", [square]],
  ],
  de: [
    ["Lösche Szene 2", [del]],
    ["Ändere die Stimme zu einer britischen Frau", [voice]],
    ["Mach die Untertitel im Karaoke-Stil", [karaoke]],
    ["Füge ein Intro mit dem Text Sommerschlussverkauf hinzu", [intro("Sommerschlussverkauf")]],
    ["Mach es schneller", [faster]],
    ["Übersetze es ins Spanische", [spanish]],
    ["Verwende mein Logo", [logo]],
    ["Ersetze das Bild in Szene 3 durch eine Kaffeetasse", [picture("Kaffeetasse")]],
    ["Mach es quadratisch für Instagram", [square]],
  ],
  ru: [
    ["удали сцену 2", [del]],
    ["смени голос на британский женский", [voice]],
    ["сделай субтитры караоке", [karaoke]],
    ["добавь вступление со словами Летняя распродажа", [intro("Летняя распродажа")]],
    ["сделай быстрее", [faster]],
    ["переведи на испанский", [spanish]],
    ["используй мой логотип", [logo]],
    ["замени картинку в сцене 3 на чашку кофе", [picture("чашку кофе")]],
    ["сделай квадратным для Инстаграма", [square]],
  ],
  zh: [
    ["删除场景2", [del]],
    ["把配音换成英国女声", [voice]],
    ["把字幕改成卡拉OK", [karaoke]],
    ["添加片头，写着：夏季促销", [intro("夏季促销")]],
    ["加快速度", [faster]],
    ["翻译成西班牙语", [spanish]],
    ["使用我的标志", [logo]],
    ["把第三个场景的图片换成咖啡杯", [picture("咖啡杯")]],
    ["改成正方形，用于Instagram", [square]],
  ],
  ja: [
    ["シーン2を削除して", [del]],
    ["ナレーションをイギリスの女性の声に変えて", [voice]],
    ["字幕をカラオケにして", [karaoke]],
    ["「サマーセール」というイントロを追加して", [intro("サマーセール")]],
    ["もっと速くして", [faster]],
    ["スペイン語に翻訳して", [spanish]],
    ["私のロゴを使って", [logo]],
    ["シーン3の画像をコーヒーカップに置き換えて", [picture("コーヒーカップ")]],
    ["インスタグラム用に正方形にして", [square]],
  ],
  ko: [
    ["장면 2 삭제해 줘", [del]],
    ["목소리를 영국 여성으로 바꿔 줘", [voice]],
    ["자막을 가라오케로 해 줘", [karaoke]],
    ["인트로 추가: 여름 세일", [intro("여름 세일")]],
    ["더 빠르게 해 줘", [faster]],
    ["스페인어로 번역해 줘", [spanish]],
    ["내 로고를 사용해 줘", [logo]],
    ["장면 3의 이미지를 커피잔으로 바꿔 줘", [picture("커피잔")]],
    ["인스타그램용 정사각형으로 만들어 줘", [square]],
  ],
  hi: [
    ["सीन 2 हटाओ", [del]],
    ["आवाज़ को ब्रिटिश महिला में बदलो", [voice]],
    ["कैप्शन को कराओके बनाओ", [karaoke]],
    ["इंट्रो जोड़ो: समर सेल", [intro("समर सेल")]],
    ["इसे तेज़ करो", [faster]],
    ["इसे स्पेनिश में अनुवाद करो", [spanish]],
    ["मेरा लोगो लगाओ", [logo]],
    ["सीन ३ की तस्वीर को कॉफी कप से बदलो", [picture("कॉफी कप")]],
    ["इसे इंस्टाग्राम के लिए चौकोर बनाओ", [square]],
  ],
  ar: [
    ["احذف المشهد ٢", [del]],
    ["غيّر الصوت إلى أنثى بريطانية", [voice]],
    ["اجعل التسميات كاريوكي", [karaoke]],
    ["أضف مقدمة تقول تخفيضات الصيف", [intro("تخفيضات الصيف")]],
    ["اجعله أسرع", [faster]],
    ["ترجمه إلى الإسبانية", [spanish]],
    ["استخدم شعاري", [logo]],
    ["استبدل الصورة في المشهد 3 بكوب قهوة", [picture("كوب قهوة")]],
    ["اجعله مربعًا لإنستغرام", [square]],
  ],
  ur: [
    ["سین 2 حذف کریں", [del]],
    ["آواز کو برطانوی خاتون میں بدل دیں", [voice]],
    ["کیپشن کو کراؤکی بنا دیں", [karaoke]],
    ["انٹرو شامل کریں: سمر سیل", [intro("سمر سیل")]],
    ["اسے تیز کریں", [faster]],
    ["اسے ہسپانوی میں ترجمہ کریں", [spanish]],
    ["میرا لوگو استعمال کریں", [logo]],
    ["سین ۳ کی تصویر کو کافی کے کپ سے بدل دیں", [picture("کافی کے کپ")]],
    ["اسے انسٹاگرام کے لیے مربع بنا دیں", [square]],
  ],
  bn: [
    ["দৃশ্য ২ মুছে দাও", [del]],
    ["কণ্ঠ ব্রিটিশ মহিলায় বদলে দাও", [voice]],
    ["ক্যাপশন কারাওকে করো", [karaoke]],
    ["ইন্ট্রো যোগ করো: সামার সেল", [intro("সামার সেল")]],
    ["এটা দ্রুত করো", [faster]],
    ["এটা স্প্যানিশে অনুবাদ করো", [spanish]],
    ["আমার লোগো ব্যবহার করো", [logo]],
    ["দৃশ্য 3-এর ছবি কফির কাপ দিয়ে বদলে দাও", [picture("কফির কাপ")]],
    ["এটা ইনস্টাগ্রামের জন্য বর্গাকার করো", [square]],
  ],
  id: [
    ["hapus adegan 2", [del]],
    ["ganti suara menjadi wanita beraksen Inggris", [voice]],
    ["jadikan teks karaoke", [karaoke]],
    ["tambahkan intro bertuliskan Obral musim panas", [intro("Obral musim panas")]],
    ["buat lebih cepat", [faster]],
    ["terjemahkan ke bahasa Spanyol", [spanish]],
    ["gunakan logo saya", [logo]],
    ["ganti gambar di adegan 3 dengan secangkir kopi", [picture("secangkir kopi")]],
    ["jadikan persegi untuk Instagram", [square]],
  ],
  sw: [
    ["futa onyesho la 2", [del]],
    ["badilisha sauti iwe ya mwanamke Mwingereza", [voice]],
    ["fanya manukuu yawe karaoke", [karaoke]],
    ["ongeza utangulizi unaosema Ofa ya kiangazi", [intro("Ofa ya kiangazi")]],
    ["ifanye iwe haraka zaidi", [faster]],
    ["itafsiri kwa Kihispania", [spanish]],
    ["tumia nembo yangu", [logo]],
    ["badilisha picha katika onyesho la 3 kwa kikombe cha kahawa", [picture("kikombe cha kahawa")]],
    ["ifanye mraba kwa Instagram", [square]],
  ],
};

describe("magic edit in the phrasebooks' languages", () => {
  it("covers every language with a phrasebook", () => {
    expect(Object.keys(EXAMPLES).sort()).toEqual([...PHRASE_LANGUAGES].sort());
  });

  for (const [code, examples] of Object.entries(EXAMPLES)) {
    it(`${code}: the issue's example commands`, () => {
      for (const [command, operations] of examples) {
        expect(parseCommand(command, sb), command).toEqual(operations);
      }
    });
  }

  it("two sentences are two changes; nonsense is still a question", () => {
    expect(commandInEnglish("elimina la escena 2; hazlo más rápido")).toBe("delete scene 2; make it faster");
    expect(commandInEnglish("bla bla")).toBeNull();
    expect(() => parseCommand("bla bla", sb)).toThrow(/did not understand/);
  });
});
