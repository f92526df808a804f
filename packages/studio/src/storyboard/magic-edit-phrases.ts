// The magic-edit box offline in the languages the built-in writer has phrasebooks for (issue 12): a
// command in one of them is recognised by its words (word order differs between languages, so each
// intent is a set of patterns, not a sentence) and said again as the English command the parser knows.
// Each language covers the issue's example commands: delete a scene, change the voice (British, female
// or male), caption style, an intro or outro saying something, faster or slower, translate, use my logo,
// replace a scene's picture, and a format (square, vertical, landscape) for a platform. A command in
// these languages is one change per sentence (sentences split at ; and 。).

type Pattern = RegExp;

export interface Phrases {
  code: string;
  /** The scene's number in the first group that matched. */
  scene: Pattern;
  delete: Pattern;
  voice: Pattern;
  british: Pattern;
  american?: Pattern;
  female: Pattern;
  male: Pattern;
  captions: Pattern;
  karaoke: Pattern;
  /** Words naming an intro, an outro. */
  intro: Pattern;
  outro: Pattern;
  /** The words a "saying ..." gives (first group); quoted words and words after a colon do too. */
  saying: Pattern;
  faster: Pattern;
  slower: Pattern;
  translate: Pattern;
  logo: Pattern;
  /** Scene number (when the pattern has it) and what the new picture shows, in named groups. */
  picture: Pattern;
  /** Articles before what a picture shows ("una", "eine"), dropped. */
  article?: Pattern;
  square: Pattern;
  vertical: Pattern;
  landscape: Pattern;
}

// Words said in quotes (or after a colon) are the intro's text in every language.
const QUOTED = /[“"「『«„]\s*(.+?)\s*[”"」』»“]/;
const AFTER_COLON = /[:：]\s*(.+)$/;

