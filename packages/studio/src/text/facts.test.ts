import { describe, expect, it } from "vitest";
import { extractFacts } from "./facts.ts";
import { detectLanguage } from "./facts-language.ts";

/** The first price a request names. */
const price = (text: string, lang?: string) => extractFacts(text, lang).facts.find((f) => f.kind === "price");

const kinds = (text: string, lang?: string) =>
  extractFacts(text, lang).facts.map((f) => `${f.kind}:${f.text}`);

describe("extractFacts", () => {
  it("takes a business named by what it is as the subject, never its prices, its verb or a unit", () => {
    const gym = extractFacts("Iron House Gym in Manchester: first month free, then 29 pounds a month.");
    expect(gym.subject).toEqual({ text: "gym", head: "gym" });
    expect(kinds("Iron House Gym in Manchester: first month free.")).toContain("name:Iron House Gym");
    expect(extractFacts("Fast Flow Plumbing in Denver fixes leaks and clogged drains.").subject?.text).toBe(
      "plumbing service",
    );
    expect(extractFacts("Sunway Travel: fly to Turkey this summer.").subject?.text).toBe("travel agency");
    const saas = extractFacts(
      "Launching LedgerLoop, the invoicing app for freelancers. 19 dollars a month, try it free at ledgerloop.io",
    );
    expect(saas.subject?.text).toBe("invoicing app");
    expect(saas.facts.map((f) => `${f.kind}:${f.text}`)).toContain("name:LedgerLoop");
    // "free at" is no offer: the free thing is a noun.
    expect(saas.facts.filter((f) => f.kind === "offer")).toEqual([]);
    expect(extractFacts("Only 29 pounds a month, for unlimited yoga classes.").subject?.head).not.toBe(
      "pounds",
    );
  });

  it("keeps a title with its name, a hyphenated word and a gerund in the subject", () => {
    const dr = extractFacts(
      "Dr. Priya Shah, a pediatric clinic in London now open on Saturdays. Call 020 7946 0123",
    );
    expect(dr.sentences[0]).toMatch(/^Dr\. Priya Shah, a pediatric clinic/);
    expect(dr.facts.filter((f) => f.kind === "name").map((f) => f.text)).toEqual(["Dr. Priya Shah"]);
    const mary = kinds("St. Mary's Bakery in Dublin: soda bread every Friday for 4 euros");
    expect(mary).toContain("name:St. Mary's Bakery");
    expect(mary).not.toContain("place:St");
    expect(kinds("A walking tour of St. Petersburg every Sunday for 20 euros")).toContain(
      "place:St. Petersburg",
    );
    expect(extractFacts("Green Harbor, a non-profit food bank in Boston").subject?.text).toBe(
      "non-profit food bank",
    );
    expect(extractFacts("Page Turner, a second-hand bookshop in Oxford").subject?.text).toBe(
      "second-hand bookshop",
    );
    expect(extractFacts("SparkleClean, a home cleaning service in Toronto").subject?.text).toBe(
      "home cleaning service",
    );
    expect(extractFacts("Glass Half Full, a zero-waste refill shop in Bristol").subject?.text).toBe(
      "zero-waste refill shop",
    );
    // A word set off as what the business is called is its name; a beer style is none.
    expect(kinds("Hopworks, a craft brewery in Denver with a new hazy IPA, $6 a pint")).toContain(
      "name:Hopworks",
    );
    expect(kinds("Hopworks, a craft brewery in Denver with a new hazy IPA, $6 a pint")).not.toContain(
      "name:IPA",
    );
    // The offer as the user wrote it, not cut after its first word.
    expect(kinds("Threadly: organic t-shirts, 25% off this weekend at threadly.com")).toContain(
      "offer:25% off this weekend",
    );
    expect(kinds("Glow Nails: 20% off gel manicures this Friday")).toContain("offer:20% off gel manicures");
    expect(kinds("A vet offering free puppy checkups in May")).toContain("offer:free puppy checkups");
    expect(kinds("Summit Accounting. Free 30-minute review until April 30.")).toContain(
      "offer:Free 30-minute review",
    );
    expect(kinds("Fernwood Coffee Roasters, with a new Ethiopian single origin at $18 a bag")).not.toContain(
      "name:Ethiopian",
    );
    // A gerund after the head that is no business's head still ends the subject.
    expect(extractFacts("A bakery in Lisbon launching a sourdough subscription").subject?.text).toBe(
      "bakery",
    );
  });

  it("reads a request to donate as a call to action in any language", () => {
    const cta = (text: string, lang?: string) => extractFacts(text, lang).facts.find((f) => f.kind === "cta");
    expect(cta("Paws Rescue, an animal shelter in Austin. Donate at pawsrescue.org")).toMatchObject({
      text: "Donate at pawsrescue.org",
      action: "donate",
    });
    expect(cta("Refugio Patitas en Sevilla. Dona en patitas.org", "es")?.action).toBe("donate");
    expect(cta("Tierheim Pfote in Köln. Spende jetzt auf pfote.de", "de")?.action).toBe("donate");
    expect(
      cta("Fahrradwerkstatt Speiche in Leipzig, jeden Samstag. Termin unter speiche.de", "de"),
    ).toMatchObject({
      text: "Termin unter speiche.de",
      action: "book",
    });
    expect(cta("ملجأ الحيوانات في دبي. تبرعوا الآن عبر paws.ae", "ar")?.action).toBe("donate");
    // "Donas" are doughnuts, not a donation.
    expect(cta("Donas glaseadas a 2 euros. Pide en donas.mx", "es")?.action).toBe("order");
  });

  it("finds the cities and countries of scripts without capitals", () => {
    expect(kinds("متجر عطور الورد في دبي: عطور فاخرة. خصم 30% هذا الأسبوع.", "ar")).toContain("place:دبي");
    expect(kinds("京都の小さなカフェ「月光」、毎週土曜日に。", "ja")).toContain("place:京都");
    expect(kinds("मुंबई में हमारी नई बेकरी।", "hi")).toContain("place:मुंबई");
    expect(kinds("서울에서 새 카페를 엽니다, 모두 환영해요.", "ko")).toContain("place:서울");
    expect(kinds("我们在土耳其和日本都有门店，每周五营业。", "zh")).toEqual(
      expect.arrayContaining(["place:土耳其", "place:日本"]),
    );
  });

  it("finds no weekday inside Japanese, Chinese or Korean words that share a character with one", () => {
    // 月 (moon, Monday), 日 (day, Sunday), 金 (gold, Friday), 일 (work, Sunday) are weekdays only in a
    // weekday's name: 「月光」 is a café, 初日 the first day, 일 a job.
    expect(kinds("京都の小さなカフェ「月光」。毎週土曜日はケーキが20%オフ。", "ja")).toEqual([
      "place:京都",
      "name:月光",
      "day:土曜日",
      "offer:20%オフ",
    ]);
    expect(kinds("初日から違いがわかる品質です。金色のケーキ。", "ja")).toEqual([]);
    expect(kinds("每周五的金色面包，日日新鲜。", "zh").filter((k) => k.startsWith("day"))).toEqual([
      "day:周五",
    ]);
    expect(kinds("일하는 사람을 위한 금요일 특가", "ko").filter((k) => k.startsWith("day"))).toEqual([
      "day:금요일",
    ]);
  });

  it("reads names, places, prices, days, dates, times, addresses and offers of English requests", () => {
    const bakery = extractFacts(
      "A family-owned bakery in Lisbon launching a weekly sourdough subscription for 12 euros, delivered every Friday",
    );
    expect(bakery.subject).toEqual({ text: "family-owned bakery", head: "bakery" });
    expect(bakery.facts).toMatchObject([
      { kind: "place", text: "Lisbon" },
      { kind: "price", text: "12 euros", amount: "12", currency: "EUR" },
      { kind: "day", text: "Friday", weekday: 5, recurring: true },
    ]);
    expect(
      kinds(
        "Kobo Ramen, a vegan ramen restaurant in Portland opening on March 3 with 20% off the first week. Call 555-0134.",
      ),
    ).toEqual([
      "name:Kobo Ramen",
      "place:Portland",
      "date:March 3",
      "offer:20% off the first week",
      "cta:Call 555-0134",
      "phone:555-0134",
    ]);
    expect(
      kinds(
        "LedgerLoop is a SaaS invoicing tool for freelancers: $19 a month, free 14-day trial, sign up at ledgerloop.io",
      ),
    ).toEqual(
      expect.arrayContaining([
        "name:LedgerLoop",
        "price:$19 a month",
        "offer:free 14-day trial",
        "url:ledgerloop.io",
        "cta:sign up at ledgerloop.io",
      ]),
    );
    const zen = extractFacts(
      "Zenflow offers hot yoga classes in Austin every Monday and Wednesday at 7pm. DM @zenflowatx",
    );
    expect(zen.subject?.text).toBe("hot yoga classes");
    expect(zen.facts.filter((f) => f.kind === "day").map((f) => [f.weekday, f.recurring])).toEqual([
      [1, true],
      [3, true],
    ]);
    expect(zen.facts.find((f) => f.kind === "time")).toMatchObject({ text: "7pm", hour: 19, minute: 0 });
    expect(kinds("Email hello@martasilva.pt or visit greenthumb.design")).toEqual(
      expect.arrayContaining(["email:hello@martasilva.pt", "url:greenthumb.design"]),
    );
  });

  it("leaves the instruction out of the request", () => {
    const f = extractFacts("Make a 30 second TikTok about healthy sleep habits for busy parents");
    expect(f.sentences).toEqual(["healthy sleep habits for busy parents"]);
    expect(f.facts).toEqual([]);
    expect(f.subject?.text).toBe("healthy sleep habits");
  });

  it("reads other languages with their own day and month names, currencies and capitals", () => {
    expect(
      kinds("Una panadería familiar en Lisboa lanza una suscripción por 12 euros, entregada cada viernes"),
    ).toEqual(["place:Lisboa", "price:12 euros", "day:viernes"]);
    expect(
      kinds(
        "Eine Familienbäckerei in Lissabon startet ein Sauerteig-Abo für 12 Euro, jeden Freitag ab 3. März",
      ),
    ).toEqual(["place:Lissabon", "price:12 Euro", "day:Freitag", "date:3. März"]);
    expect(kinds("里斯本一家家庭面包店推出每周酸面包订阅，12欧元，每周五送达")).toEqual([
      "place:里斯本",
      "price:12欧元",
      "day:周五",
    ]);
    expect(kinds("Пекарня в Лиссабоне: хлеб за 500 рублей каждую пятницу")).toEqual(
      expect.arrayContaining(["place:Лиссабоне", "price:500 рублей", "day:пятницу"]),
    );
  });

  it("keeps a titled name whole, and tells the business's own name from the names it mentions", () => {
    const names = (text: string) =>
      extractFacts(text)
        .facts.filter((f) => f.kind === "name")
        .map((f) => `${f.text}${f.brand ? " (brand)" : ""}`);
    // A title's small words keep it whole: not "Jazz" and a brand "Lake".
    expect(names("Jazz on the Lake, an open-air concert at Lake Como on July 18, tickets €35.")).toEqual([
      "Jazz on the Lake (brand)",
    ]);
    expect(names("Summer Nights at the Pier, a free outdoor festival in Brighton every Friday")).toEqual([
      "Summer Nights at the Pier (brand)",
    ]);
    // A business's own name ends at its head: "in the Old Town" is where it is.
    expect(names("Kumo Tea House in the Old Town serves matcha for £4")).toEqual(["Kumo Tea House (brand)"]);
    // A verb that opens the sentence starts no title, and no name.
    expect(names("TaskPilot, a to-do app for ADHD brains. Download on the App Store")).toEqual([
      "TaskPilot (brand)",
      "App Store",
    ]);
    expect(names("Learn Spanish in 12 weeks with Hola Club: small group classes in Denver")).toEqual([
      "Hola Club (brand)",
    ]);
    // The studio is the brand; the game it launches and the platform are names it mentions.
    expect(
      names(
        "Pixel Forge, an indie game studio in Montreal launching Starfall on Steam on October 14 for $24.99",
      ),
    ).toEqual(["Pixel Forge (brand)", "Starfall", "Steam"]);
    expect(names("Atlas Academy runs an 8-week online Python course for beginners")).toEqual([
      "Atlas Academy (brand)",
      "Python",
    ]);
    // Another company's product is no brand even when nothing else is named.
    expect(names("An 8-week online Python course for beginners, $149")).toEqual(["Python"]);
    expect(names("Our new game launches on Steam on October 14")).toEqual(["Steam"]);
    // Unless the request makes it the brand.
    expect(names("Steam, a coffee bar in Leeds with flat whites for £3")).toEqual(["Steam (brand)"]);
    // A name that holds a place or a number is taken whole.
    expect(names("The Grand Lisbon Wine Festival on September 20, tickets €25 per person")).toEqual([
      "Grand Lisbon Wine Festival (brand)",
    ]);
    expect(names("Oakwood Furniture, a family furniture store in Leeds")).toEqual([
      "Oakwood Furniture (brand)",
    ]);
    expect(names("Lumen Run 5K, a charity night race in Chicago on May 9")).toEqual(["Lumen Run 5K (brand)"]);
    expect(kinds("Taco Loco food truck, downtown Phoenix every weekday")).toContain("place:Phoenix");
  });

  it("keeps what a price is for with the price", () => {
    // "from $40": a starting price, its bound said with it.
    expect(price("Cloudnest, a cat hotel with heated suites from $40 a night.")).toMatchObject({
      text: "from $40 a night",
      amount: "40",
      per: "night",
      bound: "from",
    });
    expect(price("Guided sunset paddles every Thursday for $79 per person.")).toMatchObject({
      text: "$79 per person",
      per: "person",
    });
    expect(price("Private piano lessons for €40 per lesson")).toMatchObject({
      text: "€40 per lesson",
      per: "class",
    });
    expect(price("A to-do app, $4.99/month with a free trial")).toMatchObject({
      text: "$4.99/month",
      per: "month",
    });
    expect(price("Tacos $3 each, every weekday")).toMatchObject({ text: "$3 each", per: "each" });
    expect(price("Home cleaning from $120 per visit.")?.text).toBe("from $120 per visit");
    // Sold by the piece: kept as written, no unit to translate.
    expect(price("A new single origin at $18 a bag")?.text).toBe("$18 a bag");
    expect(price("A new single origin at $18 a bag")?.per).toBeUndefined();
    expect(price("A new hazy IPA, $6 a pint")?.text).toBe("$6 a pint");
    expect(price("Hotel Mar Azul em Natal: quartos a partir de 300 reais por noite.", "pt")).toMatchObject({
      text: "a partir de 300 reais por noite",
      per: "night",
    });
    expect(price("Studio Zen, cours de yoga à Bordeaux, 15 euros la séance.", "fr")).toMatchObject({
      text: "15 euros la séance",
      per: "session",
    });
    expect(price("Habitaciones desde 60 euros la noche en Cádiz", "es")?.per).toBe("night");
    expect(price("Zimmer ab 80 Euro pro Nacht in Wien", "de")?.per).toBe("night");
    // A price that is for nothing in particular stays as it is.
    expect(price("Same-day tune-ups for €35, open Saturday")?.text).toBe("€35");
    expect(price("Burgers for $12 and a free drink")?.text).toBe("$12");
  });

  it("reads a range of times as one fact, and phone numbers of every length", () => {
    const taco = extractFacts("Taco Loco food truck, downtown Phoenix every weekday 11am-2pm, tacos $3 each");
    expect(taco.facts.filter((f) => f.kind === "time")).toMatchObject([
      { text: "11am-2pm", hour: 11, untilHour: 14 },
    ]);
    expect(kinds("Open from 9am to 5pm, Monday to Friday")).toContain("time:9am to 5pm");
    expect(kinds("Agende pelo WhatsApp 41 99999-1234", "pt")).toContain("phone:41 99999-1234");
    expect(kinds("مطعم الياسمين: منسف بـ 8 دنانير. اتصلوا على 0791234567", "ar")).toEqual(
      expect.arrayContaining(["price:8 دنانير", "phone:0791234567"]),
    );
  });

  it("names what a business is, and what it gives free, whole", () => {
    const subject = (text: string) => extractFacts(text).subject?.text;
    expect(subject("Sunny Days Daycare is enrolling toddlers for September in Austin.")).toBe("daycare");
    expect(subject("The Harbour Hotel in Cornwall, sea-view rooms from £120 a night.")).toBe("hotel");
    expect(subject("The Riverside Food Bank in Cleveland needs volunteers every Saturday morning.")).toBe(
      "food bank",
    );
    expect(subject("Blue Door Bed & Breakfast in Vermont: cozy rooms from $95 a night")).toBe(
      "bed and breakfast",
    );
    expect(subject("Jenny's Driving School in Perth: one-to-one lessons")).toBe("driving school");
    expect(subject("The Grand Lisbon Wine Festival on September 20, 40 wineries")).toBe("wine festival");
    expect(subject("Taco Loco food truck, downtown Phoenix every weekday")).toBe("food truck");
    expect(kinds("Summer Nights at the Pier, a free outdoor festival in Brighton")).toContain(
      "offer:free outdoor festival",
    );
    expect(kinds("Paws & Claws, a pet shop with free nail trims every Sunday")).toContain(
      "offer:free nail trims",
    );
    expect(kinds("Jenny's Driving School: first lesson half price")).toContain(
      "offer:first lesson half price",
    );
    // The free thing ends at "y": the whitening costs 150 euros.
    expect(kinds("Clínica Sonrisa: primera consulta gratis y blanqueamiento por 150 euros.", "es")).toContain(
      "offer:primera consulta gratis",
    );
    expect(
      extractFacts(
        "Greenleaf Cleaning in Austin from $120 per visit. Get a quote at greenleafclean.com",
      ).facts.find((f) => f.kind === "cta"),
    ).toMatchObject({ text: "Get a quote at greenleafclean.com", action: "contact" });
  });

  it("reads the words of a request as what they are, not as a weekday, an instruction or a cut word", () => {
    // "Adoption fee" is not an "ad" about an "option fee".
    expect(
      extractFacts("Second Chance Animal Rescue in Dallas is looking for foster families. Adoption fee $50.")
        .sentences,
    ).toEqual(["Second Chance Animal Rescue in Dallas is looking for foster families.", "Adoption fee $50."]);
    // A weekday's short form is a word of its own ("Mar" is the sea, "Sun" the sun), unless written as one.
    expect(kinds("Hotel Sol y Mar en Málaga: habitaciones desde 80 euros la noche", "es")).toEqual([
      "name:Hotel Sol y Mar",
      "place:Málaga",
      "price:desde 80 euros la noche",
    ]);
    expect(kinds("Sun & Sea Resort in Crete, open Mon-Fri")).toEqual([
      "name:Sun & Sea Resort",
      "place:Crete",
      "day:Mon-Fri",
    ]);
    // A plural weekday recurs in French, Spanish and Portuguese too; "pièce" says what the price is for.
    const four = extractFacts(
      "Le Petit Four, pâtisserie à Paris : macarons à 2 euros pièce, ouvert tous les dimanches.",
      "fr",
    );
    expect(four.facts.find((f) => f.kind === "day")).toMatchObject({ weekday: 0, recurring: true });
    expect(
      extractFacts("Panadería Sol: abrimos los domingos.", "es").facts.find((f) => f.kind === "day"),
    ).toMatchObject({
      weekday: 0,
      recurring: true,
    });
    expect(four.facts.find((f) => f.kind === "price")).toMatchObject({ text: "2 euros pièce", per: "each" });
    expect(kinds("Escuela de Surf Ola en San Sebastián: clases para principiantes", "es")).toContain(
      "place:San Sebastián",
    );
    // Other currencies, a Hindi word with its vowel signs, a Russian range with its "с".
    expect(kinds("Dr. Amara Okafor, a family GP in Lagos, video consultations for ₦10,000.")).toContain(
      "price:₦10,000",
    );
    expect(kinds("मुंबई में योगा क्लास, हर सोमवार सुबह 7 बजे, ₹500 प्रति क्लास।", "hi")).toEqual(
      // "सुबह 7 बजे" (7 in the morning) is a time of day, with its vowel signs.
      expect.arrayContaining(["time:सुबह 7 बजे", "price:₹500 प्रति क्लास"]),
    );
    expect(kinds("Кофейня «Зерно» в Москве: каждое утро с 8:00 до 11:00.", "ru")).toContain(
      "time:с 8:00 до 11:00",
    );
    expect(
      extractFacts("Yogaschule Lotus in München. Jetzt anmelden auf lotus-yoga.de", "de").facts,
    ).toContainEqual(
      expect.objectContaining({ kind: "cta", text: "Jetzt anmelden auf lotus-yoga.de", action: "join" }),
    );
    expect(kinds("Aplicativo Poupa+, controle seus gastos. Grátis por 7 dias.", "pt")).toContain(
      "offer:Grátis por 7 dias",
    );
    // The business, not what it sells or whom it is for.
    const subject = (text: string) => extractFacts(text).subject?.text;
    expect(subject("Ocean Breeze Resort in Bali: 3 nights for $299 per couple, spa included.")).toBe(
      "resort",
    );
    expect(subject("QuickFix Phone Repair in Toronto: screen replacements from $89")).toBe("repair shop");
    expect(subject("Second Chance Animal Rescue in Dallas is looking for foster families.")).toBe(
      "animal rescue",
    );
    expect(subject("Mama's Kitchen, a Nigerian restaurant in Houston: jollof rice Tuesdays")).toBe(
      "restaurant",
    );
    // compromise reads "a Nigerian restaurant" as an organisation's name; it is lower case, so no name.
    expect(subject("Ada's, a Nigerian restaurant in Houston: jollof rice Tuesdays")).toBe(
      "Nigerian restaurant",
    );
  });

  it("finds the call to action as a verb of its own, and prices written the CJK way", () => {
    const cta = (text: string, lang: string) => extractFacts(text, lang).facts.find((f) => f.kind === "cta");
    expect(
      cta("Budgetly ist eine App für Sparziele, 3 Euro im Monat. Download auf budgetly.de", "de"),
    ).toMatchObject({ text: "Download auf budgetly.de", action: "download" });
    expect(kinds("Budgetly ist eine App für Sparziele, 3 Euro im Monat.", "de")).toContain("name:Budgetly");
    // "التبرعات" (donations) is no "تبرعوا" (donate): the first sentence is no call to action.
    expect(
      cta("جمعية الأمل الخيرية في الرياض تجمع التبرعات لكسوة الشتاء. تبرعوا الآن عبر alamal.org.sa", "ar"),
    ).toMatchObject({ text: "تبرعوا الآن عبر alamal.org.sa", action: "donate" });
    // "اشتراك" (a subscription) holds the letters of "اشتر" (buy) but is no verb: no call to action.
    expect(cta("مخبز في دبي، اشتراك خبز بـ ٥٠ درهم شهريًا، خصم ٢٠٪ للأسبوع الأول", "ar")).toBeUndefined();
    expect(cta("مخبز في دبي. اشتركوا الآن عبر dubaibread.ae", "ar")).toMatchObject({ action: "join" });
    expect(cta("مخبز في دبي. جربوه اليوم", "ar")).toMatchObject({ action: "try" });
    // A Bengali sentence ends at its danda.
    expect(cta("ঢাকার রঙিন শাড়ি ঘর: ঈদে সব শাড়িতে ২০% ছাড়। অর্ডার করুন rongin.com.bd এ", "bn")?.text).toBe(
      "অর্ডার করুন rongin.com.bd এ",
    );
    expect(price("부산 해운대 게스트하우스 '파도', 1박 3만원부터. 예약은 pado.kr", "ko")).toMatchObject({
      text: "1박 3만원부터",
      bound: "from",
      amount: "30000",
      currency: "KRW",
      per: "night",
    });
    expect(price("深圳的编程课程「码上学」，线上小班教学，每月299元。", "zh")).toMatchObject({
      text: "每月299元",
      amount: "299",
      per: "month",
    });
    expect(price("京都の町家に一泊2万円から。", "ja")).toMatchObject({ amount: "20000", currency: "JPY" });
  });

  it("tells a deadline from a date to save, and keeps a range of days and a year with their name", () => {
    const summit = extractFacts(
      "The Tech Summit 2026 in Austin, April 14-16, early bird tickets $299 until March 1. Register at techsummit.io",
    );
    expect(summit.facts.filter((f) => f.kind === "date")).toMatchObject([
      { text: "April 14-16", month: 4, dayOfMonth: 14, untilDay: 16 },
      { text: "March 1", month: 3, dayOfMonth: 1, until: true },
    ]);
    expect(summit.facts.filter((f) => f.kind === "date")[0]!.until).toBeUndefined();
    expect(summit.facts.filter((f) => f.kind === "name").map((f) => f.text)).toEqual(["Tech Summit 2026"]);
    expect(summit.facts.some((f) => f.kind === "number")).toBe(false);
    expect(summit.subject?.text).toBe("tech summit");
    const time = extractFacts("Rise & Grind Coffee: $1 coffee every Monday morning before 9am").facts.find(
      (f) => f.kind === "time",
    );
    expect(time).toMatchObject({ text: "9am", until: true });
    expect(
      extractFacts("Möbelhaus Berger in Graz: 15% Rabatt auf alle Sofas bis Samstag.", "de").facts.find(
        (f) => f.kind === "day",
      ),
    ).toMatchObject({ weekday: 6, until: true });
    expect(extractFacts("春のセールは3月1日まで。", "ja").facts.find((f) => f.kind === "date")).toMatchObject(
      { month: 3, dayOfMonth: 1, until: true },
    );
    expect(
      extractFacts("Cozy Cabins at Bear Lake: lakeside cabins for 4 from $180 a night").subject?.text,
    ).toBe("cabins");
  });

  it("reads a range of weekdays as one, and the names and offers of French, Swahili and Hindi requests", () => {
    const salon = extractFacts(
      "Salon Élégance à Nantes : coupe et brushing 35 euros, ouvert du mardi au samedi. Prenez rendez-vous au 02 40 12 34 56",
      "fr",
    );
    expect(salon.facts.filter((f) => f.kind === "day")).toMatchObject([
      { text: "du mardi au samedi", weekday: 2, untilWeekday: 6 },
    ]);
    expect(salon.facts.find((f) => f.kind === "cta")).toMatchObject({
      text: "Prenez rendez-vous au 02 40 12 34 56",
      action: "book",
    });
    expect(kinds("Open Monday to Friday, 9am-5pm")).toEqual(["day:Monday to Friday", "time:9am-5pm"]);
    expect(kinds("Kliniki ya Meno Tabasamu jijini Arusha: ukaguzi bure kila Jumamosi.", "sw")).toContain(
      "name:Kliniki ya Meno Tabasamu",
    );
    // An offer ends with its sentence ("।"), not in the next one's "कॉल".
    expect(kinds("पुणे में शर्मा डेंटल क्लिनिक: हर शनिवार मुफ़्त जांच। कॉल करें 98765 43210", "hi")).toContain(
      "offer:हर शनिवार मुफ़्त जांच",
    );
  });

  it("names no label ('Tip 1:') and no word that starts a sentence after a colon or an emoji", () => {
    const names = (text: string) =>
      extractFacts(text, "en")
        .facts.filter((f) => f.kind === "name")
        .map((f) => f.text);
    expect(names("3 tips for a calmer morning. ☀️ Tip 1: Put your phone in another room before bed.")).toEqual(
      [],
    );
    expect(names("📱 You will sleep better and wake up less stressed.")).toEqual([]);
    expect(names("Tip 2: Drink a glass of water before your first coffee ☕.")).toEqual([]);
    expect(names("Step 3: Write down three things you want to get done today.")).toEqual([]);
    // Names stay names there.
    expect(names("Our bakery: Sunrise Loaves opens Friday")).toEqual(["Sunrise Loaves"]);
    expect(names("Step 3: Call Marta at Brightside Physio")).toContain("Brightside Physio");
  });

  it("keeps what a free bag or cup holds with it ('a free bag of potting soil')", () => {
    const offer = (text: string) => extractFacts(text, "en").facts.find((f) => f.kind === "offer");
    expect(offer("Orders over $50 get a free bag of potting soil.")).toMatchObject({
      text: "free bag of potting soil",
      free: "soil",
    });
    expect(offer("Every visitor gets a free cup of coffee today")).toMatchObject({
      text: "free cup of coffee",
    });
    expect(offer("Get a free sample of our new tea")?.text).toBe("free sample of our new tea");
    expect(offer("A free bag with every order")?.text).toBe("free bag");
  });

  it("reads 'Get tickets at...' as the call to action", () => {
    const cta = (text: string) => extractFacts(text, "en").facts.find((f) => f.kind === "cta");
    expect(cta("Tickets $35, kids under 12 free. Get tickets at jazzonthelake.org")).toMatchObject({
      text: "Get tickets at jazzonthelake.org",
      action: "order",
    });
    expect(cta("Get your tickets now at jazz.org")?.text).toBe("Get your tickets now at jazz.org");
    expect(cta("Get better sleep tonight")).toBeUndefined();
  });

  it("keeps every digit of a phone number whose last group is long ('01711 223344')", () => {
    const phone = (text: string, lang?: string) =>
      extractFacts(text, lang).facts.find((f) => f.kind === "phone")?.text;
    expect(phone("Call 01711 223344 today")).toBe("01711 223344");
    expect(phone("ফোন করুন ০১৭১১ ২২৩৩৪৪", "bn")).toBe("০১৭১১ ২২৩৩৪৪");
    expect(phone("Call 512-555-0147")).toBe("512-555-0147");
  });

  it("keeps a price by weight with its measure ('800 रुपये किलो', '$6/lb', '3 € le kilo')", () => {
    expect(price("काजू कतली 800 रुपये किलो, हर रविवार", "hi")).toMatchObject({
      text: "800 रुपये किलो",
      measure: "किलो",
    });
    expect(price("Fresh cherries $6/lb this week")).toMatchObject({ text: "$6/lb", measure: "/lb" });
    expect(price("Tomates 3 € le kilo", "fr")).toMatchObject({ text: "3 € le kilo", measure: "le kilo" });
    expect(price("Coffee for $3 at our cafe")?.measure).toBeUndefined();
  });

  it("tells a starting price and a threshold from what something costs, in the 15 languages", () => {
    expect(price("Quick Spoke bike repair: tune-ups from 35 euros, same-day service")).toMatchObject({
      text: "from 35 euros",
      bound: "from",
    });
    expect(price("Orders over $50 get a free bag of potting soil")).toMatchObject({
      text: "over $50",
      bound: "over",
    });
    expect(price("Spend $50 or more and get a gift")).toMatchObject({ text: "$50 or more", bound: "over" });
    expect(price("Free shipping on orders of $40+")).toMatchObject({ text: "$40+", bound: "over" });
    expect(price("Reparaturen ab 35 € in Berlin", "de")).toMatchObject({ text: "ab 35 €", bound: "from" });
    expect(price("Bestellungen über 50 € versandkostenfrei", "de")).toMatchObject({ bound: "over" });
    expect(price("Clases desde 20 € al mes", "es")).toMatchObject({ bound: "from", per: "month" });
    expect(price("花束は3000円から", "ja")).toMatchObject({ text: "3000円から", bound: "from" });
    expect(price("满200元包邮", "zh")).toMatchObject({ text: "满200元", bound: "over" });
    expect(price("ремонт от 500 рублей", "ru")).toMatchObject({ bound: "from" });
    // A price that is what it costs has no bound.
    expect(price("Coffee for $3 at our cafe")?.bound).toBeUndefined();
    expect(price("Dance classes twice a month for only €40")?.bound).toBeUndefined();
  });

  it("keeps a price's unit said apart from it, before it or as one word", () => {
    // "3 meals a week for $60" is $60 a week: the unit is said before the price, apart from it.
    expect(price("A meal kit service delivering 3 meals a week for $60 in Austin")).toMatchObject({
      text: "$60",
      amount: "60",
      per: "week",
      perApart: true,
    });
    expect(price("Dance classes twice a month for only €40")).toMatchObject({ per: "month", perApart: true });
    expect(price("Clases dos veces a la semana por 80 euros", "es")).toMatchObject({ per: "week" });
    // The whole course, not a month of it: "a 3-month course for $300" has no unit.
    expect(price("A 3-month coding course for $300")?.per).toBeUndefined();
    expect(price("Open 7 days a week, coffee from $3")?.per).toBeUndefined();
    expect(price("Fresh flowers delivered weekly for $30")).toMatchObject({ per: "week" });
    expect(price("Unlimited coffee, $30 monthly")).toMatchObject({ text: "$30 monthly", per: "month" });
    expect(price("اشتراك خبز بـ 50 درهم شهريًا", "ar")).toMatchObject({ text: "50 درهم شهريًا", per: "month" });
    expect(price("मुंबई में एक योग स्टूडियो, 500 रुपये प्रति माह", "hi")).toMatchObject({
      text: "500 रुपये प्रति माह",
      per: "month",
    });
    // "প্রতি মাসে ৫০০ টাকা" (500 taka a month): the unit written before the price is part of it.
    expect(price("রুটির সাবস্ক্রিপশন, প্রতি মাসে 500 টাকা", "bn")).toMatchObject({
      text: "প্রতি মাসে 500 টাকা",
      per: "month",
    });
  });

  it("reads numbers written in the digits of Arabic, Urdu, Hindi and Bengali, and keeps them as written", () => {
    const facts = (text: string, lang: string) =>
      extractFacts(text, lang).facts.map((f) => ({
        kind: f.kind,
        text: f.text,
        amount: f.amount,
        value: f.value,
      }));
    expect(facts("ঢাকার বেকারি: প্রতি মাসে ৫০০ টাকা, প্রথম সপ্তাহে ২০% ছাড়", "bn")).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ kind: "price", text: "প্রতি মাসে ৫০০ টাকা", amount: "500" }),
        expect.objectContaining({ text: expect.stringContaining("২০%") }),
      ]),
    );
    expect(facts("مخبز في دبي، اشتراك خبز بـ ٥٠ درهم شهريًا، خصم ٢٠٪ للأسبوع الأول", "ar")).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ kind: "price", text: "٥٠ درهم شهريًا", amount: "50" }),
        expect.objectContaining({ kind: "offer", text: "خصم ٢٠٪" }),
      ]),
    );
    expect(facts("मुंबई में योग स्टूडियो, ५०० रुपये प्रति माह, १२ लोगों की कक्षा", "hi")).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ kind: "price", text: "५०० रुपये प्रति माह", amount: "500" }),
        expect.objectContaining({ kind: "number", value: "12" }),
      ]),
    );
    expect(facts("لاہور میں بیکری، ۵۰۰ روپے ماہانہ", "ur")).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ kind: "price", text: "۵۰۰ روپے ماہانہ", amount: "500" }),
      ]),
    );
    // "টাকা" is the taka of Bangladesh, and the rupee in a request from Kolkata.
    expect(facts("ঢাকার রঙিন শাড়ি ঘর: দাম ১৫০০ টাকা থেকে", "bn")).toEqual(
      expect.arrayContaining([expect.objectContaining({ kind: "price", amount: "1500" })]),
    );
    const currency = (text: string) =>
      extractFacts(text, "bn").facts.find((f) => f.kind === "price")?.currency;
    expect(currency("ঢাকার রঙিন শাড়ি ঘর: দাম ১৫০০ টাকা থেকে")).toBe("BDT");
    expect(currency("কলকাতার মিষ্টির দোকান, এক বাক্স রসগোল্লা ২০০ টাকা")).toBe("INR");
    // A decimal written with the Arabic decimal separator.
    expect(facts("قهوة بـ ٤٫٥ دولار", "ar")).toEqual(
      expect.arrayContaining([expect.objectContaining({ kind: "price", text: "٤٫٥ دولار", amount: "4.5" })]),
    );
  });

  it("reads a range of days written before its month as one date, and a German day's full stop as no sentence end", () => {
    const date = (text: string, lang: string) =>
      extractFacts(text, lang).facts.filter((f) => f.kind === "date" || f.kind === "number");
    expect(
      date("Festival de Jazz de San Sebastián, del 20 al 25 de julio, entradas desde 30 euros", "es"),
    ).toEqual([
      expect.objectContaining({
        kind: "date",
        text: "del 20 al 25 de julio",
        dayOfMonth: 20,
        untilDay: 25,
        month: 7,
      }),
    ]);
    expect(date("Das Stadtfest in Köln, vom 20. bis 25. Juli, Eintritt frei", "de")).toEqual([
      expect.objectContaining({ text: "vom 20. bis 25. Juli", dayOfMonth: 20, untilDay: 25 }),
    ]);
    expect(date("Le festival de Nantes, du 20 au 25 juillet", "fr")).toEqual([
      expect.objectContaining({ text: "du 20 au 25 juillet", dayOfMonth: 20, untilDay: 25 }),
    ]);
    expect(date("Jazz week in Oslo, July 20 to 25, tickets $30", "en")).toEqual([
      expect.objectContaining({ text: "July 20 to 25", dayOfMonth: 20, untilDay: 25 }),
    ]);
    // "Start am 1. März." is one sentence, not "Start am 1." and "März.".
    expect(
      extractFacts("Ein Online-Kurs: 8 Wochen, Start am 1. März. Jetzt anmelden", "de").sentences,
    ).toEqual(["Ein Online-Kurs: 8 Wochen, Start am 1. März.", "Jetzt anmelden"]);
  });

  it("reads web addresses of city and trade domains, and a Bengali place with its case ending", () => {
    expect(kinds("東京マラソン2026、3月1日開催。申し込みはmarathon.tokyo", "ja")).toEqual(
      expect.arrayContaining(["url:marathon.tokyo"]),
    );
    expect(kinds("東京マラソン2026、3月1日開催。申し込みはmarathon.tokyo", "ja")).not.toContain(
      "name:marathon",
    );
    expect(kinds("Entradas en jazzaldia.eus, del 20 al 25 de julio", "es")).toContain("url:jazzaldia.eus");
    expect(kinds("Best pizza in town, order at slice.pizza", "en")).toContain("url:slice.pizza");
    // Not an address: a sentence's full stop before the next word.
    expect(kinds("We open at 9.Come early", "en").filter((k) => k.startsWith("url:"))).toEqual([]);
    // "ঢাকার" is "of Dhaka", "ঢাকায়" "in Dhaka".
    expect(kinds("ঢাকার রঙিন শাড়ি ঘর: ঈদে সব শাড়িতে ২০% ছাড়", "bn")).toContain("place:ঢাকা");
    expect(kinds("ঢাকায় একটি বেকারি, প্রতি শুক্রবার তাজা রুটি", "bn")).toContain("place:ঢাকা");
  });

  it("reads a time of day said the way of each language", () => {
    const time = (text: string, lang: string) =>
      extractFacts(text, lang)
        .facts.filter((f) => f.kind === "time")
        .map((f) => `${f.text}=${f.hour}:${f.minute}`);
    expect(time("Yoga im Park: Kurse jeden Samstag um 9 Uhr in Hamburg", "de")).toEqual(["9 Uhr=9:0"]);
    expect(time("Cours de yoga le samedi à 9h à Lyon", "fr")).toEqual(["9h=9:0"]);
    expect(time("京都のカフェ、毎朝7時から営業、夜9時半まで", "ja")).toEqual(["朝7時=7:0", "夜9時半=21:30"]);
    expect(time("北京咖啡馆，每天下午3点开门", "zh")).toEqual(["下午3点=15:0"]);
    expect(time("서울 카페, 매일 오전 8시 오픈", "ko")).toEqual(["오전 8시=8:0"]);
    expect(time("मुंबई में योग, हर शनिवार सुबह ७ बजे", "hi")).toEqual(["सुबह ७ बजे=7:0"]);
    expect(time("ঢাকায় ক্লাস, প্রতি শুক্রবার বিকেল ৫টায়", "bn")).toEqual(["বিকেল ৫টায়=17:0"]);
    expect(time("مطعم في عمّان، مفتوح يوميًا من ١٢ ظهرًا", "ar")).toEqual(["١٢ ظهرًا=12:0"]);
    expect(time("لاہور میں کلاس، شام ۷ بجے", "ur")).toEqual(["شام ۷ بجے=19:0"]);
    expect(time("Clases en Madrid todos los lunes a las 8 de la tarde", "es")).toEqual([
      "las 8 de la tarde=20:0",
    ]);
    expect(time("Kelas yoga di Bali setiap Sabtu pukul 7 pagi", "id")).toEqual(["pukul 7 pagi=7:0"]);
    expect(time("Йога в Москве каждую субботу в 7 вечера", "ru")).toEqual(["7 вечера=19:0"]);
    // Hours of a course are no time of day; "jam" and "9h" are English words and a room.
    expect(time("3時間のコース、料金5000円", "ja")).toEqual([]);
    expect(time("Room 9h, a great jam 9 times a year", "en")).toEqual([]);
  });

  it("reads a known city with no preposition as a place, and 'todas as sextas' as every Friday", () => {
    const nairobi = kinds(
      "Duka la vitabu Nairobi, punguzo la 20% kila Jumamosi. Tembelea vitabu.co.ke",
      "sw",
    );
    expect(nairobi).toContain("place:Nairobi");
    expect(nairobi).not.toContain("name:Nairobi");
    const day = (text: string, lang: string) => extractFacts(text, lang).facts.find((f) => f.kind === "day");
    expect(day("Padaria em Lisboa, pão por 4 euros, todas as sextas", "pt")).toMatchObject({
      weekday: 5,
      recurring: true,
    });
    expect(day("Padaria em Lisboa, pão por 4 euros, todos os domingos", "pt")).toMatchObject({
      recurring: true,
    });
  });

  it("tells a venue from its neighbourhood, and a topic from how the request rates it", () => {
    expect(
      kinds("Two for one cocktails at The Velvet Room every Thursday 5pm-7pm, Shoreditch, London"),
    ).toEqual(expect.arrayContaining(["name:Velvet Room", "place:Shoreditch", "place:London"]));
    expect(extractFacts("Fun science experiments with baking soda and vinegar for kids").subject?.text).toBe(
      "science",
    );
    expect(extractFacts("Maria's Alterations in Dublin: hems from €12, zips from €15").subject?.text).toBe(
      "alterations service",
    );
  });

  it("says what a business is without the name written after it, and a person introduced by name is no city", () => {
    const paws = extractFacts(
      "Pet grooming salon Happy Paws in Leeds: baths, nail trims and haircuts for dogs from £30.",
    );
    expect(paws.subject).toEqual({ text: "Pet grooming salon", head: "salon" });
    expect(extractFacts("Dog walking service Muddy Boots in Hackney, from £12 a walk").subject?.text).toBe(
      "Dog walking service",
    );
    // A fun run is what it is, not how it is rated (a "fun science" video is still about science).
    expect(
      extractFacts("Charity 5K fun run for the children hospital, Sunday May 18 at Victoria Park").subject
        ?.text,
    ).toBe("fun run");
    // "Pet the dog" is still an order.
    expect(extractFacts("Pet the dog gently and say hello.").subject?.text).toBe("dog");
    const cafe = extractFacts(
      "Meet Denver, our new barista at Bean There Cafe in Portland. Try her lavender oat latte for $5.50 this week.",
    );
    expect(cafe.facts.map((f) => `${f.kind}:${f.text}`)).toEqual(
      expect.arrayContaining(["name:Denver", "name:Bean There Cafe", "place:Portland"]),
    );
    expect(cafe.facts.some((f) => f.kind === "place" && f.text === "Denver")).toBe(false);
    // The café is the business, not the barista.
    expect(cafe.facts.find((f) => f.brand)?.text).toBe("Bean There Cafe");
    expect(kinds("Austin, our head chef, cooks every Friday in Denver.")).toEqual(
      expect.arrayContaining(["name:Austin", "place:Denver"]),
    );
    // A city is still a city.
    expect(kinds("Visit us in Austin, Texas, every Saturday.")).toContain("place:Austin, Texas");
  });

  it("reads a free trial for a time as one offer, not a count of days", () => {
    for (const [text, said, value, unit] of [
      ["FitPal, a workout app, free for 14 days", "free for 14 days", "14", "day"],
      ["FitPal, a workout app: 14-day free trial", "14-day free trial", "14", "day"],
      ["Your first 30 days are free", "Your first 30 days are free", "30", "day"],
      ["Try it free for 2 months", "free for 2 months", "2", "month"],
    ] as const) {
      const facts = extractFacts(text).facts;
      expect(
        facts.find((f) => f.kind === "offer"),
        text,
      ).toMatchObject({
        text: said,
        free: "trial",
        value,
        unit,
      });
      expect(
        facts.some((f) => f.kind === "number"),
        text,
      ).toBe(false);
    }
  });

  it("keeps a time zone with its time, never as a name or the subject", () => {
    expect(kinds("Free webinar on pricing, Thursday March 14 at 7pm GMT with designer Leila Haddad")).toEqual(
      expect.arrayContaining(["time:7pm GMT", "name:Leila Haddad"]),
    );
    const qa = extractFacts("Live Q&A at 6pm EST, 11pm UTC");
    expect(qa.facts.filter((f) => f.kind === "time").map((f) => f.text)).toEqual(["6pm EST", "11pm UTC"]);
    expect(qa.facts.some((f) => f.kind === "name" && /^(?:EST|UTC)$/.test(f.text))).toBe(false);
    expect(qa.subject).toBeUndefined();
    expect(kinds("Open 9am-5pm CET every day")).toContain("time:9am-5pm CET");
  });

  it("reads rupees in Urdu or in Pakistan as Pakistan's, in India as India's", () => {
    const currency = (text: string, lang?: string) =>
      extractFacts(text, lang).facts.find((f) => f.kind === "price")?.currency;
    expect(currency("لاہور میں کڑک چائے صرف 80 روپے", "ur")).toBe("PKR");
    expect(currency("Chai for 80 rupees in Lahore")).toBe("PKR");
    expect(currency("दिल्ली में चाय 80 रुपये", "hi")).toBe("INR");
    expect(currency("Chai for 80 rupees in Mumbai")).toBe("INR");
    expect(currency("Chai for ₹80 in Lahore")).toBe("INR");
  });

  it("reads the price of several together as a bundle, not a date's or a time's number", () => {
    const bundle = (text: string) =>
      extractFacts(text)
        .facts.filter((f) => f.kind === "price")
        .map((f) => `${f.text}:${f.bundle ?? "-"}`);
    expect(bundle("Taco Loco: 3 tacos for $10 every Tuesday")).toEqual(["$10:3"]);
    expect(bundle("Candles $18 each or 3 for $45")).toEqual(["$18 each:-", "$45:3"]);
    expect(bundle("Starfall on Steam on October 14 for $24.99")).toEqual(["$24.99:-"]);
    expect(bundle("Open for 24 hours for $5")).toEqual(["$5:-"]);
  });

  it("takes no subject from a call to action that opens the request", () => {
    // The title had been "Flower Box London: order".
    expect(extractFacts("Order before 9am for same-day delivery, Flower Box London").subject).toBeUndefined();
    expect(extractFacts("A flower shop in London, order before 9am").subject?.head).toBe("shop");
  });

  it("reads German 'new' at the start of a request as what it is, not a name", () => {
    const f = extractFacts(
      "Neue Fahrradwerkstatt in Leipzig: Reparatur in 24 Stunden, Termin unter radwerk-leipzig.de",
      "de",
    );
    // "Neue Fahrradwerkstatt wartet auf dich." had greeted "New bike workshop" as a name.
    expect(f.facts.filter((x) => x.kind === "name")).toEqual([]);
    expect(f.facts.map((x) => x.text)).toEqual(expect.arrayContaining(["Leipzig", "radwerk-leipzig.de"]));
  });

  it("tells the request's language", () => {
    expect(
      detectLanguage(
        "Kursus Bahasa Inggris Online Cerdas, kelas kecil maksimal 6 orang, Rp 300.000 per bulan. Daftar di cerdas.id",
      ),
    ).toBe("id");
    expect(detectLanguage("A bakery in Lisbon, call now, no fee")).toBe("en");
    // One "in" each: German's own words and letters decide (it had been read as English, session 24 QA).
    expect(
      detectLanguage("Neues Café am Marktplatz in Freiburg: Frühstück bis 14 Uhr, Kaffee ab 2,50 Euro"),
    ).toBe("de");
    expect(detectLanguage("Brunch at our café in München, every Sunday")).toBe("en");
    expect(detectLanguage("Una panadería en Lisboa con pan para todos")).toBe("es");
    expect(detectLanguage("Uma padaria em Lisboa com pão fresco")).toBe("pt");
    expect(detectLanguage("Une boulangerie à Lisbonne pour tous")).toBe("fr");
    expect(detectLanguage("パン屋さんの新しいサブスク")).toBe("ja");
    expect(detectLanguage("里斯本的面包店")).toBe("zh");
    expect(detectLanguage("ہماری بیکری میں خوش آمدید")).toBe("ur");
    expect(detectLanguage("مخبز في لشبونة")).toBe("ar");
  });
});
