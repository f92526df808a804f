// Everyday nouns of small-business videos in the 15 languages the product offers, so that a script in
// another language than the prompt can still name what the video is about ("bakery" -> "panadería",
// "面包店") and its scenes can be searched by their nouns in both languages. Bare nouns, no articles:
// the phrasebooks only put them where no agreement is needed. English singular and plural keys.

import { escapeRe } from "../../../text/facts.ts";

export const LEX_LANGS = [
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

// en(/plural) | es | pt | fr | de | ru | zh | ja | ko | hi | ar | ur | bn | id | sw | visual nouns (English)
const ROWS = `
bakery/bakeries|panadería|padaria|boulangerie|Bäckerei|пекарня|面包店|パン屋|빵집|बेकरी|مخبز|بیکری|বেকারি|toko roti|duka la mikate|bread shop bakery
bread|pan|pão|pain|Brot|хлеб|面包|パン|빵|ब्रेड|خبز|روٹی|রুটি|roti|mkate|bread
sourdough|pan de masa madre|pão de fermentação natural|pain au levain|Sauerteigbrot|хлеб на закваске|酸面包|サワードウ|사워도우 빵|सावरडो ब्रेड|خبز العجين المخمر|کھٹی روٹی|টক রুটি|roti sourdough|mkate wa chachu|bread
subscription/subscriptions|suscripción|assinatura|abonnement|Abo|подписка|订阅|定期便|정기 구독|सदस्यता|اشتراك|سبسکرپشن|সাবস্ক্রিপশন|langganan|usajili|calendar box delivery
delivery|entrega a domicilio|entrega em casa|livraison|Lieferung|доставка|送货上门|配達|배달|होम डिलीवरी|توصيل|ہوم ڈیلیوری|হোম ডেলিভারি|pengantaran|usafirishaji|delivery truck package
cafe/cafes/coffee shop/coffee shops|cafetería|café|café|Café|кафе|咖啡馆|カフェ|카페|कैफ़े|مقهى|کیفے|ক্যাফে|kafe|mgahawa|coffee cafe
coffee|café|café|café|Kaffee|кофе|咖啡|コーヒー|커피|कॉफ़ी|قهوة|کافی|কফি|kopi|kahawa|coffee cup
restaurant/restaurants|restaurante;taquería;cantina;mesón|restaurante;lanchonete|restaurant;brasserie|Restaurant;Gaststätte|ресторан;столовая|餐厅;饭店|レストラン;食堂|레스토랑;식당|रेस्टोरेंट;ढाबा|مطعم|ریسٹورنٹ;ڈھابہ|রেস্তোরাঁ|restoran;warung;rumah makan|mgahawa|restaurant food plate
ramen|ramen|lámen|ramen|Ramen|рамен|拉面|ラーメン|라멘|रामेन|رامن|رامن|রামেন|ramen|rameni|ramen noodles bowl
pizza/pizzas|pizza|pizza|pizza|Pizza|пицца|披萨|ピザ|피자|पिज़्ज़ा|بيتزا|پیزا|পিৎজা|pizza|piza|pizza
pizzeria/pizzerias/pizza place/pizza shop|pizzería|pizzaria|pizzeria|Pizzeria|пиццерия|披萨店|ピザ屋|피자집|पिज़्ज़ेरिया|مطعم بيتزا|پیزا ریسٹورنٹ|পিৎজার দোকান|restoran pizza|mgahawa wa piza|pizza shop
clinic/clinics|clínica|clínica|clinique|Praxis|клиника|诊所|クリニック|클리닉|क्लिनिक|عيادة|کلینک|ক্লিনিক|klinik|kliniki|clinic doctor
physiotherapy/physio|fisioterapia|fisioterapia|kinésithérapie|Physiotherapie|физиотерапия|物理治疗|理学療法|물리치료|फिज़ियोथेरेपी|علاج طبيعي|فزیوتھراپی|ফিজিওথেরাপি|fisioterapi|tiba ya viungo|physiotherapy massage
massage/massages|masaje|massagem|massage|Massage|массаж|按摩|マッサージ|마사지|मालिश|تدليك|مساج|ম্যাসাজ|pijat|masaji|massage
dentist/dentists|dentista|dentista|dentiste|Zahnarzt|стоматолог|牙医|歯医者|치과|दंत चिकित्सक|طبيب أسنان|ڈینٹسٹ|দন্তচিকিৎসক|dokter gigi|daktari wa meno|dentist tooth
yoga|yoga|ioga|yoga|Yoga|йога|瑜伽|ヨガ|요가|योग|يوغا|یوگا|যোগব্যায়াম|yoga|yoga|yoga
studio/studios|estudio|estúdio|studio|Studio|студия|工作室|スタジオ|스튜디오|स्टूडियो|استوديو|اسٹوڈیو|স্টুডিও|studio|studio|studio
class/classes|clase|aula|cours|Kurs|занятие|课程|クラス|수업|क्लास|حصة|کلاس|ক্লাস|kelas|darasa|class
gym/gyms|gimnasio|academia|salle de sport|Fitnessstudio|спортзал|健身房|ジム|헬스장|जिम|نادي رياضي|جم|জিম|gym|gym|gym dumbbell
bike/bikes/bicycle/bicycles|bicicleta|bicicleta|vélo|Fahrrad|велосипед|自行车|自転車|자전거|साइकिल|دراجة|سائیکل|সাইকেল|sepeda|baiskeli|bicycle
bike repair shop/bike repair shops/bicycle repair shop/bicycle repair shops|taller de bicicletas|oficina de bicicletas|atelier de réparation de vélos|Fahrradwerkstatt|веломастерская|自行车维修店|自転車修理店|자전거 수리점|साइकिल रिपेयर की दुकान|ورشة تصليح الدراجات|سائیکل مرمت کی دکان|সাইকেল সারাইয়ের দোকান|bengkel sepeda|karakana ya baiskeli|bicycle wrench tools
repair shop/repair shops/repair store/repair stores|taller de reparación|oficina de conserto|atelier de réparation|Reparaturwerkstatt|ремонтная мастерская|维修店|修理店|수리점|रिपेयर की दुकान|ورشة تصليح|مرمت کی دکان|সারাইয়ের দোকান|bengkel servis|karakana ya ukarabati|wrench tools
repair/repairs|reparación|conserto|réparation|Reparatur|ремонт|维修|修理|수리|मरम्मत|تصليح|مرمت|মেরামত|servis|ukarabati|wrench tools
photographer/photographers|fotógrafo|fotógrafo|photographe|Fotograf|фотограф|摄影师|フォトグラファー|사진작가|फ़ोटोग्राफ़र|مصور|فوٹوگرافر|ফটোগ্রাফার|fotografer|mpiga picha|camera photographer
wedding/weddings|boda|casamento|mariage|Hochzeit|свадьба|婚礼|結婚式|결혼식|शादी|زفاف|شادی|বিয়ে|pernikahan|harusi|wedding rings
plumber/plumbers|fontanero|encanador|plombier|Klempner|сантехник|水管工|配管工|배관공|प्लंबर|سباك|پلمبر|প্লাম্বার|tukang ledeng|fundi bomba|plumber wrench pipe
bookshop/bookshops/bookstore/bookstores|librería|livraria|librairie|Buchhandlung|книжный магазин|书店|本屋|서점|किताबों की दुकान|مكتبة|کتابوں کی دکان|বইয়ের দোকান|toko buku|duka la vitabu|books bookshop
books|libros|livros|livres|Bücher|книги|书籍|本|책|किताबें|كتب|کتابیں|বই|buku|vitabu|books
perfume shop/perfume shops/perfumery|perfumería|perfumaria|parfumerie|Parfümerie|парфюмерный магазин|香水店|香水店|향수 가게|इत्र की दुकान|متجر عطور|عطر کی دکان|সুগন্ধির দোকান|toko parfum|duka la manukato|perfume rose shop
perfume/perfumes|perfume|perfume|parfum|Parfüm|духи|香水|香水|향수|इत्र|عطور|عطر|সুগন্ধি|parfum|manukato|perfume rose
shop/shops/store/stores|tienda|loja|boutique|Laden|магазин|商店|お店|가게|दुकान|متجر|دکان|দোকান|toko|duka|shop storefront
salon/salons|salón|salão|salon|Salon|салон|沙龙|サロン|살롱|सैलून|صالون|سیلون|সেলুন|salon|saluni|salon scissors
hair|peluquería|cabeleireiro|coiffure|Friseur|парикмахерская|理发|美容室|미용실|हेयर सैलून|حلاقة|ہیئر سیلون|চুল কাটা|salon rambut|saluni ya nywele|haircut scissors
spa|spa|spa|spa|Spa|спа|水疗|スパ|스파|स्पा|سبا|سپا|স্পা|spa|spa|spa
cat hotel/cat hotels/pet hotel/pet hotels|hotel para gatos|hotel para gatos|pension pour chats|Katzenpension|гостиница для кошек|猫咪酒店|猫のホテル|고양이 호텔|बिल्लियों का होटल|فندق للقطط|بلیوں کا ہوٹل|বিড়ালের হোটেল|hotel kucing|hoteli ya paka|cat bed hotel
resort/resorts|resort|resort|complexe hôtelier|Resort|курортный отель|度假村|リゾート|리조트|रिज़ॉर्ट|منتجع|ریزورٹ|রিসোর্ট|resor|hoteli ya mapumziko|resort pool palm
race/races/fun run/fun runs/marathon/marathons|carrera|corrida|course à pied|Lauf|забег|跑步比赛|ランニング大会|달리기 대회|दौड़|سباق جري|دوڑ|দৌড় প্রতিযোগিতা|lomba lari|mbio za riadha|running race medal
charity/charities|benéfica;solidaria;solidario;benéfico|solidária;solidário;beneficente|caritative;solidaire;caritatif|Wohltätigkeit;wohltätig;Benefiz|благотворительность;благотворительный;благотворительная|慈善|チャリティー|자선|चैरिटी|خيرية;الخيرية|خیراتی|দাতব্য|amal|hisani|charity heart hands
hotel/hotels/inn/inns/guesthouse/guesthouses|hotel;hostal;posada;pensión|hotel;pousada|hôtel;auberge|Hotel;Pension;Gasthof;Gasthaus|отель;гостиница|酒店|ホテル|호텔|होटल|فندق|ہوٹل|হোটেল|hotel;penginapan|hoteli;nyumba ya wageni|hotel bed
bed and breakfast/bed and breakfasts/bed & breakfast|casa de huéspedes|pousada|chambre d'hôtes|Pension|гостевой дом|民宿|民宿|민박|गेस्टहाउस|بيت ضيافة|گیسٹ ہاؤس|গেস্টহাউস|penginapan|nyumba ya wageni|hotel bed breakfast
florist/florists/flower shop/flower shops|floristería;florería|floricultura|fleuriste|Blumenladen|цветочный магазин|花店|花屋|꽃집|फूलों की दुकान|محل زهور|پھولوں کی دکان|ফুলের দোকান|toko bunga|duka la maua|flowers bouquet
flowers|flores|flores|fleurs|Blumen|цветы|鲜花|花|꽃|फूल|زهور|پھول|ফুল|bunga|maua|flowers
pastry shop/pastry shops/patisserie/patisseries/cake shop/cake shops|pastelería|confeitaria|pâtisserie|Konditorei|кондитерская|甜品店|洋菓子店|제과점|पेस्ट्री की दुकान|محل حلويات|پیسٹری شاپ|পেস্ট্রির দোকান|toko kue|duka la keki|cake pastry shop
cake/cakes|tarta|bolo|gâteau|Kuchen|торт|蛋糕|ケーキ|케이크|केक|كعكة|کیک|কেক|kue|keki|cake
croissant/croissants|cruasán|croissant|croissant|Croissant|круассан|牛角包|クロワッサン|크루아상|क्रोसां|كرواسون|کروسان|ক্রোয়াস্যান্ট|croissant|kroisanti|croissant
tea|té|chá|thé|Tee|чай|茶|お茶|차|चाय|شاي|چائے|চা|teh|chai|tea cup
wine|vino|vinho|vin|Wein|вино|葡萄酒|ワイン|와인|वाइन|نبيذ|وائن|ওয়াইন|anggur|divai|wine glass
beer|cerveza|cerveja|bière|Bier|пиво|啤酒|ビール|맥주|बीयर|جعة|بیئر|বিয়ার|bir|bia|beer
app/apps|aplicación|aplicativo|application|App|приложение|应用|アプリ|앱|ऐप|تطبيق|ایپ|অ্যাপ|aplikasi|programu|phone app
tool/tools|herramienta|ferramenta|outil|Tool|сервис|工具|ツール|도구|टूल|أداة|ٹول|টুল|alat|zana|laptop dashboard
software|software|software|logiciel|Software|программа|软件|ソフトウェア|소프트웨어|सॉफ़्टवेयर|برنامج|سافٹ ویئر|সফটওয়্যার|perangkat lunak|programu|laptop software
invoice/invoices/invoicing|facturas|faturas|factures|Rechnungen|счета|发票|請求書|청구서|इनवॉइस|فواتير|انوائس|ইনভয়েস|faktur|ankara|invoice document
trial|prueba|teste|essai|Testphase|пробный период|试用|お試し|체험|ट्रायल|تجربة|ٹرائل|ট্রায়াল|uji coba|majaribio|gift
course/courses|curso|curso|formation|Kurs|курс|课程|講座|강좌|कोर्स|دورة|کورس|কোর্স|kursus|kozi|course laptop
school/schools|escuela|escola|école|Schule|школа|学校|学校|학교|स्कूल|مدرسة|اسکول|স্কুল|sekolah|shule|school
dog/dogs|perro|cachorro|chien|Hund|собака|狗|犬|강아지|कुत्ता|كلب|کتا|কুকুর|anjing|mbwa|dog
pet/pets|mascota|animal de estimação|animal|Haustier|питомец|宠物|ペット|반려동물|पालतू जानवर|حيوان أليف|پالتو جانور|পোষা প্রাণী|hewan peliharaan|mnyama kipenzi|pet dog cat
cleaning|limpieza|limpeza|nettoyage|Reinigung|уборка|清洁|クリーニング|청소|सफ़ाई|تنظيف|صفائی|পরিষ্কার|kebersihan|usafi|cleaning
garden/gardens|jardín|jardim|jardin|Garten|сад|花园|庭|정원|बगीचा|حديقة|باغ|বাগান|taman|bustani|garden plants
car/cars|coche|carro|voiture|Auto|автомобиль|汽车|車|자동차|कार|سيارة|گاڑی|গাড়ি|mobil|gari|car
ice cream|helado|sorvete|glace|Eis|мороженое|冰淇淋|アイスクリーム|아이스크림|आइसक्रीम|آيس كريم|آئس کریم|আইসক্রিম|es krim|aiskrimu|ice cream
chocolate|chocolate|chocolate|chocolat|Schokolade|шоколад|巧克力|チョコレート|초콜릿|चॉकलेट|شوكولاتة|چاکلیٹ|চকলেট|cokelat|chokoleti|chocolate
fitness|fitness|fitness|fitness|Fitness|фитнес|健身|フィットネス|피트니스|फ़िटनेस|لياقة|فٹنس|ফিটনেস|kebugaran|mazoezi|fitness running
market/markets|mercado|mercado|marché|Markt|рынок|市集|マーケット|시장|बाज़ार|سوق|بازار|বাজার|pasar|soko|market stall
newsletter|boletín|newsletter|newsletter|Newsletter|рассылка|简报|ニュースレター|뉴스레터|न्यूज़लेटर|نشرة|نیوز لیٹر|নিউজলেটার|buletin|jarida|email newsletter
hot air balloon ride/hot air balloon rides/balloon ride/balloon rides/hot air balloon|paseo en globo|passeio de balão|vol en montgolfière|Ballonfahrt|полёт на воздушном шаре|热气球之旅|熱気球フライト|열기구 비행|हॉट एयर बैलून की सैर|رحلة بالمنطاد|ہاٹ ایئر بیلون کی سیر|হট এয়ার বেলুনে ভ্রমণ|naik balon udara|safari ya puto|balloon sunrise
matcha|matcha|matchá|matcha|Matcha|матча|抹茶|抹茶|말차|माचा|ماتشا|ماچا|মাচা|matcha|matcha|matcha tea cup
food bank/food banks|banco de alimentos|banco de alimentos|banque alimentaire|Tafel|продовольственный банк|食物银行|フードバンク|푸드뱅크|फ़ूड बैंक|بنك الطعام|فوڈ بینک|ফুড ব্যাংক|bank makanan|benki ya chakula|food box heart
food|comida|comida|cuisine|Essen|еда|美食|料理|음식|खाना|طعام|کھانا|খাবার|makanan|chakula|food plate
meal/meals|comida|refeição|repas|Mahlzeit|блюдо|餐|食事|식사|भोजन|وجبة|کھانا|খাবার|hidangan|mlo|food plate
lunch|almuerzo|almoço|déjeuner|Mittagessen|обед|午餐|ランチ|점심|दोपहर का खाना|غداء|دوپہر کا کھانا|দুপুরের খাবার|makan siang|chakula cha mchana|lunch food
breakfast|desayuno|café da manhã|petit-déjeuner|Frühstück|завтрак|早餐|朝食|아침 식사|नाश्ता|فطور|ناشتہ|নাস্তা|sarapan|kifungua kinywa|breakfast coffee croissant
burger/burgers|hamburguesa|hambúrguer|burger|Burger|бургер|汉堡|バーガー|버거|बर्गर|برغر|برگر|বার্গার|burger|baga|burger
sushi|sushi|sushi|sushi|Sushi|суши|寿司|寿司|초밥|सुशी|سوشي|سوشی|সুশি|sushi|sushi|sushi
juice/juices|zumo|suco|jus|Saft|сок|果汁|ジュース|주스|जूस|عصير|جوس|জুস|jus|juisi|juice glass
honey|miel|mel|miel|Honig|мёд|蜂蜜|はちみつ|꿀|शहद|عسل|شہد|মধু|madu|asali|honey jar
bee/bees|abejas|abelhas|abeilles|Bienen|пчёлы|蜜蜂|ミツバチ|꿀벌|मधुमक्खियाँ|النحل|شہد کی مکھیاں|মৌমাছি|lebah|nyuki|bee flower
barber/barbers/barbershop/barber shop/barber shops/barbershops|barbería|barbearia|barbier|Barbier|барбершоп|理发店|理容室|이발소|नाई की दुकान|حلاق|حجام|নাপিতের দোকান|tukang cukur|kinyozi|barber scissors
nails|uñas|unhas|ongles|Nägel|маникюр|美甲|ネイル|네일|नेल आर्ट|أظافر|ناخن|নখ|kuku|kucha|nail polish
tattoo/tattoos|tatuaje|tatuagem|tatouage|Tattoo|тату|纹身|タトゥー|타투|टैटू|وشم|ٹیٹو|ট্যাটু|tato|chale|tattoo
lesson/lessons|clases|aulas|leçons|Unterricht|уроки|课|レッスン|레슨|कक्षाएँ|دروس|اسباق|পাঠ|les|masomo|lesson teacher
workshop/workshops|taller|oficina|atelier|Workshop|мастер-класс|工作坊|ワークショップ|워크숍|वर्कशॉप|ورشة عمل|ورکشاپ|কর্মশালা|lokakarya|warsha|workshop people
conference/conferences/summit/summits|conferencia|conferência|conférence|Konferenz|конференция|大会|カンファレンス|콘퍼런스|सम्मेलन|مؤتمر|کانفرنس|সম্মেলন|konferensi|mkutano|conference stage microphone
festival/festivals|festival|festival|festival|Festival|фестиваль|节庆活动|フェスティバル|페스티벌|उत्सव|مهرجان|فیسٹیول|উৎসব|festival|tamasha|festival music
concert/concerts|concierto|show|concert|Konzert|концерт|音乐会|コンサート|콘서트|संगीत कार्यक्रम|حفل موسيقي|کنسرٹ|কনসার্ট|konser|tamasha|concert music
ticket/tickets|entradas|ingressos|billets|Tickets|билеты|门票|チケット|티켓|टिकट|تذاكر|ٹکٹ|টিকিট|tiket|tiketi|ticket
event/events|evento|evento|événement|Veranstaltung|мероприятие|活动|イベント|이벤트|कार्यक्रम|فعالية|تقریب|অনুষ্ঠান|acara|tukio|event party
music|música|música|musique|Musik|музыка|音乐|音楽|음악|संगीत|موسيقى|موسیقی|সংগীত|musik|muziki|music notes
dance|baile|dança|danse|Tanz|танцы|舞蹈|ダンス|댄스|नृत्य|رقص|رقص|নাচ|tari|ngoma|dance
game/games|juego|jogo|jeu|Spiel|игра|游戏|ゲーム|게임|गेम|لعبة|گیم|গেম|game|mchezo|video game controller
tour/tours|tour|passeio|visite guidée|Tour|тур|游览|ツアー|투어|टूर|جولة|ٹور|ট্যুর|tur|ziara|tour map
kayak/kayaks|kayak|caiaque|kayak|Kajak|каяк|皮划艇|カヤック|카약|कयाक|قوارب الكاياك|کایاک|কায়াক|kayak|kayak|kayak boat water
travel|viajes|viagens|voyage|Reisen|путешествия|旅行|旅行|여행|यात्रा|سفر|سفر|ভ্রমণ|perjalanan|safari|travel suitcase plane
mug/mugs|taza|caneca|mug|Becher|кружка|杯子|マグカップ|머그잔|मग|كوب|مگ|মগ|mug|kikombe|mug cup
battery/batteries|batería|bateria|batterie|Akku|аккумулятор|电池|バッテリー|배터리|बैटरी|بطارية|بیٹری|ব্যাটারি|baterai|betri|battery
phone/phones|móvil|celular|téléphone|Handy|телефон|手机|スマホ|휴대폰|फ़ोन|هاتف|فون|ফোন|ponsel|simu|phone
laptop/laptops|portátil|notebook|ordinateur portable|Laptop|ноутбук|笔记本电脑|ノートパソコン|노트북|लैपटॉप|حاسوب محمول|لیپ ٹاپ|ল্যাপটপ|laptop|kompyuta mpakato|laptop
driving school/driving schools|autoescuela|autoescola|auto-école|Fahrschule|автошкола|驾校|自動車教習所|운전학원|ड्राइविंग स्कूल|مدرسة تعليم القيادة|ڈرائیونگ اسکول|ড্রাইভিং স্কুল|sekolah mengemudi|shule ya udereva|car steering wheel
shoe shop/shoe shops/shoe store/shoe stores/shoeshop|zapatería|sapataria|magasin de chaussures|Schuhgeschäft;Schuhladen;Schuhhaus|обувной магазин|鞋店|靴屋|신발 가게|जूतों की दुकान|متجر أحذية|جوتوں کی دکان|জুতার দোকান|toko sepatu|duka la viatu|shoes shop
boots|botas|botas|bottes|Stiefel|сапоги|靴子|ブーツ|부츠|बूट|أحذية طويلة الساق|بوٹ|বুট|sepatu bot|buti|boots
clothes shop/clothes shops/clothing store/clothing stores/clothing shop/fashion boutique|tienda de ropa|loja de roupas|magasin de vêtements|Modegeschäft;Modeboutique;Bekleidungsgeschäft|магазин одежды|服装店|洋服屋|옷가게|कपड़ों की दुकान|متجر ملابس|کپڑوں کی دکان|কাপড়ের দোকান|toko pakaian|duka la nguo|clothes shirt shop
pet shop/pet shops/pet store/pet stores|tienda de mascotas|pet shop;loja de animais|animalerie|Zoohandlung|зоомагазин|宠物店|ペットショップ|펫숍|पालतू जानवरों की दुकान|متجر مستلزمات الحيوانات الأليفة|پالتو جانوروں کی دکان|পোষা প্রাণীর দোকান|toko hewan peliharaan|duka la wanyama vipenzi|pet dog cat shop
furniture shop/furniture shops/furniture store/furniture stores|tienda de muebles;mueblería|loja de móveis|magasin de meubles|Möbelgeschäft;Möbelhaus|мебельный магазин|家具店|家具店|가구점|फ़र्नीचर की दुकान|متجر أثاث|فرنیچر کی دکان|আসবাবের দোকান|toko mebel|duka la samani|furniture sofa chair
furniture|muebles|móveis|meubles|Möbel|мебель|家具|家具|가구|फ़र्नीचर|أثاث|فرنیچر|আসবাবপত্র|mebel|samani|furniture sofa chair
electronics shop/electronics shops/electronics store/electronics stores|tienda de electrónica|loja de eletrônicos|magasin d'électronique|Elektronikgeschäft|магазин электроники|电子产品店|家電量販店|전자제품 매장|इलेक्ट्रॉनिक्स की दुकान|متجر إلكترونيات|الیکٹرانکس کی دکان|ইলেকট্রনিক্সের দোকান|toko elektronik|duka la vifaa vya elektroniki|electronics laptop phone headphones
electronics|electrónica|eletrônicos|électronique|Elektronik|электроника|电子产品|家電|전자제품|इलेक्ट्रॉनिक्स|إلكترونيات|الیکٹرانکس|ইলেকট্রনিক্স|elektronik|vifaa vya elektroniki|electronics laptop phone headphones
jewellery shop/jewellery shops/jewelry store/jewelry stores/jewelry shop/jeweller/jeweler|joyería|joalheria;joalharia|bijouterie|Juweliergeschäft;Juwelier|ювелирный магазин|珠宝店|ジュエリーショップ|주얼리 매장|गहनों की दुकान|متجر مجوهرات|زیورات کی دکان|গয়নার দোকান|toko perhiasan|duka la vito|jewelry ring gem shop
toy shop/toy shops/toy store/toy stores/toyshop|juguetería|loja de brinquedos|magasin de jouets|Spielwarengeschäft;Spielzeugladen;Spielwaren|магазин игрушек|玩具店|おもちゃ屋|장난감 가게|खिलौनों की दुकान|متجر ألعاب|کھلونوں کی دکان|খেলনার দোকান|toko mainan|duka la vitu vya kuchezea|toys teddy bear shop
toys|juguetes|brinquedos|jouets|Spielzeug|игрушки|玩具|おもちゃ|장난감|खिलौने|ألعاب|کھلونے|খেলনা|mainan|vitu vya kuchezea|toys teddy bear
shoes|zapatos|sapatos|chaussures|Schuhe|обувь|鞋|靴|신발|जूते|أحذية|جوتے|জুতা|sepatu|viatu|shoes
clothes/clothing/fashion|ropa|roupas|vêtements|Kleidung|одежда|服装|服|옷|कपड़े|ملابس|کپڑے|পোশাক|pakaian|nguo|clothes shirt
jewelry/jewellery|joyas|joias|bijoux|Schmuck|украшения|珠宝|ジュエリー|주얼리|गहने|مجوهرات|زیورات|গয়না|perhiasan|vito|jewelry ring
skincare|cuidado de la piel|cuidados com a pele|soins de la peau|Hautpflege|уход за кожей|护肤|スキンケア|스킨케어|त्वचा की देखभाल|العناية بالبشرة|جلد کی دیکھ بھال|ত্বকের যত্ন|perawatan kulit|utunzaji wa ngozi|skincare lotion
cat/cats|gatos|gatos|chats|Katzen|кошки|猫|猫|고양이|बिल्लियाँ|قطط|بلیاں|বিড়াল|kucing|paka|cat
vet/vets/veterinarian|veterinario|veterinário|vétérinaire|Tierarzt|ветеринар|兽医|獣医|수의사|पशु चिकित्सक|طبيب بيطري|ویٹرنری ڈاکٹر|পশু চিকিৎসক|dokter hewan|daktari wa mifugo|vet dog cat
tax/taxes|impuestos|impostos|impôts|Steuern|налоги|税务|税金|세금|टैक्स|ضرائب|ٹیکس|কর|pajak|kodi|tax documents calculator
accountant/accountants/accounting|contabilidad|contabilidade|comptabilité|Buchhaltung|бухгалтерия|会计|会計|회계|अकाउंटिंग|محاسبة|اکاؤنٹنگ|হিসাবরক্ষণ|akuntansi|uhasibu|calculator documents
coding|programación|programação|programmation|Programmieren|программирование|编程|プログラミング|코딩|कोडिंग|برمجة|کوڈنگ|কোডিং|pemrograman|uandishi wa programu|laptop code
kids/children|niños|crianças|enfants|Kinder|дети|孩子|子ども|아이들|बच्चे|أطفال|بچے|শিশুরা|anak-anak|watoto|children
hotel rooms/rooms|habitaciones|quartos|chambres|Zimmer|номера|客房|客室|객실|कमरे|غرف|کمرے|কক্ষ|kamar|vyumba|hotel room bed
sleep|sueño|sono|sommeil|Schlaf|сон|睡眠|睡眠|수면|नींद|نوم|نیند|ঘুম|tidur|usingizi|sleep bed moon
`;

export interface LexEntry {
  keys: string[];
  /** The word said in each language. */
  words: Record<string, string>;
  /** Every form found in a request, by language (the said word first). */
  forms: Record<string, string[]>;
  visual: string;
}

export const LEXICON: LexEntry[] = ROWS.trim()
  .split("\n")
  .map((line) => {
    const cells = line.split("|");
    const keys = cells[0]!.split("/");
    const words: Record<string, string> = { en: keys[0]! };
    // A cell may list other forms after ";" ("Möbelgeschäft;Möbelhaus"): the first is said, all are found.
    const forms: Record<string, string[]> = { en: keys };
    LEX_LANGS.forEach((code, i) => {
      const all = cells[i + 1]!.split(";");
      words[code] = all[0]!;
      forms[code] = all;
    });
    return { keys, words, forms, visual: cells[LEX_LANGS.length + 1]! };
  });

const byKey = new Map<string, LexEntry>();
for (const e of LEXICON) for (const k of e.keys) byKey.set(k.toLowerCase(), e);

/** The entry of an English word ("bakery", "bikes"). */
export function lexEntry(english: string | undefined): LexEntry | undefined {
  return english ? byKey.get(english.toLowerCase()) : undefined;
}

/** Entries whose word in `language` (or English) occurs in the text, in order of appearance. */
export function lexEntriesIn(text: string, language: string): LexEntry[] {
  // A name in corner brackets is a name: the 花 of 「花月」 is no flowers. (Blanked, so offsets hold.)
  const lower = text.replace(/[「『][^」』]*[」』]/gu, (m) => " ".repeat(m.length)).toLowerCase();
  const found: { e: LexEntry; at: number }[] = [];
  const unspaced = /^(?:zh|ja)$/.test(language);
  for (const e of LEXICON) {
    const forms = (e.forms[language] ?? []).filter(Boolean);
    for (const f of forms) {
      const w = f.toLowerCase();
      const at = unspaced ? lower.indexOf(w) : indexOfWord(lower, w);
      if (at >= 0) {
        found.push({ e, at });
        break;
      }
    }
  }
  return found.sort((a, b) => a.at - b.at).map((f) => f.e);
}

function indexOfWord(text: string, word: string): number {
  const re = new RegExp(`(?<![\\p{L}\\p{M}])${escapeRe(word)}(?![\\p{L}\\p{M}])`, "u");
  return re.exec(text)?.index ?? -1;
}