const PHRASES: Phrases[] = [
  {
    code: "es",
    scene: /escena\s*(?:n[úu]mero\s*)?(\d+)/,
    delete: /\b(elimina|eliminar|borra|borrar|quita|quitar|suprime)\b/,
    voice: /\b(voz|locuci[óo]n|locutora?|narradora?)\b/,
    british: /brit[áa]nic/,
    american: /american|estadounidense/,
    female: /femenin|mujer|chica|locutora|narradora/,
    male: /masculin|hombre|chico|\blocutor\b|\bnarrador\b/,
    captions: /subt[íi]tulos?|leyendas/,
    karaoke: /karaoke|palabra por palabra/,
    intro: /\bintro(?:ducci[óo]n)?\b/,
    saying: /(?:que diga|que dice|diciendo|con el texto|con las palabras)\s*:?\s*(.+)$/,
    outro: /\b(?:outro|cierre|final)\b/,
    faster: /m[áa]s r[áa]pid|acelera/,
    slower: /m[áa]s lent|ralentiza/,
    translate: /trad[uú][cz]/,
    logo: /\blogo(?:tipo)?\b/,
    picture: /(?:imagen|foto|visual|fondo)\b.*?escena\s*(?<scene>\d+).*?\b(?:por|con)\s+(?<query>.+)$/,
    article: /^(?:una?|el|la|los|las|unos|unas)\s+/,
    square: /cuadrad/,
    vertical: /vertical/,
    landscape: /horizontal|apaisad/,
  },
  {
    code: "pt",
    scene: /cena\s*(\d+)/,
    delete: /\b(exclu[ai]r?|apag[ae]r?|remov[ae]r?|elimin[ae]r?|tir[ae])\b/,
    voice: /\b(voz|locu[çc][ãa]o|narrador[a]?|locutor[a]?)\b/,
    british: /brit[âa]nic/,
    american: /american/,
    female: /feminin|mulher|narradora|locutora/,
    male: /masculin|homem|\bnarrador\b|\blocutor\b/,
    captions: /legendas?/,
    karaoke: /karaok[eê]|palavra por palavra/,
    intro: /\bintro(?:du[çc][ãa]o)?\b/,
    saying: /(?:dizendo|que diga|que diz|com o texto|com as palavras)\s*:?\s*(.+)$/,
    outro: /\b(?:outro|encerramento|final)\b/,
    faster: /mais r[áa]pid|acelera/,
    slower: /mais lent|desacelera/,
    translate: /traduz/,
    logo: /\blogo(?:tipo|marca)?\b/,
    picture: /(?:imagem|foto|visual)\b.*?cena\s*(?<scene>\d+).*?\b(?:por|com)\s+(?<query>.+)$/,
    article: /^(?:uma?|o|a|os|as)\s+/,
    square: /quadrad/,
    vertical: /vertical/,
    landscape: /horizontal|paisagem/,
  },
  {
    code: "fr",
    scene: /sc[èe]ne\s*(\d+)/,
    delete: /\b(supprime[rz]?|efface[rz]?|enl[èe]ve[rz]?|retire[rz]?)\b/,
    voice: /\bvoix\b|narrat/,
    british: /britannique/,
    american: /am[ée]ricain/,
    female: /f[ée]minin|femme|narratrice/,
    male: /masculin|homme|\bnarrateur\b/,
    captions: /sous-titres?|l[ée]gendes?/,
    karaoke: /karaok[ée]|mot par mot/,
    intro: /\bintro(?:duction)?\b/,
    saying: /(?:qui dit|disant|avec le texte|avec les mots)\s*:?\s*(.+)$/,
    outro: /\b(?:outro|fin|conclusion)\b/,
    faster: /plus (?:rapide|vite)|acc[ée]l[èe]re/,
    slower: /plus lent|ralentis/,
    translate: /tradui[st]|traduire/,
    logo: /\blogo\b/,
    picture: /(?:image|photo|visuel)\b.*?sc[èe]ne\s*(?<scene>\d+).*?\b(?:par|avec)\s+(?<query>.+)$/,
    article: /^(?:une?|la|le|les|des|l')\s*/,
    square: /carr[ée]/,
    vertical: /vertical/,
    landscape: /paysage|horizontal/,
  },
  {
    code: "de",
    scene: /szene\s*(\d+)/,
    delete: /l[öo]sch|entfern|streich/,
    voice: /stimme|sprecher/,
    british: /britisch/,
    american: /amerikanisch/,
    female: /weiblich|frau|sprecherin/,
    male: /m[äa]nnlich|\bmann\b|\bsprecher\b/,
    captions: /untertitel/,
    karaoke: /karaoke|wort f[üu]r wort/,
    intro: /\bintro\b/,
    saying: /(?:mit dem text|mit den worten|das sagt|der sagt|mit)\s*:?\s*(.+?)(?:\s+hinzu)?$/,
    outro: /\b(?:outro|abspann|schluss)\b/,
    faster: /schneller|beschleunig/,
    slower: /langsamer/,
    translate: /[üu]bersetz/,
    logo: /\blogo\b/,
    picture:
      /(?:bild|foto|visual)\b.*?szene\s*(?<scene>\d+).*?\b(?:durch|mit)\s+(?<query>.+?)(?:\s+(?:ersetzen|austauschen))?$/,
    article: /^(?:eine[nrms]?|ein|die|das|der|den)\s+/,
    square: /quadrat/,
    vertical: /hochformat|vertikal/,
    landscape: /querformat|horizontal/,
  },
  {
    code: "ru",
    scene: /сцен[а-я]*\s*(?:№\s*)?(\d+)|(\d+)\s*-?[а-я]*\s*сцен/,
    delete: /удали|удалить|убери|убрать/,
    voice: /голос|диктор/,
    british: /британ/,
    american: /американ/,
    female: /женск|женщин|дикторш/,
    male: /мужск|мужчин/,
    captions: /субтитр/,
    karaoke: /караоке|по словам/,
    intro: /(?:интро|вступлени)[а-я]*/,
    saying: /(?:со словами|с текстом|с надписью|где написано|говорящ[а-я]*)\s*:?\s*(.+)$/,
    outro: /(?:аутро|концовк|заключени)[а-я]*/,
    faster: /быстрее|ускор/,
    slower: /медленнее|замедл/,
    translate: /перевед|переве/,
    logo: /логотип|лого/,
    picture: /(?:картинк|изображени|фото|кадр)[а-я]*.*?сцен[а-я]*\s*(?<scene>\d+)\s+на\s+(?<query>.+)$/,
    square: /квадрат/,
    vertical: /вертикал/,
    landscape: /горизонтал/,
  },
  {
    code: "zh",
    scene: /(?:场景|镜头|画面)\s*(\d+)|第\s*(\d+)\s*(?:个)?\s*(?:场景|镜头|幕)/,
    delete: /删除|删掉|去掉|移除/,
    voice: /声音|配音|旁白|嗓音|语音/,
    british: /英国|英式/,
    american: /美国|美式/,
    female: /女/,
    male: /男/,
    captions: /字幕/,
    karaoke: /卡拉\s*ok|逐字/,
    intro: /(?:片头|开场|开头)/,
    saying: /(?:写着|内容为|内容是|显示|说)\s*[:：]?\s*(.+)$/,
    outro: /(?:片尾|结尾)/,
    faster: /快/,
    slower: /慢/,
    translate: /翻译|译成|译为/,
    logo: /标志|商标|logo/,
    picture:
      /(?:图片|图像|照片|画面)\s*(?:换成|替换为|替换成|改成|改为)\s*(?:一个|一只|一杯|一张)?(?<query>.+)$/,
    square: /方形|正方/,
    vertical: /竖屏|竖版|竖/,
    landscape: /横屏|横版|横/,
  },
  {
    code: "ja",
    scene: /シーン\s*(\d+)|(\d+)\s*(?:番目|つ目)\s*の?\s*シーン/,
    delete: /削除|消して|消す|取り除/,
    voice: /声|ナレーション|音声|ナレーター/,
    british: /イギリス|英国/,
    american: /アメリカ|米国/,
    female: /女性|女/,
    male: /男性|男/,
    captions: /字幕|キャプション|テロップ/,
    karaoke: /カラオケ/,
    intro: /(?:イントロ|オープニング)/,
    saying: /[:：]\s*(.+)$/,
    outro: /(?:アウトロ|エンディング)/,
    faster: /速く|早く|速度を上げ|テンポを上げ/,
    slower: /遅く|ゆっくり/,
    translate: /翻訳|訳して/,
    logo: /ロゴ/,
    picture: /(?:画像|写真|絵|映像)を\s*(?<query>.+?)\s*に\s*(?:置き換え|変え|差し替え|替え)/,
    square: /正方形|スクエア/,
    vertical: /縦/,
    landscape: /横/,
  },
  {
    code: "ko",
    scene: /(?:장면|씬)\s*(\d+)|(\d+)\s*번(?:째)?\s*(?:장면|씬)/,
    delete: /삭제|지워|없애|빼\s*줘|빼/,
    voice: /목소리|음성|내레이션|보이스/,
    british: /영국/,
    american: /미국/,
    female: /여성|여자/,
    male: /남성|남자/,
    captions: /자막/,
    karaoke: /가라오케|카라오케|노래방/,
    intro: /(?:인트로|오프닝)/,
    saying: /[:：]\s*(.+)$/,
    outro: /(?:아웃트로|엔딩)/,
    faster: /빠르게|빨리/,
    slower: /느리게|천천히/,
    translate: /번역/,
    logo: /로고/,
    picture: /(?:이미지|사진|그림|영상)\s*[을를]\s*(?<query>.+?)\s*(?:으로|로)\s*(?:바꿔|교체|변경)/,
    square: /정사각형|정방형/,
    vertical: /세로/,
    landscape: /가로/,
  },
  {
    code: "hi",
    scene: /(?:सीन|दृश्य)\s*(?:नंबर\s*)?(\d+)/,
    delete: /हटा|डिलीट|मिटा/,
    voice: /आवाज़|आवाज|वॉइस|वॉयस/,
    british: /ब्रिटिश/,
    american: /अमेरिकी|अमेरिकन/,
    female: /महिला|औरत|स्त्री|फीमेल|लड़की/,
    male: /पुरुष|आदमी|मर्द|लड़का/,
    captions: /कैप्शन|उपशीर्षक|सबटाइटल/,
    karaoke: /कराओके/,
    intro: /(?:इंट्रो|परिचय)/,
    saying: /[:：]\s*(.+)$/,
    outro: /(?:आउट्रो|अंत|समापन)/,
    faster: /तेज़|तेज/,
    slower: /धीमा|धीरे/,
    translate: /अनुवाद/,
    logo: /लोगो/,
    picture: /(?:तस्वीर|चित्र|इमेज|फोटो|फ़ोटो)\s*को\s*(?<query>.+?)\s*से\s*बदल/,
    article: /^(?:एक)\s+/,
    square: /चौकोर|स्क्वायर|वर्गाकार/,
    vertical: /वर्टिकल|खड़ा/,
    landscape: /लैंडस्केप|क्षैतिज|आड़ा/,
  },
  {
    code: "ar",
    scene: /(?:المشهد|مشهد)\s*(?:رقم\s*)?(\d+)/,
    delete: /احذف|حذف|أزل|ازل|امسح/,
    voice: /صوت|التعليق الصوتي|الراوي/,
    british: /بريطاني/,
    american: /أمريكي|امريكي/,
    female: /أنثى|انثى|نسائي|امرأة|أنثوي/,
    male: /ذكر|رجالي|رجل|ذكوري/,
    captions: /التسميات|الترجمة النصية|الترجمات|الكابشن|النصوص المرافقة/,
    karaoke: /كاريوكي|كاراوكي|كلمة بكلمة/,
    intro: /مقدمة/,
    saying: /(?:تقول|يقول|بعنوان|بنص|مكتوب فيها)\s*[:：]?\s*(.+)$/,
    outro: /خاتمة/,
    faster: /أسرع|اسرع/,
    slower: /أبطأ|ابطأ/,
    translate: /(?:^|\s)ترجم/,
    logo: /شعار/,
    picture: /صور[ةه].*?مشهد\s*(?<scene>\d+)\s+(?:بـ|ب)\s*(?<query>.+)$/,
    square: /مربع/,
    vertical: /عمودي|طولي/,
    landscape: /أفقي|افقي/,
  },
  {
    code: "ur",
    scene: /(?:سین|منظر)\s*(?:نمبر\s*)?(\d+)/,
    delete: /حذف|ہٹا|مٹا|ڈیلیٹ/,
    voice: /آواز/,
    british: /برطانوی|برٹش/,
    american: /امریکی/,
    female: /خاتون|عورت|زنانہ|فیمیل|لڑکی/,
    male: /مرد|مردانہ|لڑکا/,
    captions: /کیپشن|سب ٹائٹل|ذیلی سرخی/,
    karaoke: /کراؤکی|کراوکے|کاراؤکے|کراؤکے/,
    intro: /(?:انٹرو|تعارف)/,
    saying: /[:：]\s*(.+)$/,
    outro: /(?:آؤٹرو|اختتام)/,
    faster: /تیز/,
    slower: /آہستہ|سست/,
    translate: /ترجمہ/,
    logo: /لوگو/,
    picture: /(?:تصویر|فوٹو)\s*کو\s*(?<query>.+?)\s*سے\s*بدل/,
    square: /مربع|اسکوائر|چوکور/,
    vertical: /عمودی/,
    landscape: /افقی/,
  },
  {
    code: "bn",
    scene: /(?:দৃশ্য|সিন)\s*(\d+)/,
    delete: /মুছে|মুছুন|বাদ দাও|বাদ দিন|ডিলিট/,
    voice: /কণ্ঠ|ভয়েস|আওয়াজ|গলা/,
    british: /ব্রিটিশ/,
    american: /আমেরিকান/,
    female: /মহিলা|নারী|মেয়ে/,
    male: /পুরুষ|ছেলে/,
    captions: /ক্যাপশন|সাবটাইটেল/,
    karaoke: /কারাওকে/,
    intro: /(?:ইন্ট্রো|ভূমিকা)/,
    saying: /[:：]\s*(.+)$/,
    outro: /(?:আউট্রো|সমাপ্তি)/,
    faster: /দ্রুত|তাড়াতাড়ি/,
    slower: /ধীরে|ধীর/,
    translate: /অনুবাদ/,
    logo: /লোগো/,
    picture: /(?:ছবি|চিত্র|ইমেজ)(?:টি|টা)?\s*(?:কে\s*)?(?<query>.+?)\s*দিয়ে\s*(?:বদল|পাল্ট|প্রতিস্থাপন)/,
    square: /বর্গাকার|স্কয়ার/,
    vertical: /উল্লম্ব|ভার্টিক্যাল/,
    landscape: /আনুভূমিক|ল্যান্ডস্কেপ/,
  },
  {
    code: "id",
    scene: /adegan\s*(?:ke-?\s*)?(\d+)/,
    delete: /\b(hapus|hapuskan|buang|hilangkan)\b/,
    voice: /\bsuara\b|pengisi suara|narator/,
    british: /british|aksen inggris|logat inggris|inggris britania/,
    american: /amerika/,
    female: /\b(perempuan|wanita|cewek)\b/,
    male: /\b(laki-laki|pria|cowok)\b/,
    captions: /\b(teks|takarir|subtitle|keterangan)\b/,
    karaoke: /karaoke|kata demi kata/,
    intro: /\bintro\b/,
    saying: /(?:bertuliskan|yang berbunyi|berbunyi|dengan teks|dengan tulisan)\s*:?\s*(.+)$/,
    outro: /\b(?:outro|penutup)\b/,
    faster: /lebih cepat|percepat/,
    slower: /lebih lambat|perlambat/,
    translate: /terjemah/,
    logo: /\blogo\b/,
    picture:
      /(?:gambar|foto|visual)\b.*?adegan\s*(?:ke-?\s*)?(?<scene>\d+).*?\b(?:dengan|jadi|menjadi)\s+(?<query>.+)$/,
    article: /^(?:sebuah|seekor)\s+/,
    square: /persegi|kotak/,
    vertical: /vertikal|tegak/,
    landscape: /horizontal|mendatar|lanskap/,
  },
  {
    code: "sw",
    scene: /(?:onyesho|tukio|kipande|sehemu)\s*(?:la|ya|cha)?\s*(\d+)/,
    delete: /\b(futa|ondoa)\b/,
    voice: /\bsauti\b|msimulizi/,
    british: /mwingereza|uingereza|british/,
    american: /mmarekani|marekani/,
    female: /\b(mwanamke|kike)\b/,
    male: /\b(mwanamume|mwanaume|kiume)\b/,
    captions: /manukuu|maelezo mafupi/,
    karaoke: /karaoke|neno kwa neno/,
    intro: /\b(?:utangulizi|intro)\b/,
    saying: /(?:unaosema|inayosema|ukisema|yenye maneno|wenye maneno)\s*:?\s*(.+)$/,
    outro: /\b(?:hitimisho|outro|mwisho)\b/,
    faster: /haraka zaidi|kwa kasi zaidi|iharakishe/,
    slower: /polepole zaidi|taratibu zaidi/,
    translate: /tafsiri/,
    logo: /\bnembo\b|\blogo\b/,
    picture:
      /(?:picha|taswira)\b.*?(?:onyesho|tukio)\s*(?:la)?\s*(?<scene>\d+).*?\b(?:kwa|na)\s+(?<query>.+)$/,
    square: /mraba/,
    vertical: /wima/,
    landscape: /mlalo/,
  },
];

// Names of the offered languages as each language writes them (stems where words inflect).
const LANGUAGE_NAMES: [english: string, names: string[]][] = [
  [
    "spanish",
    [
      "español",
      "espanol",
      "espanhol",
      "espagnol",
      "spanisch",
      "испанск",
      "西班牙",
      "スペイン語",
      "스페인어",
      "स्पेनिश",
      "स्पैनिश",
      "الإسبانية",
      "الاسبانية",
      "ہسپانوی",
      "স্প্যানিশ",
      "spanyol",
      "kihispania",
    ],
  ],
  [
    "english",
    [
      "inglés",
      "ingles",
      "inglês",
      "anglais",
      "englisch",
      "английск",
      "英语",
      "英文",
      "英語",
      "영어",
      "अंग्रेज़ी",
      "अंग्रेजी",
      "الإنجليزية",
      "الانجليزية",
      "انگریزی",
      "ইংরেজি",
      "inggris",
      "kiingereza",
    ],
  ],
  [
    "french",
    [
      "francés",
      "frances",
      "francês",
      "français",
      "französisch",
      "французск",
      "法语",
      "法文",
      "フランス語",
      "프랑스어",
      "फ़्रेंच",
      "फ्रेंच",
      "الفرنسية",
      "فرانسیسی",
      "ফরাসি",
      "prancis",
      "kifaransa",
    ],
  ],
  [
    "german",
    [
      "alemán",
      "aleman",
      "alemão",
      "allemand",
      "deutsch",
      "немецк",
      "德语",
      "德文",
      "ドイツ語",
      "독일어",
      "जर्मन",
      "الألمانية",
      "جرمن",
      "জার্মান",
      "jerman",
      "kijerumani",
    ],
  ],
  [
    "portuguese",
    [
      "portugués",
      "português",
      "portugues",
      "portugais",
      "portugiesisch",
      "португальск",
      "葡萄牙",
      "ポルトガル語",
      "포르투갈어",
      "पुर्तगाली",
      "البرتغالية",
      "پرتگالی",
      "পর্তুগিজ",
      "portugis",
      "kireno",
    ],
  ],
  [
    "russian",
    [
      "ruso",
      "russo",
      "russe",
      "russisch",
      "русск",
      "俄语",
      "俄文",
      "ロシア語",
      "러시아어",
      "रूसी",
      "الروسية",
      "روسی",
      "রুশ",
      "rusia",
      "kirusi",
    ],
  ],
  [
    "chinese",
    [
      "chino",
      "chinês",
      "chinois",
      "chinesisch",
      "китайск",
      "中文",
      "汉语",
      "普通话",
      "中国語",
      "중국어",
      "चीनी",
      "الصينية",
      "چینی",
      "চীনা",
      "mandarin",
      "tionghoa",
      "kichina",
    ],
  ],
  [
    "japanese",
    [
      "japonés",
      "japones",
      "japonês",
      "japonais",
      "japanisch",
      "японск",
      "日语",
      "日文",
      "日本語",
      "일본어",
      "जापानी",
      "اليابانية",
      "جاپانی",
      "জাপানি",
      "jepang",
      "kijapani",
    ],
  ],
  [
    "korean",
    [
      "coreano",
      "coréen",
      "koreanisch",
      "корейск",
      "韩语",
      "韩文",
      "韓国語",
      "한국어",
      "कोरियाई",
      "الكورية",
      "کوریائی",
      "কোরিয়ান",
      "korea",
      "kikorea",
    ],
  ],
  [
    "hindi",
    ["hindí", "हिंदी", "हिन्दी", "印地语", "ヒンディー語", "힌디어", "الهندية", "ہندی", "হিন্দি", "kihindi"],
  ],
  [
    "arabic",
    [
      "árabe",
      "arabe",
      "arabisch",
      "арабск",
      "阿拉伯",
      "アラビア語",
      "아랍어",
      "अरबी",
      "العربية",
      "عربی",
      "আরবি",
      "arab",
      "kiarabu",
    ],
  ],
  [
    "urdu",
    ["ourdou", "урду", "乌尔都", "ウルドゥー語", "우르두어", "उर्दू", "الأردية", "اردو", "উর্দু", "kiurdu"],
  ],
  [
    "bengali",
    [
      "bengalí",
      "bengalisch",
      "бенгальск",
      "孟加拉",
      "ベンガル語",
      "벵골어",
      "बंगाली",
      "البنغالية",
      "بنگالی",
      "বাংলা",
      "benggala",
      "kibengali",
    ],
  ],
  [
    "indonesian",
    [
      "indonesio",
      "indonésio",
      "indonésien",
      "indonesisch",
      "индонезийск",
      "印尼",
      "印度尼西亚",
      "インドネシア語",
      "인도네시아어",
      "इंडोनेशियाई",
      "الإندونيسية",
      "انڈونیشیائی",
      "ইন্দোনেশীয়",
      "bahasa indonesia",
      "kiindonesia",
    ],
  ],
  [
    "swahili",
    [
      "suajili",
      "suaíli",
      "souahéli",
      "suaheli",
      "суахили",
      "斯瓦希里",
      "スワヒリ語",
      "스와힐리어",
      "स्वाहिली",
      "السواحيلية",
      "سواحلی",
      "সোয়াহিলি",
      "kiswahili",
    ],
  ],
];

// Platforms as the phrasebooks' languages write them.
const PLATFORM_NAMES: [english: string, names: RegExp][] = [
  [
    "instagram",
    /instagram|инстаграм|인스타그램|インスタ|照片墙|إنستغرام|انستغرام|انسٹاگرام|इंस्टाग्राम|ইনস্টাগ্রাম/,
  ],
  ["tiktok", /tiktok|тикток|틱톡|ティックトック|抖音|تيك توك|ٹک ٹاک|टिकटॉक|টিকটক/],
  ["youtube shorts", /youtube shorts|shorts/],
  ["youtube", /youtube|ютуб|유튜브|ユーチューブ|油管|يوتيوب|یوٹیوب|यूट्यूब|ইউটিউব/],
  ["facebook", /facebook|фейсбук|페이스북|フェイスブック|脸书|فيسبوك|فیس بک|फेसबुक|ফেসবুক/],
  ["linkedin", /linkedin/],
  ["twitter", /twitter/],
];

const CJK_NUMBERS: Record<string, string> = {
  一: "1",
  二: "2",
  两: "2",
  三: "3",
  四: "4",
  五: "5",
  六: "6",
  七: "7",
  八: "8",
  九: "9",
  十: "10",
};

/** Digits of other scripts (Arabic-Indic, Persian, Devanagari, Bengali, full width) and CJK numerals as ASCII. */
export function asciiDigits(text: string): string {
  return text
    .replace(/[٠-٩]/g, (d) => String(d.charCodeAt(0) - 0x660))
    .replace(/[۰-۹]/g, (d) => String(d.charCodeAt(0) - 0x6f0))
    .replace(/[०-९]/g, (d) => String(d.charCodeAt(0) - 0x966))
    .replace(/[০-৯]/g, (d) => String(d.charCodeAt(0) - 0x9e6))
    .replace(/[０-９]/g, (d) => String(d.charCodeAt(0) - 0xff10))
    .replace(
      /(第|シーン|场景|镜头|画面)\s*([一二两三四五六七八九十])|([一二两三四五六七八九十])\s*(番目|つ目|个场景|个镜头)/g,
      (_m, a, n, m, b) => (a ? `${a}${CJK_NUMBERS[n]}` : `${CJK_NUMBERS[m]}${b}`),
    );
}

const first = (m: RegExpMatchArray | null) => m?.slice(1).find((g) => g !== undefined);
const unquote = (s: string) =>
  s
    .trim()
    .replace(/^[“"「『«„‘'：:\s]+|[”"」』»“’'。.!！\s]+$/g, "")
    .trim();

function languageIn(text: string): string | undefined {
  for (const [english, names] of LANGUAGE_NAMES) if (names.some((n) => text.includes(n))) return english;
  return undefined;
}

function englishFor(p: Phrases, raw: string): string | null {
  const original = asciiDigits(raw.trim());
  const t = original.toLowerCase();
  const scene = first(t.match(p.scene));
  // Intro and outro first: their words may contain any other keyword.
  for (const kind of ["intro", "outro"] as const) {
    if (!p[kind].test(t)) continue;
    const words =
      QUOTED.exec(original)?.[1] ??
      first(original.match(new RegExp(p.saying.source, "i"))) ??
      first(original.match(AFTER_COLON));
    if (words && unquote(words)) return `add an ${kind} saying ${unquote(words)}`;
  }
  if (p.translate.test(t)) {
    const language = languageIn(t);
    if (language) return `translate it to ${language}`;
  }
  const picture = original.match(new RegExp(p.picture.source, "i"));
  if (picture?.groups?.query) {
    const at = picture.groups.scene ?? scene;
    if (at) {
      const query = unquote(picture.groups.query).replace(p.article ?? /^$/, "");
      return `replace the picture in scene ${at} with ${query}`;
    }
  }
  if (scene && p.delete.test(t)) return `delete scene ${scene}`;
  if (p.captions.test(t) && p.karaoke.test(t)) return "make the captions karaoke";
  if (p.logo.test(t)) return p.delete.test(t) ? "remove the logo" : "use my logo";
  if (p.voice.test(t)) {
    const accent = p.british.test(t) ? "British " : p.american?.test(t) ? "American " : "";
    const gender = p.female.test(t) ? "female" : p.male.test(t) ? "male" : "";
    if (accent || gender) return `change the voice to a ${accent}${gender}`.trim();
  }
  if (p.faster.test(t)) return "make it faster";
  if (p.slower.test(t)) return "make it slower";
  const shape = p.square.test(t)
    ? "square"
    : p.vertical.test(t)
      ? "vertical"
      : p.landscape.test(t)
        ? "landscape"
        : null;
  if (shape) {
    const platform = PLATFORM_NAMES.find(([, names]) => names.test(t))?.[0];
    return `make it ${shape}${platform ? ` for ${platform}` : ""}`;
  }
  return null;
}

/**
 * The command in English, when it is said in one of the phrasebooks' languages: one English clause per
 * sentence, or null when no sentence is recognised.
 */
export function commandInEnglish(command: string): string | null {
  return phrasedCommand(command)?.english ?? null;
}

/**
 * The command in English and the language of the phrasebook that recognised it (that of its first
 * sentence), or null when a sentence is not recognised.
 */
export function phrasedCommand(command: string): { english: string; language: string } | null {
  const sentences = command
    .split(/[;；。]\s*/)
    .map((s) => s.trim())
    .filter(Boolean);
  const out: string[] = [];
  let language: string | undefined;
  for (const sentence of sentences) {
    let english: string | null = null;
    for (const p of PHRASES) {
      english = englishFor(p, sentence);
      if (english !== null) {
        language ??= p.code;
        break;
      }
    }
    if (!english) return null;
    out.push(english);
  }
  return out.length && language ? { english: out.join("; "), language } : null;
}

export const PHRASE_LANGUAGES = PHRASES.map((p) => p.code);
