// Promotional lines of the 14 other phrasebooks by the kind of business (kinds.ts): a place people visit
// or a service that comes to them (local), software used online, a shop or product, food and drink, an
// event or trip, a course or creator. The books' own `promo` lines fit every kind; these are said only
// for their kind ("Ven a comprobarlo" invites people to a place, not to an app). No slots: nothing here
// needs agreement with the user's words.

import type { BusinessKind } from "./kinds.ts";

type Kinds = Record<BusinessKind, string[]>;

export const WORLD_PROMO = {
  es: {
    local: [
      "Un trato cercano, como debe ser.",
      "Profesionales de confianza, cerca de ti.",
      "Ven a comprobarlo.",
    ],
    online: [
      "Empiezas en minutos, sin instalar nada.",
      "Menos trabajo manual, más tiempo para lo importante.",
      "Funciona en el móvil y en el ordenador.",
    ],
    shop: [
      "Elegido con cuidado, pensado para durar.",
      "El regalo perfecto, o un capricho para ti.",
      "Hecho con cariño, cerca de ti.",
      "Ven a comprobarlo.",
    ],
    food: [
      "Recién hecho, cada día.",
      "Ingredientes buenos, sin atajos.",
      "Un bocado y lo entenderás.",
      "Hecho con cariño, cerca de ti.",
      "Ven a comprobarlo.",
    ],
    event: [
      "Un momento que vas a recordar siempre.",
      "Las plazas son limitadas: reserva con tiempo.",
      "Trae tu cámara y a quien más quieres.",
    ],
    course: [
      "Aprende a tu ritmo, desde donde quieras.",
      "Lecciones claras, resultados reales.",
      "Empieza desde cero y avanza con confianza.",
    ],
  },
  pt: {
    local: [
      "Atendimento próximo, como deve ser.",
      "Profissionais de confiança, perto de você.",
      "Venha conferir.",
    ],
    online: [
      "Comece em minutos, sem instalar nada.",
      "Menos trabalho manual, mais tempo para o que importa.",
      "Funciona no celular e no computador.",
    ],
    shop: [
      "Escolhido com cuidado, feito para durar.",
      "O presente perfeito, ou um mimo para você.",
      "Feito com carinho, perto de você.",
      "Venha conferir.",
    ],
    food: [
      "Feito na hora, todos os dias.",
      "Bons ingredientes, sem atalhos.",
      "Uma mordida e você vai entender.",
      "Feito com carinho, perto de você.",
      "Venha conferir.",
    ],
    event: [
      "Um momento para lembrar para sempre.",
      "As vagas são limitadas: reserve com antecedência.",
      "Traga sua câmera e quem você ama.",
    ],
    course: [
      "Aprenda no seu ritmo, de onde quiser.",
      "Aulas claras, resultados reais.",
      "Comece do zero e avance com confiança.",
    ],
  },
  fr: {
    local: [
      "Un accueil chaleureux, comme il se doit.",
      "Des professionnels de confiance.",
      "Avec soin, tout près de chez vous.",
      "Venez voir par vous-même.",
    ],
    online: [
      "Prêt en quelques minutes, sans rien installer.",
      "Moins de tâches manuelles, plus de temps pour l'essentiel.",
      "Sur votre téléphone comme sur votre ordinateur.",
    ],
    shop: [
      "Choisi avec soin, fait pour durer.",
      "Le cadeau parfait, ou un plaisir pour vous.",
      "Avec soin, tout près de chez vous.",
      "Venez voir par vous-même.",
    ],
    food: [
      "Fait maison, chaque jour.",
      "De bons produits, sans raccourcis.",
      "Une bouchée, et vous comprendrez.",
      "Venez voir par vous-même.",
    ],
    event: [
      "Un moment dont vous vous souviendrez longtemps.",
      "Les places sont limitées : réservez tôt.",
      "Emportez votre appareil photo et ceux que vous aimez.",
    ],
    course: [
      "Apprenez à votre rythme, où que vous soyez.",
      "Des leçons claires, des résultats concrets.",
      "Partez de zéro et progressez en confiance.",
    ],
  },
  de: {
    local: ["Persönlich, zuverlässig und ganz in der Nähe.", "Fachleute, denen du vertrauen kannst."],
    online: [
      "In wenigen Minuten startklar, ohne Installation.",
      "Weniger Kleinkram, mehr Zeit für das Wesentliche.",
      "Läuft auf dem Handy und am Laptop.",
    ],
    shop: [
      "Sorgfältig ausgewählt und gemacht, um lange zu halten.",
      "Das perfekte Geschenk, oder etwas für dich selbst.",
      "Mit Liebe gemacht, ganz in deiner Nähe.",
    ],
    food: [
      "Jeden Tag frisch gemacht.",
      "Gute Zutaten, keine Abkürzungen.",
      "Ein Bissen, und du weißt Bescheid.",
      "Mit Liebe gemacht, ganz in deiner Nähe.",
    ],
    event: [
      "Ein Moment, den du so schnell nicht vergisst.",
      "Die Plätze sind begrenzt: buch rechtzeitig.",
      "Nimm deine Kamera mit, und deine Liebsten.",
    ],
    course: [
      "Lerne in deinem Tempo, von überall.",
      "Klare Lektionen, echte Ergebnisse.",
      "Fang bei null an und werde sicher.",
    ],
  },
  ru: {
    local: [
      "Надёжные мастера, которым можно доверять.",
      "С заботой, совсем рядом с вами.",
      "Приходите и убедитесь сами.",
    ],
    online: [
      "Начните за пару минут, без установки.",
      "Меньше рутины, больше времени на главное.",
      "Работает и на телефоне, и на ноутбуке.",
    ],
    shop: [
      "Выбрано с любовью и сделано на долгие годы.",
      "Идеальный подарок или приятная мелочь для себя.",
      "С заботой, совсем рядом с вами.",
      "Приходите и убедитесь сами.",
    ],
    food: [
      "Готовим свежее каждый день.",
      "Хорошие продукты, никаких компромиссов.",
      "Попробуйте раз, и всё поймёте.",
      "Приходите и убедитесь сами.",
    ],
    event: [
      "Момент, который вы запомните надолго.",
      "Мест немного, бронируйте заранее.",
      "Возьмите камеру и тех, кого любите.",
    ],
    course: [
      "Учитесь в своём темпе, где угодно.",
      "Понятные уроки, реальные результаты.",
      "Начните с нуля и двигайтесь уверенно.",
    ],
  },
  zh: {
    local: ["专业可靠，值得信赖。", "贴心服务，就在附近。", "欢迎亲自来体验。"],
    online: ["几分钟就能上手，无需安装。", "少做重复工作，把时间留给重要的事。", "手机电脑都能用。"],
    shop: ["精心挑选，经久耐用。", "送礼自用都合适。", "用心制作，就在你身边。", "欢迎亲自来体验。"],
    food: ["每天新鲜现做。", "好食材，不偷工减料。", "尝一口你就懂了。", "用心制作，就在你身边。"],
    event: ["一段会让你难忘的时光。", "名额有限，请提前预订。", "带上相机，和你爱的人一起来。"],
    course: ["按自己的节奏学，随时随地。", "课程清晰，效果看得见。", "零基础也能轻松开始。"],
  },
  ja: {
    local: ["信頼できるプロにお任せください。", "地域に寄り添うサービスです。", "心を込めて、すぐ近くで。"],
    online: [
      "数分で始められて、インストールも不要です。",
      "面倒な作業を減らして、大事なことに時間を。",
      "スマホでもパソコンでも使えます。",
    ],
    shop: [
      "丁寧に選んだ、長く使えるものばかりです。",
      "贈り物にも、自分へのご褒美にも。",
      "心を込めて、すぐ近くで。",
    ],
    food: [
      "毎日、心を込めて手作りしています。",
      "素材にこだわり、手を抜きません。",
      "ひと口食べればわかります。",
    ],
    event: [
      "一生の思い出になるひとときを。",
      "定員に限りがあります。お早めにご予約ください。",
      "カメラと大切な人を連れて来てください。",
    ],
    course: [
      "自分のペースで、どこからでも学べます。",
      "わかりやすいレッスンで、確かな成果を。",
      "初心者からでも安心して始められます。",
    ],
  },
  ko: {
    local: ["믿을 수 있는 전문가가 함께합니다.", "정성을 다해, 가까운 곳에서.", "직접 와서 확인해 보세요."],
    online: [
      "몇 분이면 시작할 수 있어요. 설치도 필요 없어요.",
      "반복 작업은 줄이고, 중요한 일에 집중하세요.",
      "휴대폰에서도 노트북에서도 쓸 수 있어요.",
    ],
    shop: [
      "꼼꼼하게 골라, 오래 쓸 수 있어요.",
      "선물로도, 나를 위한 선물로도 좋아요.",
      "직접 와서 확인해 보세요.",
    ],
    food: [
      "매일 신선하게 만들어요.",
      "좋은 재료만, 타협 없이.",
      "한 입이면 알게 될 거예요.",
      "정성을 다해, 가까운 곳에서.",
    ],
    event: [
      "오래도록 기억에 남을 순간이에요.",
      "자리가 한정되어 있으니 미리 예약하세요.",
      "카메라와 소중한 사람을 데려오세요.",
    ],
    course: [
      "내 속도로, 어디서든 배울 수 있어요.",
      "명확한 수업, 확실한 결과.",
      "처음이어도 자신 있게 시작할 수 있어요.",
    ],
  },
  hi: {
    local: ["भरोसेमंद लोग, आपके पास ही।", "आपकी ज़रूरत, हमारी ज़िम्मेदारी।", "आइए और खुद देखिए।"],
    online: [
      "कुछ ही मिनटों में शुरू करें, कुछ इंस्टॉल किए बिना।",
      "कम झंझट, ज़रूरी काम के लिए ज़्यादा समय।",
      "फ़ोन और लैपटॉप, दोनों पर चलता है।",
    ],
    shop: [
      "सोच-समझकर चुना, लंबे समय तक चलने वाला।",
      "तोहफ़े के लिए भी, अपने लिए भी।",
      "प्यार से बनाया, आपके पास ही।",
      "आइए और खुद देखिए।",
    ],
    food: [
      "हर दिन ताज़ा बनाया जाता है।",
      "अच्छी सामग्री, कोई शॉर्टकट नहीं।",
      "एक बार चखिए, फिर समझ जाएंगे।",
      "प्यार से बनाया, आपके पास ही।",
    ],
    event: ["एक ऐसा पल जो आप हमेशा याद रखेंगे।", "सीटें सीमित हैं, पहले से बुक करें।", "अपना कैमरा और अपनों को साथ लाइए।"],
    course: ["अपनी रफ़्तार से सीखिए, कहीं से भी।", "साफ़ पाठ, असली नतीजे।", "शुरुआत से सीखिए, भरोसे के साथ।"],
  },
  ar: {
    local: ["خبراء تثقون بهم، بالقرب منكم.", "بعناية، وقريبًا منكم.", "تعالوا وجربوا بأنفسكم."],
    online: [
      "ابدأوا خلال دقائق، دون أي تثبيت.",
      "أعمال روتينية أقل، ووقت أكثر لما يهم.",
      "يعمل على الهاتف والحاسوب.",
    ],
    shop: [
      "مختارة بعناية، ومصنوعة لتدوم.",
      "الهدية المثالية، أو لمسة خاصة لكم.",
      "بعناية، وقريبًا منكم.",
      "تعالوا وجربوا بأنفسكم.",
    ],
    food: [
      "طازج كل يوم.",
      "مكونات جيدة، بلا اختصارات.",
      "لقمة واحدة وستعرفون السر.",
      "تعالوا وجربوا بأنفسكم.",
    ],
    event: ["لحظة ستتذكرونها طويلًا.", "الأماكن محدودة، احجزوا مبكرًا.", "أحضروا الكاميرا ومن تحبون."],
    course: [
      "تعلّموا بالسرعة التي تناسبكم، من أي مكان.",
      "دروس واضحة، ونتائج حقيقية.",
      "ابدأوا من الصفر وتقدموا بثقة.",
    ],
  },
  ur: {
    local: ["قابلِ بھروسا ماہرین، آپ کے قریب۔", "آئیں اور خود دیکھیں۔"],
    online: [
      "چند منٹوں میں شروع کریں، کچھ انسٹال کیے بغیر۔",
      "کم جھنجھٹ، اہم کام کے لیے زیادہ وقت۔",
      "فون اور لیپ ٹاپ دونوں پر چلتا ہے۔",
    ],
    shop: [
      "احتیاط سے چنا گیا، دیر تک چلنے والا۔",
      "تحفے کے لیے بھی، اپنے لیے بھی۔",
      "محبت سے بنایا، آپ کے قریب۔",
      "آئیں اور خود دیکھیں۔",
    ],
    food: [
      "ہر روز تازہ تیار۔",
      "اچھے اجزاء، کوئی شارٹ کٹ نہیں۔",
      "ایک بار چکھیں، سب سمجھ آ جائے گا۔",
      "محبت سے بنایا، آپ کے قریب۔",
    ],
    event: [
      "ایک ایسا لمحہ جو آپ ہمیشہ یاد رکھیں گے۔",
      "جگہیں محدود ہیں، پہلے سے بک کریں۔",
      "اپنا کیمرہ اور اپنے پیاروں کو ساتھ لائیں۔",
    ],
    course: [
      "اپنی رفتار سے سیکھیں، کہیں سے بھی۔",
      "واضح اسباق، حقیقی نتائج۔",
      "شروع سے سیکھیں، اعتماد کے ساتھ۔",
    ],
  },
  bn: {
    local: ["ভরসা করার মতো দক্ষ মানুষ, আপনার কাছেই।", "আসুন, নিজেই দেখে যান।"],
    online: [
      "কয়েক মিনিটেই শুরু করুন, কিছু ইনস্টল না করেই।",
      "কম ঝামেলা, জরুরি কাজের জন্য বেশি সময়।",
      "ফোন আর ল্যাপটপ, দুটোতেই চলে।",
    ],
    shop: [
      "যত্ন করে বাছাই করা, টেকসই।",
      "উপহারের জন্য, কিংবা নিজের জন্য।",
      "যত্ন করে বানানো, আপনার কাছেই।",
      "আসুন, নিজেই দেখে যান।",
    ],
    food: [
      "প্রতিদিন টাটকা তৈরি।",
      "ভালো উপকরণ, কোনো শর্টকাট নেই।",
      "একবার চেখে দেখুন, বুঝে যাবেন।",
      "যত্ন করে বানানো, আপনার কাছেই।",
    ],
    event: [
      "এমন এক মুহূর্ত যা আপনি অনেক দিন মনে রাখবেন।",
      "আসন সীমিত, আগেই বুক করুন।",
      "ক্যামেরা আর প্রিয় মানুষদের সঙ্গে আনুন।",
    ],
    course: ["নিজের গতিতে শিখুন, যেকোনো জায়গা থেকে।", "পরিষ্কার পাঠ, আসল ফল।", "শূন্য থেকে শুরু করুন, আত্মবিশ্বাসের সঙ্গে।"],
  },
  id: {
    local: ["Tenaga ahli yang bisa kamu percaya, dekat denganmu.", "Datang dan buktikan sendiri."],
    online: [
      "Mulai dalam hitungan menit, tanpa instalasi.",
      "Lebih sedikit kerja manual, lebih banyak waktu untuk hal penting.",
      "Bisa dipakai di ponsel dan laptop.",
    ],
    shop: [
      "Dipilih dengan teliti, dibuat untuk tahan lama.",
      "Hadiah yang pas, atau hadiah untuk dirimu sendiri.",
      "Dibuat sepenuh hati, dekat denganmu.",
      "Datang dan buktikan sendiri.",
    ],
    food: [
      "Dibuat segar setiap hari.",
      "Bahan terbaik, tanpa jalan pintas.",
      "Sekali coba, kamu langsung paham.",
      "Dibuat sepenuh hati, dekat denganmu.",
    ],
    event: [
      "Momen yang akan kamu kenang selamanya.",
      "Tempat terbatas, pesan lebih awal.",
      "Bawa kameramu dan orang tersayang.",
    ],
    course: [
      "Belajar sesuai kecepatanmu, dari mana saja.",
      "Materi jelas, hasil nyata.",
      "Mulai dari nol dan maju dengan percaya diri.",
    ],
  },
  sw: {
    local: [
      "Wataalamu unaoweza kuwaamini, karibu nawe.",
      "Kwa upendo, karibu nawe.",
      "Njoo ujionee mwenyewe.",
    ],
    online: [
      "Anza kwa dakika chache, bila kusakinisha chochote.",
      "Kazi ndogo ndogo chache, muda zaidi kwa mambo muhimu.",
      "Inafanya kazi kwenye simu na kompyuta.",
    ],
    shop: [
      "Imechaguliwa kwa uangalifu, imetengenezwa kudumu.",
      "Zawadi kamili, au kitu maalum kwako.",
      "Njoo ujionee mwenyewe.",
    ],
    food: [
      "Imetengenezwa upya kila siku.",
      "Viungo bora, bila njia za mkato.",
      "Onja mara moja, utaelewa.",
      "Njoo ujionee mwenyewe.",
    ],
    event: [
      "Wakati utakaoukumbuka milele.",
      "Nafasi ni chache, weka nafasi mapema.",
      "Leta kamera yako na unaowapenda.",
    ],
    course: [
      "Jifunze kwa kasi yako, popote ulipo.",
      "Masomo wazi, matokeo halisi.",
      "Anza kutoka mwanzo na usonge mbele kwa ujasiri.",
    ],
  },
} satisfies Record<string, Kinds>;
