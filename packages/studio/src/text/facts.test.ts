import { describe, expect, it } from "vitest";
import { extractFacts } from "./facts.ts";
import { detectLanguage } from "./facts-language.ts";

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

  it("tells the request's language", () => {
    expect(detectLanguage("A bakery in Lisbon, call now, no fee")).toBe("en");
    expect(detectLanguage("Una panadería en Lisboa con pan para todos")).toBe("es");
    expect(detectLanguage("Uma padaria em Lisboa com pão fresco")).toBe("pt");
    expect(detectLanguage("Une boulangerie à Lisbonne pour tous")).toBe("fr");
    expect(detectLanguage("パン屋さんの新しいサブスク")).toBe("ja");
    expect(detectLanguage("里斯本的面包店")).toBe("zh");
    expect(detectLanguage("ہماری بیکری میں خوش آمدید")).toBe("ur");
    expect(detectLanguage("مخبز في لشبونة")).toBe("ar");
  });
});
