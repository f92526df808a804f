// Promotional lines of the 14 other phrasebooks by the kind of business (kinds.ts): a service people book
// or call (a repair shop, a barber, a clinic, a plumber), software or a game used online, a shop or
// product, food and drink, an event or trip, a course or creator, a cause (a charity, a food bank). The
// books' own `promo` lines fit every kind but a cause; these are said only for their kind. A line's tags
// say what else it takes for granted: "@visit" that people come to the place ("Ven a comprobarlo" is
// not for a plumber or an online store), "@made" that the business makes what it sells (not a
// bookshop), "@remote" that a course is taken from anywhere (not a cooking class in Lisbon); see Trait.
// No slots: nothing here needs agreement with the user's words.

import type { BusinessKind } from "./kinds.ts";

type Kinds = Record<BusinessKind, string[]>;

export const WORLD_PROMO = {
  es: {
    service: [
      "Un trato cercano, como debe ser.",
      "Profesionales de confianza, cerca de ti.",
      "@visit Ven a comprobarlo.",
      "@fix Trabajo bien hecho, a la primera.",
      "@book Reserva tu cita en un momento.",
    ],
    online: [
      "@tool Empiezas en minutos, sin instalar nada.",
      "@tool Menos trabajo manual, más tiempo para lo importante.",
      "@tool Funciona en el móvil y en el ordenador.",
      "@play Fácil de empezar, difícil de soltar.",
    ],
    shop: [
      "Elegido con cuidado, pensado para durar.",
      "El regalo perfecto, o un capricho para ti.",
      "@made Hecho con cariño, cerca de ti.",
      "@visit Ven a comprobarlo.",
      "Siempre hay algo nuevo por descubrir.",
    ],
    food: [
      "Recién hecho, cada día.",
      "Ingredientes buenos, sin atajos.",
      "Pruébalo una vez y lo entenderás.",
      "Hecho con cariño, cerca de ti.",
      "@visit Ven a comprobarlo.",
    ],
    event: [
      "Un momento que vas a recordar siempre.",
      "Las plazas son limitadas: reserva con tiempo.",
      "Trae tu cámara y a quien más quieres.",
    ],
    course: [
      "@remote Aprende a tu ritmo, desde donde quieras.",
      "Lecciones claras, resultados reales.",
      "Empieza desde cero y avanza con confianza.",
      "Las preguntas, siempre bienvenidas.",
    ],
    cause: [
      "Cada ayuda, por pequeña que sea, cuenta.",
      "Juntos llegamos más lejos.",
      "Sé parte de algo que importa.",
    ],
  },
  pt: {
    service: [
      "Atendimento próximo, como deve ser.",
      "Profissionais de confiança, perto de você.",
      "@visit Venha conferir.",
      "@fix Trabalho bem feito, logo na primeira vez.",
      "@book Agende seu horário num instante.",
    ],
    online: [
      "@tool Comece em minutos, sem instalar nada.",
      "@tool Menos trabalho manual, mais tempo para o que importa.",
      "@tool Funciona no celular e no computador.",
      "@play Fácil de começar, difícil de largar.",
    ],
    shop: [
      "Escolhido com cuidado, feito para durar.",
      "O presente perfeito, ou um mimo para você.",
      "@made Feito com carinho, perto de você.",
      "@visit Venha conferir.",
      "Sempre tem algo novo para descobrir.",
    ],
    food: [
      "Feito na hora, todos os dias.",
      "Bons ingredientes, sem atalhos.",
      "Prove uma vez e você vai entender.",
      "Feito com carinho, perto de você.",
      "@visit Venha conferir.",
    ],
    event: [
      "Um momento para lembrar para sempre.",
      "As vagas são limitadas: reserve com antecedência.",
      "Traga sua câmera e quem você ama.",
    ],
    course: [
      "@remote Aprenda no seu ritmo, de onde quiser.",
      "Aulas claras, resultados reais.",
      "Comece do zero e avance com confiança.",
      "Perguntas são sempre bem-vindas.",
    ],
    cause: [
      "Toda ajuda, por menor que seja, conta.",
      "Juntos, vamos mais longe.",
      "Faça parte de algo que importa.",
    ],
  },
  fr: {
    service: [
      "@visit Un accueil chaleureux, comme il se doit.",
      "Des professionnels de confiance.",
      "Avec soin, tout près de chez vous.",
      "@visit Venez voir par vous-même.",
      "@fix Du travail bien fait, du premier coup.",
      "@book Réservez votre créneau en un instant.",
    ],
    online: [
      "@tool Prêt en quelques minutes, sans rien installer.",
      "@tool Moins de tâches manuelles, plus de temps pour l'essentiel.",
      "@tool Sur votre téléphone comme sur votre ordinateur.",
      "@play Facile à prendre en main, difficile à lâcher.",
    ],
    shop: [
      "Choisi avec soin, fait pour durer.",
      "Le cadeau parfait, ou un plaisir pour vous.",
      "Avec soin, tout près de chez vous.",
      "@visit Venez voir par vous-même.",
      "Toujours quelque chose de nouveau à découvrir.",
    ],
    food: [
      "Fait maison, chaque jour.",
      "De bons produits, sans raccourcis.",
      "Goûtez une fois, et vous comprendrez.",
      "@visit Venez voir par vous-même.",
    ],
    event: [
      "Un moment dont vous vous souviendrez longtemps.",
      "Les places sont limitées : réservez tôt.",
      "Emportez votre appareil photo et ceux que vous aimez.",
    ],
    course: [
      "@remote Apprenez à votre rythme, où que vous soyez.",
      "Des leçons claires, des résultats concrets.",
      "Partez de zéro et progressez en confiance.",
      "Les questions sont toujours les bienvenues.",
    ],
    cause: [
      "Chaque geste compte, même le plus petit.",
      "Ensemble, on va plus loin.",
      "Participez à quelque chose qui compte.",
    ],
  },
  de: {
    service: [
      "Persönlich, zuverlässig und ganz in der Nähe.",
      "Fachleute, denen du vertrauen kannst.",
      "@fix Saubere Arbeit, gleich beim ersten Mal.",
      "@book Einen Termin zu buchen geht ganz schnell.",
    ],
    online: [
      "@tool In wenigen Minuten startklar, ohne Installation.",
      "@tool Weniger Kleinkram, mehr Zeit für das Wesentliche.",
      "@tool Läuft auf dem Handy und am Laptop.",
      "@play Schnell gelernt, schwer wieder wegzulegen.",
    ],
    shop: [
      "Sorgfältig ausgewählt und gemacht, um lange zu halten.",
      "Das perfekte Geschenk, oder etwas für dich selbst.",
      "@made Mit Liebe gemacht, ganz in deiner Nähe.",
      "Hier gibt es immer etwas Neues zu entdecken.",
    ],
    food: [
      "Jeden Tag frisch gemacht.",
      "Gute Zutaten, keine Abkürzungen.",
      "Einmal probiert, und du weißt Bescheid.",
      "Mit Liebe gemacht, ganz in deiner Nähe.",
    ],
    event: [
      "Ein Moment, den du so schnell nicht vergisst.",
      "Die Plätze sind begrenzt: buch rechtzeitig.",
      "Nimm deine Kamera mit, und deine Liebsten.",
    ],
    course: [
      "@remote Lerne in deinem Tempo, von überall.",
      "Klare Lektionen, echte Ergebnisse.",
      "Fang bei null an und werde sicher.",
      "Fragen sind jederzeit willkommen.",
    ],
    cause: [
      "Jede Hilfe zählt, auch die kleinste.",
      "Gemeinsam schaffen wir mehr.",
      "Sei Teil von etwas, das zählt.",
    ],
  },
  ru: {
    service: [
      "Надёжные мастера, которым можно доверять.",
      "С заботой, совсем рядом с вами.",
      "@visit Приходите и убедитесь сами.",
      "@fix Сделаем как надо с первого раза.",
      "@book Записаться можно за минуту.",
    ],
    online: [
      "@tool Начните за пару минут, без установки.",
      "@tool Меньше рутины, больше времени на главное.",
      "@tool Работает и на телефоне, и на ноутбуке.",
      "@play Легко начать, трудно оторваться.",
    ],
    shop: [
      "Выбрано с любовью и сделано на долгие годы.",
      "Идеальный подарок или приятная мелочь для себя.",
      "С заботой, совсем рядом с вами.",
      "@visit Приходите и убедитесь сами.",
      "Здесь всегда найдётся что-то новое.",
    ],
    food: [
      "Готовим свежее каждый день.",
      "Хорошие продукты, никаких компромиссов.",
      "Попробуйте раз, и всё поймёте.",
      "@visit Приходите и убедитесь сами.",
    ],
    event: [
      "Момент, который вы запомните надолго.",
      "Мест немного, бронируйте заранее.",
      "Возьмите камеру и тех, кого любите.",
    ],
    course: [
      "@remote Учитесь в своём темпе, где угодно.",
      "Понятные уроки, реальные результаты.",
      "Начните с нуля и двигайтесь уверенно.",
      "Вопросы всегда приветствуются.",
    ],
    cause: [
      "Любая помощь важна, даже самая маленькая.",
      "Вместе мы можем больше.",
      "Станьте частью важного дела.",
    ],
  },
  zh: {
    service: [
      "专业可靠，值得信赖。",
      "贴心服务，就在附近。",
      "@visit 欢迎亲自来体验。",
      "@fix 一次做好，省心省力。",
      "@book 预约只要一分钟。",
    ],
    online: [
      "@tool 几分钟就能上手，无需安装。",
      "@tool 少做重复工作，把时间留给重要的事。",
      "@tool 手机电脑都能用。",
      "@play 上手容易，欲罢不能。",
    ],
    shop: [
      "精心挑选，经久耐用。",
      "送礼自用都合适。",
      "@made 用心制作，就在你身边。",
      "@visit 欢迎亲自来体验。",
      "总有新东西等你发现。",
    ],
    food: ["每天新鲜现做。", "好食材，不偷工减料。", "尝一口你就懂了。", "用心制作，就在你身边。"],
    event: ["一段会让你难忘的时光。", "名额有限，请提前预订。", "带上相机，和你爱的人一起来。"],
    course: [
      "@remote 按自己的节奏学，随时随地。",
      "课程清晰，效果看得见。",
      "零基础也能轻松开始。",
      "随时欢迎提问。",
    ],
    cause: ["每一份帮助都很重要。", "齐心协力，就能做得更多。", "一起做一件有意义的事。"],
  },
  ja: {
    service: [
      "信頼できるプロにお任せください。",
      "地域に寄り添うサービスです。",
      "心を込めて、すぐ近くで。",
      "@fix 一度で、きちんと仕上げます。",
      "@book ご予約はかんたんです。",
    ],
    online: [
      "@tool 数分で始められて、インストールも不要です。",
      "@tool 面倒な作業を減らして、大事なことに時間を。",
      "@tool スマホでもパソコンでも使えます。",
      "@play すぐに遊べて、なかなかやめられません。",
    ],
    shop: [
      "丁寧に選んだ、長く使えるものばかりです。",
      "贈り物にも、自分へのご褒美にも。",
      "心を込めて、すぐ近くで。",
      "@visit 来るたびに、新しい発見があります。",
    ],
    food: [
      "毎日、心を込めて手作りしています。",
      "素材にこだわり、手を抜きません。",
      "ひと口味わえば、わかります。",
    ],
    event: [
      "一生の思い出になるひとときを。",
      "定員に限りがあります。お早めにご予約ください。",
      "カメラと大切な人を連れて来てください。",
    ],
    course: [
      "@remote 自分のペースで、どこからでも学べます。",
      "わかりやすいレッスンで、確かな成果を。",
      "初心者からでも安心して始められます。",
      "質問はいつでも大歓迎です。",
    ],
    cause: [
      "どんなに小さな支えも、大きな力になります。",
      "みんなで力を合わせれば、もっと多くのことができます。",
      "意味のある活動に、一緒に参加しませんか。",
    ],
  },
  ko: {
    service: [
      "믿을 수 있는 전문가가 함께합니다.",
      "정성을 다해, 가까운 곳에서.",
      "@visit 직접 와서 확인해 보세요.",
      "@fix 한 번에 꼼꼼하게 해결해 드려요.",
      "@book 예약은 금방이에요.",
    ],
    online: [
      "@tool 몇 분이면 시작할 수 있어요. 설치도 필요 없어요.",
      "@tool 반복 작업은 줄이고, 중요한 일에 집중하세요.",
      "@tool 휴대폰에서도 노트북에서도 쓸 수 있어요.",
      "@play 시작은 쉽고, 멈추기는 어려워요.",
    ],
    shop: [
      "꼼꼼하게 골라, 오래 쓸 수 있어요.",
      "선물로도, 나를 위한 선물로도 좋아요.",
      "@visit 직접 와서 확인해 보세요.",
      "언제나 새로운 발견이 있어요.",
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
      "@remote 내 속도로, 어디서든 배울 수 있어요.",
      "명확한 수업, 확실한 결과.",
      "처음이어도 자신 있게 시작할 수 있어요.",
      "질문은 언제든 환영이에요.",
    ],
    cause: [
      "작은 도움도 큰 힘이 됩니다.",
      "함께하면 더 많은 일을 할 수 있어요.",
      "의미 있는 일에 함께해 주세요.",
    ],
  },
  hi: {
    service: [
      "भरोसेमंद लोग, आपके पास ही।",
      "आपकी ज़रूरत, हमारी ज़िम्मेदारी।",
      "@visit आइए और खुद देखिए।",
      "@fix पहली बार में ही सही काम।",
      "@book अपॉइंटमेंट लेना बहुत आसान है।",
    ],
    online: [
      "@tool कुछ ही मिनटों में शुरू करें, कुछ इंस्टॉल किए बिना।",
      "@tool कम झंझट, ज़रूरी काम के लिए ज़्यादा समय।",
      "@tool फ़ोन और लैपटॉप, दोनों पर चलता है।",
      "@play शुरू करना आसान, छोड़ना मुश्किल।",
    ],
    shop: [
      "सोच-समझकर चुना, लंबे समय तक चलने वाला।",
      "तोहफ़े के लिए भी, अपने लिए भी।",
      "@made प्यार से बनाया, आपके पास ही।",
      "@visit आइए और खुद देखिए।",
      "हर बार कुछ नया देखने को मिलेगा।",
    ],
    food: [
      "हर दिन ताज़ा बनाया जाता है।",
      "अच्छी सामग्री, कोई शॉर्टकट नहीं।",
      "एक बार चखिए, फिर समझ जाएंगे।",
      "प्यार से बनाया, आपके पास ही।",
    ],
    event: ["एक ऐसा पल जो आप हमेशा याद रखेंगे।", "सीटें सीमित हैं, पहले से बुक करें।", "अपना कैमरा और अपनों को साथ लाइए।"],
    course: [
      "@remote अपनी रफ़्तार से सीखिए, कहीं से भी।",
      "साफ़ पाठ, असली नतीजे।",
      "शुरुआत से सीखिए, भरोसे के साथ।",
      "सवाल पूछने का हमेशा स्वागत है।",
    ],
    cause: ["हर छोटी मदद मायने रखती है।", "साथ मिलकर हम ज़्यादा कर सकते हैं।", "किसी नेक काम का हिस्सा बनिए।"],
  },
  ar: {
    service: [
      "خبراء تثقون بهم، بالقرب منكم.",
      "بعناية، وقريبًا منكم.",
      "@visit تعالوا وجربوا بأنفسكم.",
      "@fix عمل متقن من المرة الأولى.",
      "@book احجزوا موعدكم في دقيقة.",
    ],
    online: [
      "@tool ابدأوا خلال دقائق، دون أي تثبيت.",
      "@tool أعمال روتينية أقل، ووقت أكثر لما يهم.",
      "@tool يعمل على الهاتف والحاسوب.",
      "@play سهلة التعلّم، ويصعب التوقف عن لعبها.",
    ],
    shop: [
      "مختارة بعناية، ومصنوعة لتدوم.",
      "الهدية المثالية، أو لمسة خاصة لكم.",
      "بعناية، وقريبًا منكم.",
      "@visit تعالوا وجربوا بأنفسكم.",
      "هناك دائمًا شيء جديد لتكتشفوه.",
    ],
    food: [
      "طازج كل يوم.",
      "مكونات جيدة، بلا اختصارات.",
      "جربوه مرة واحدة وستعرفون السر.",
      "@visit تعالوا وجربوا بأنفسكم.",
    ],
    event: ["لحظة ستتذكرونها طويلًا.", "الأماكن محدودة، احجزوا مبكرًا.", "أحضروا الكاميرا ومن تحبون."],
    course: [
      "@remote تعلّموا بالسرعة التي تناسبكم، من أي مكان.",
      "دروس واضحة، ونتائج حقيقية.",
      "ابدأوا من الصفر وتقدموا بثقة.",
      "أسئلتكم مرحّب بها دائمًا.",
    ],
    cause: ["كل مساعدة مهمة، مهما كانت صغيرة.", "معًا نستطيع أن نفعل أكثر.", "كونوا جزءًا من عمل له معنى."],
  },
  ur: {
    service: [
      "قابلِ بھروسا ماہرین، آپ کے قریب۔",
      "@visit آئیں اور خود دیکھیں۔",
      "@fix پہلی بار میں ہی درست کام۔",
      "@book اپوائنٹمنٹ لینا بہت آسان ہے۔",
    ],
    online: [
      "@tool چند منٹوں میں شروع کریں، کچھ انسٹال کیے بغیر۔",
      "@tool کم جھنجھٹ، اہم کام کے لیے زیادہ وقت۔",
      "@tool فون اور لیپ ٹاپ دونوں پر چلتا ہے۔",
      "@play شروع کرنا آسان، چھوڑنا مشکل۔",
    ],
    shop: [
      "احتیاط سے چنا گیا، دیر تک چلنے والا۔",
      "تحفے کے لیے بھی، اپنے لیے بھی۔",
      "@made محبت سے بنایا، آپ کے قریب۔",
      "@visit آئیں اور خود دیکھیں۔",
      "ہر بار کچھ نیا دیکھنے کو ملے گا۔",
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
      "@remote اپنی رفتار سے سیکھیں، کہیں سے بھی۔",
      "واضح اسباق، حقیقی نتائج۔",
      "شروع سے سیکھیں، اعتماد کے ساتھ۔",
      "سوال پوچھنے کا ہمیشہ خیرمقدم ہے۔",
    ],
    cause: ["ہر چھوٹی مدد اہم ہے۔", "مل کر ہم زیادہ کر سکتے ہیں۔", "کسی نیک کام کا حصہ بنیں۔"],
  },
  bn: {
    service: [
      "ভরসা করার মতো দক্ষ মানুষ, আপনার কাছেই।",
      "@visit আসুন, নিজেই দেখে যান।",
      "@fix প্রথমবারেই ঠিকঠাক কাজ।",
      "@book অ্যাপয়েন্টমেন্ট নেওয়া খুব সহজ।",
    ],
    online: [
      "@tool কয়েক মিনিটেই শুরু করুন, কিছু ইনস্টল না করেই।",
      "@tool কম ঝামেলা, জরুরি কাজের জন্য বেশি সময়।",
      "@tool ফোন আর ল্যাপটপ, দুটোতেই চলে।",
      "@play শুরু করা সহজ, থামানো কঠিন।",
    ],
    shop: [
      "যত্ন করে বাছাই করা, টেকসই।",
      "উপহারের জন্য, কিংবা নিজের জন্য।",
      "@made যত্ন করে বানানো, আপনার কাছেই।",
      "@visit আসুন, নিজেই দেখে যান।",
      "প্রতিবার নতুন কিছু খুঁজে পাবেন।",
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
    course: [
      "@remote নিজের গতিতে শিখুন, যেকোনো জায়গা থেকে।",
      "পরিষ্কার পাঠ, আসল ফল।",
      "শূন্য থেকে শুরু করুন, আত্মবিশ্বাসের সঙ্গে।",
      "প্রশ্ন করতে কখনো দ্বিধা করবেন না।",
    ],
    cause: ["প্রতিটি ছোট সাহায্যই গুরুত্বপূর্ণ।", "একসঙ্গে আমরা আরও বেশি করতে পারি।", "একটি ভালো কাজের অংশ হোন।"],
  },
  id: {
    service: [
      "Tenaga ahli yang bisa kamu percaya, dekat denganmu.",
      "@visit Datang dan buktikan sendiri.",
      "@fix Dikerjakan dengan benar sejak awal.",
      "@book Buat janji cuma butuh semenit.",
    ],
    online: [
      "@tool Mulai dalam hitungan menit, tanpa instalasi.",
      "@tool Lebih sedikit kerja manual, lebih banyak waktu untuk hal penting.",
      "@tool Bisa dipakai di ponsel dan laptop.",
      "@play Mudah dimainkan, susah berhenti.",
    ],
    shop: [
      "Dipilih dengan teliti, dibuat untuk tahan lama.",
      "Hadiah yang pas, atau hadiah untuk dirimu sendiri.",
      "@made Dibuat sepenuh hati, dekat denganmu.",
      "@visit Datang dan buktikan sendiri.",
      "Selalu ada yang baru untuk ditemukan.",
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
      "@remote Belajar sesuai kecepatanmu, dari mana saja.",
      "Materi jelas, hasil nyata.",
      "Mulai dari nol dan maju dengan percaya diri.",
      "Pertanyaan selalu disambut.",
    ],
    cause: [
      "Sekecil apa pun bantuanmu, itu berarti.",
      "Bersama, kita bisa berbuat lebih banyak.",
      "Jadilah bagian dari sesuatu yang berarti.",
    ],
  },
  sw: {
    service: [
      "Wataalamu unaoweza kuwaamini, karibu nawe.",
      "Kwa upendo, karibu nawe.",
      "@visit Njoo ujionee mwenyewe.",
      "@fix Kazi safi tangu mara ya kwanza.",
      "@book Weka miadi kwa dakika moja.",
    ],
    online: [
      "@tool Anza kwa dakika chache, bila kusakinisha chochote.",
      "@tool Kazi ndogo ndogo chache, muda zaidi kwa mambo muhimu.",
      "@tool Inafanya kazi kwenye simu na kompyuta.",
      "@play Rahisi kuanza, vigumu kuacha.",
    ],
    shop: [
      "Imechaguliwa kwa uangalifu, imetengenezwa kudumu.",
      "Zawadi kamili, au kitu maalum kwako.",
      "@visit Njoo ujionee mwenyewe.",
      "Kila mara kuna kitu kipya cha kugundua.",
    ],
    food: [
      "Imetengenezwa upya kila siku.",
      "Viungo bora, bila njia za mkato.",
      "Onja mara moja, utaelewa.",
      "@visit Njoo ujionee mwenyewe.",
    ],
    event: [
      "Wakati utakaoukumbuka milele.",
      "Nafasi ni chache, weka nafasi mapema.",
      "Leta kamera yako na unaowapenda.",
    ],
    course: [
      "@remote Jifunze kwa kasi yako, popote ulipo.",
      "Masomo wazi, matokeo halisi.",
      "Anza kutoka mwanzo na usonge mbele kwa ujasiri.",
      "Maswali yanakaribishwa wakati wowote.",
    ],
    cause: [
      "Kila msaada, hata mdogo, una maana.",
      "Pamoja tunaweza kufanya zaidi.",
      "Kuwa sehemu ya jambo lenye maana.",
    ],
  },
} satisfies Record<string, Kinds>;
