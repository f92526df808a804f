import { describe, expect, it } from "vitest";
import { parseAmount, speakAs } from "./normalise.ts";
import { rewrittenSpans, sourceOffset } from "./offset-map.ts";

const say = (text: string, language: string) => speakAs(text, language).text;

describe("speakAs", () => {
  it("says English prices, percentages, units, times, dates, addresses and emails in words", () => {
    expect(say("Only $59 today.", "en")).toBe("Only 59 dollars today.");
    expect(say("€12, 12 € and 12 euros", "en")).toBe("12 euros, 12 euros and 12 euros");
    expect(say("$1 and £1,299.50", "en")).toBe("1 dollar and 1299 pounds 50");
    expect(say("We raised $5m and $2.5bn", "en")).toBe("We raised 5000000 dollars and 2500000000 dollars");
    expect(say("Save 20% now", "en")).toBe("Save 20 percent now");
    expect(say("3 kg, 5km, 1 km and 120 km/h", "en")).toBe(
      "3 kilograms, 5 kilometers, 1 kilometer and 120 kilometers per hour",
    );
    expect(say("Open at 10:30, 9:05 and 18:00, or 7pm", "en")).toBe(
      "Open at 10 30, 9 oh 5 and 18 o'clock, or 7 p m",
    );
    expect(say("Launch on 2026-12-04.", "en")).toBe("Launch on December 4, 2026.");
    expect(say("Visit reelforge.com.", "en")).toBe("Visit reelforge dot com.");
    expect(say("See https://x.y/z, or www.shop.co.uk/sale?x=1", "en")).toBe(
      "See x dot y slash z, or www dot shop dot co dot uk slash sale",
    );
    expect(say("Mail hello@reelforge.com", "en")).toBe("Mail hello at reelforge dot com");
    expect(say("10x faster 🚀🔥", "en")).toBe("10 times faster ");
  });

  it("says ranges, ranks and hashtags as words, and leaves phone numbers and names with digits alone", () => {
    expect(say("Ships in 3-5 days, 2024-2025, 10-20% off", "en")).toBe(
      "Ships in 3 to 5 days, 2024 to 2025, 10 to 20 percent off",
    );
    expect(say("The #1 choice for #BlackFriday", "en")).toBe("The number 1 choice for Black Friday");
    expect(say("Call 555-0199 or 555-1234 about COVID-19", "en")).toBe(
      "Call 555-0199 or 555-1234 about COVID-19",
    );
    expect(say("Доставка 3-5 дней, #1", "ru")).toBe("Доставка от 3 до 5 дней, номер 1");
    expect(say("3-5天，#1", "zh")).toBe("3到5天，第1");
    expect(say("3-5 Tage", "de")).toBe("3 bis 5 Tage");
    expect(say("3-5 siku", "sw")).toBe("3 hadi 5 siku");
  });

  it("leaves alone what espeak-ng already reads well", () => {
    for (const text of [
      "In 1999 it cost 3.5 dollars.",
      "e.g. this, i.e. that",
      "Version 2.0 is out",
      "Call 555 0199",
    ])
      expect(say(text, "en")).toBe(text);
  });

  // One line per language the picker offers: the price, the percentage and the address in its words.
  const CASES: [string, string, string][] = [
    ["zh", "只要$59,打折20%,网址reelforge.com", "只要59美元,打折百分之20,网址reelforge 点 com"],
    [
      "hi",
      "सिर्फ ₹599 और $59, 20% छूट, reelforge.com",
      "सिर्फ 599 रुपये और 59 डॉलर, 20 प्रतिशत छूट, reelforge डॉट com",
    ],
    ["ar", "فقط $59 وخصم 20% على reelforge.com", "فقط 59 دولارًا وخصم 20 بالمئة على reelforge نقطة com"],
    ["es", "Solo $59, un 20% en reelforge.com", "Solo 59 dólares, un 20 por ciento en reelforge punto com"],
    [
      "ru",
      "Всего $59, скидка 21% на reelforge.com",
      "Всего 59 долларов, скидка 21 процент на reelforge точка com",
    ],
    ["pt", "Só R$59, 20% em reelforge.com", "Só 59 reais, 20 por cento em reelforge ponto com"],
    [
      "fr",
      "Seulement 12,50 €, 20 % sur reelforge.com",
      "Seulement 12 euros 50, 20 pour cent sur reelforge point com",
    ],
    ["ur", "صرف $59، 20% رعایت reelforge.com پر", "صرف 59 ڈالر، 20 فیصد رعایت reelforge ڈاٹ com پر"],
    ["bn", "মাত্র $59, 20% ছাড় reelforge.com", "মাত্র 59 ডলার, 20 শতাংশ ছাড় reelforge ডট com"],
    [
      "de",
      "Nur 59 $ und 20 % Rabatt auf reelforge.com",
      "Nur 59 Dollar und 20 Prozent Rabatt auf reelforge Punkt com",
    ],
    ["ja", "今日は$59で20%オフ、reelforge.comへ", "今日は59ドルで20パーセントオフ、reelforge ドット comへ"],
    ["ko", "단 $59, 20% 할인, reelforge.com", "단 59달러, 20퍼센트 할인, reelforge 닷 com"],
    [
      "id",
      "Hanya Rp 50.000, diskon 20% di reelforge.com",
      "Hanya 50000 rupiah, diskon 20 persen di reelforge titik com",
    ],
    [
      "sw",
      "Bei ni $59, punguzo la 20% kwenye reelforge.com",
      "Bei ni dola 59, punguzo la asilimia 20 kwenye reelforge nukta com",
    ],
  ];
  it.each(CASES)("says prices, percentages and addresses in %s", (language, written, spoken) => {
    expect(say(written, language)).toBe(spoken);
  });

  it("uses each language's grammar: plural forms, word order, clock and date", () => {
    expect(say("$1, $2, $5 y $21", "es")).toBe("1 dólar, 2 dólares, 5 dólares y 21 dólares");
    expect(say("$1, $2, $5, $21", "ru")).toBe("1 доллар, 2 доллара, 5 долларов, 21 доллар");
    expect(say("3 кг и 5 км", "ru")).toBe("3 килограмма и 5 километров");
    expect(say("$3, $11, $100", "ar")).toBe("3 دولارات, 11 دولارًا, 100 دولار");
    expect(say("KSh 500", "sw")).toBe("shilingi ya Kenya 500");
    expect(say("um 10:30 Uhr am 2026-12-04", "de")).toBe("um 10 Uhr 30 am 4. Dezember 2026");
    expect(say("a las 10:30 el 2026-12-04", "es")).toBe("a las 10 y 30 el 4 de diciembre de 2026");
    expect(say("à 10:30, le 2026-12-04", "fr")).toBe("à 10 heures 30, le 4 décembre 2026");
    expect(say("10:30 的 2026-12-04", "zh")).toBe("10点30分 的 2026年12月4日");
    expect(say("10:30 2026-12-04", "ko")).toBe("열 시 30분 2026년 12월 4일");
    expect(say("10:30 बजे", "hi")).toBe("10 बजकर 30 मिनट");
    expect(say("saa 10:30", "sw")).toBe("saa 10 na dakika 30");
    expect(say("2026-12-04", "ru")).toBe("4 декабря 2026 года");
    expect(say("pukul 10:30", "id")).toBe("pukul 10 lewat 30 menit");
    expect(say("Buka pukul 10.30 WIB", "id")).toBe("Buka pukul 10 lewat 30 menit W I B");
    expect(say("Ab 10.30 Uhr, 3.50 Euro", "de")).toBe("Ab 10 Uhr 30, 3.50 Euro");
    expect(say("خصم 20٪", "ar")).toBe("خصم 20 بالمئة");
    expect(say("¥500", "zh")).toBe("500元");
    expect(say("¥500", "ja")).toBe("500エン");
    expect(say("2.5 kg", "de")).toBe("2,5 Kilo");
  });

  it("reads amounts written with either decimal mark", () => {
    expect(parseAmount("1,299.99")).toMatchObject({ whole: "1299", fraction: "99" });
    expect(parseAmount("1.299,99")).toMatchObject({ whole: "1299", fraction: "99" });
    expect(parseAmount("50.000")).toMatchObject({ whole: "50000", fraction: "" });
    expect(parseAmount("12,50")).toMatchObject({ whole: "12", fraction: "50", value: 12.5 });
    expect(parseAmount("3.5")).toMatchObject({ whole: "3", fraction: "5" });
  });

  it("maps every spoken position back to the written text", () => {
    const written = "Only $59 at reelforge.com today";
    const r = speakAs(written, "en");
    expect(r.text).toBe("Only 59 dollars at reelforge dot com today");
    const back = (word: string) => written.slice(sourceOffset(r, r.text.indexOf(word))).split(" ")[0];
    expect(back("Only")).toBe("Only");
    expect(back("59")).toBe("$59");
    expect(back("dollars")).toBe("$59");
    expect(back("at")).toBe("at");
    expect(back("dot")).toBe("reelforge.com");
    expect(back("today")).toBe("today");
    expect(rewrittenSpans(r).map((s) => written.slice(s.from, s.to))).toEqual(["$59", "reelforge.com"]);
  });

  it("only drops emoji in languages it has no words for", () => {
    expect(say("Kosta $59 🎉", "fi")).toBe("Kosta $59 ");
  });
});
