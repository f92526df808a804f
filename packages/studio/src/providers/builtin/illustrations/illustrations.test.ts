import { execFile } from "node:child_process";
import { mkdtemp, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { promisify } from "node:util";
import { Resvg } from "@resvg/resvg-js";
import { describe, expect, it } from "vitest";
import { EVERYDAY_SUBJECTS } from "./everyday-subjects.ts";
import { iconSvg } from "./icon-set.ts";
import { findSubjects, iconNameFor, illustrationForEmoji } from "./index.ts";

const run = promisify(execFile);

/** Icon names of the subjects found, in order. */
const names = (text: string, lang: string) =>
  findSubjects(text, lang).flatMap((m) => m.emoji.map((e) => iconNameFor(e)));

describe("illustration keyword search", () => {
  it("finds a cup of coffee in several languages and scripts", () => {
    for (const [lang, text] of [
      ["en", "Start with a coffee"],
      ["fr", "Un café au comptoir"],
      ["en", "Meet me at the café"],
      ["de", "Frischer Kaffee am Morgen"],
      ["ja", "毎朝のコーヒー"],
      ["zh", "一杯咖啡"],
      ["ko", "커피를 마셔요"],
      ["es", "Un café con leche"],
      ["ru", "Чашка кофе"],
      ["ar", "فنجان قهوة"],
      ["hi", "एक कप कॉफ़ी"],
    ] as const) {
      expect(names(text, lang), `${lang}: ${text}`).toContain("hot-beverage");
    }
  });

  it("finds the bakery example's subjects: bread and a shop, the city, the price and the day", () => {
    const found = names(
      "A family-owned bakery in Lisbon launching a weekly sourdough subscription for 12 euros, delivered every Friday",
      "en",
    );
    for (const want of [
      "baguette-bread",
      "reelforge-storefront",
      "cityscape",
      "euro-banknote",
      "calendar",
      "bread",
    ]) {
      expect(found).toContain(want);
    }
    expect(names("Fresh croissants and loaves", "en")).toEqual(["croissant", "bread"]);
    expect(names("Only 12 € a week", "en")).toContain("euro-banknote");
  });

  it("answers the same text the same way again, whatever an earlier caller did with its answer", () => {
    const text = "Fresh croissants and coffee every Friday in Lisbon";
    const first = findSubjects(text);
    const expected = structuredClone(first);
    first.pop();
    first[0]!.emoji.push("🚀");
    first[0]!.score = 0;
    expect(findSubjects(text)).toEqual(expected);
    expect(findSubjects(text, "en", { list: true })).not.toBe(findSubjects(text, "en", { list: true }));
  });

  it("handles plurals, inflections, compounds and particles", () => {
    expect(names("two batteries", "en")).toEqual(["battery"]);
    expect(names("we are delivering boxes", "en")).toContain("delivery-truck");
    expect(names("Sauerteigbrot vom Bäcker", "de")).toContain("bread");
    expect(names("Panaderías de barrio", "es")).toContain("baguette-bread");
    expect(names("freitags", "de")).toContain("calendar");
    expect(names("vendredi", "fr")).toContain("calendar");
    expect(names("毎週金曜日", "ja")).toContain("calendar");
  });

  it("draws a dog for its breed, a cat for a kitten, and snow", () => {
    expect(names("A golden retriever running on a beach at sunset", "en")).toEqual([
      "dog",
      "beach-with-umbrella",
      "sunset",
    ]);
    expect(names("a husky in the snow", "en")).toEqual(["dog", "snowflake"]);
    expect(names("a kitten", "en")).toEqual(["cat-face"]);
  });

  it("ignores function words and words too vague to draw", () => {
    expect(names("you can do it, where and when you want, and get more of it", "en")).toEqual([]);
    // CLDR's "patience" is pinched fingers and "shared" an outbox tray: not what a script means.
    expect(names("Made with patience, shared with pride.", "en")).toEqual([]);
    expect(names("des amis de la ville", "fr")).toEqual(["cityscape"]);
    expect(names("aus der Stadt", "de")).toEqual(["cityscape"]);
  });
});

describe("illustration keyword search: function words and symbols (issue 10 QA)", () => {
  it("ignores function words of the picker's languages", () => {
    for (const [lang, text] of [
      ["ur", "آپ کے لیے"],
      ["hi", "आपके लिए"],
      ["bn", "আপনার জন্য আছে"],
      ["ar", "من أجل هذا في كل يوم"],
      ["de", "Es gibt Neues"],
      ["id", "Produk baru untuk anda"],
      ["es", "Ven y descubre las novedades"],
      ["es", "nuevo y nueva"],
      ["pt", "Atenção: novidades"],
      ["zh", "这里开始，一条"],
      ["ja", "ここから始めよう"],
      ["ko", "여기 있어요"],
      // Words for good, best and big, as in English (Spanish "buenos" was a superhero).
      ["es", "Ingredientes buenos, los mejores"],
      ["pt", "Bons ingredientes, o melhor"],
      ["fr", "De bons ingrédients, les meilleurs"],
      ["de", "Gute Zutaten, die besten"],
    ] as const) {
      expect(names(text, lang), `${lang}: ${text}`).toEqual([]);
    }
  });

  it("never draws warning, hazard, sign or letter-button symbols", () => {
    for (const [lang, text] of [
      ["en", "biohazard radioactive warning"],
      ["ja", "P"],
      ["en", "parking p button"],
      ["en", "new button up button on arrow"],
    ] as const) {
      const found = names(text, lang);
      for (const bad of [
        "biohazard",
        "radioactive",
        "warning",
        "p-button",
        "up-button",
        "new-button",
        "on-arrow",
      ])
        expect(found, `${lang}: ${text}`).not.toContain(bad);
    }
    // Currency signs and the calendar stay.
    expect(names("Friday for 5 dollars", "en")).toEqual(["calendar", "dollar-banknote"]);
  });

  it("draws no graduation cap for a yoga class and no racing flags for 'start creating'", () => {
    expect(names("a yoga class on a beach", "en")).not.toContain("graduation-cap");
    expect(names("start creating today", "en")).not.toContain("chequered-flag");
    expect(names("a class at our school for students", "en")).toContain("graduation-cap");
  });
});

describe("illustration keyword search: currencies and bakeries in the picker's languages", () => {
  it("draws the currency a price is written in, as a word", () => {
    for (const [lang, text, want] of [
      ["en", "only 12 euros", "euro-banknote"],
      ["en", "for 5 dollars", "dollar-banknote"],
      ["en", "ten pounds", "pound-banknote"],
      ["es", "por 12 euros", "euro-banknote"],
      ["es", "10 dólares", "dollar-banknote"],
      ["pt", "por 12 euros", "euro-banknote"],
      ["fr", "pour 12 euros", "euro-banknote"],
      ["de", "für 12 Euro", "euro-banknote"],
      ["ru", "за 12 евро", "euro-banknote"],
      ["ru", "за 10 долларов", "dollar-banknote"],
      ["hi", "12 यूरो में", "euro-banknote"],
      ["hi", "500 रुपये में", "money-bag"],
      ["ur", "12 یورو میں", "euro-banknote"],
      ["bn", "১২ ইউরোতে", "euro-banknote"],
      ["ar", "مقابل 12 يورو", "euro-banknote"],
      ["zh", "每周12欧元", "euro-banknote"],
      ["ja", "毎週12ユーロ", "euro-banknote"],
      ["ja", "千円", "yen-banknote"],
      ["ko", "12유로에", "euro-banknote"],
      ["id", "hanya 12 euro", "euro-banknote"],
      ["sw", "kwa yuro 12", "euro-banknote"],
    ] as const) {
      expect(names(text, lang), `${lang}: ${text}`).toContain(want);
    }
  });

  it("finds bread and a shop for a bakery in Korean, Bengali and Russian", () => {
    for (const [lang, text] of [
      ["ko", "동네 빵집"],
      ["ko", "빵집에서"],
      ["bn", "একটি পারিবারিক বেকারি"],
      ["ru", "Пекарня в Лиссабоне"],
      ["ru", "в нашей пекарне"],
      ["ru", "из пекарни"],
    ] as const) {
      const found = names(text, lang);
      expect(found, `${lang}: ${text}`).toContain("baguette-bread");
      expect(found, `${lang}: ${text}`).toContain("reelforge-storefront");
    }
  });
});

describe("illustration keyword search: days, shops and places (issue 10 QA)", () => {
  it("draws a calendar for Friday in the forms each language says it", () => {
    for (const [lang, text] of [
      ["ru", "доставка каждую пятницу"],
      ["ru", "по пятницам"],
      ["ru", "до пятницы"],
      ["ru", "в среду и в субботу"],
      ["ar", "توصيل كل يوم جمعة"],
      ["ar", "يوم الجمعة"],
      ["ar", "وبالجمعة"],
      ["zh", "每周五送货上门"],
      ["zh", "每个星期五"],
      ["zh", "每礼拜五"],
      ["ja", "毎週金曜に配達"],
      ["ja", "金曜日に"],
      ["ko", "금요일마다"],
      ["pt", "toda sexta-feira"],
      ["pt", "entregue às sextas-feiras"],
      ["ko", "금요일엔 배달"],
      ["de", "freitags geliefert"],
      ["fr", "livré tous les vendredis"],
      ["bn", "শুক্রবারে ডেলিভারি"],
      ["hi", "हर शुक्रवार को"],
      ["ur", "ہر جمعہ کو"],
      ["id", "setiap hari Jumat"],
      ["sw", "kila Ijumaa"],
      ["es", "cada viernes"],
    ] as const) {
      expect(names(text, lang), `${lang}: ${text}`).toContain("calendar");
    }
    // Every weekday, in every form Intl writes it, in each of the picker's languages.
    for (const lang of [
      "en",
      "zh",
      "hi",
      "ar",
      "es",
      "ru",
      "pt",
      "fr",
      "ur",
      "bn",
      "de",
      "ja",
      "ko",
      "id",
      "sw",
    ]) {
      const wd = new Intl.DateTimeFormat(lang, { weekday: "long", timeZone: "UTC" });
      for (let d = 0; d < 7; d++) {
        const day = wd.format(Date.UTC(2024, 0, 1 + d));
        expect(names(day, lang), `${lang}: ${day}`).toContain("calendar");
      }
    }
    // A word that only begins like a weekday is not one.
    expect(names("среди друзей", "ru")).not.toContain("calendar");
  });

  it("draws bread and a shop for a bakery written without spaces", () => {
    for (const [lang, text] of [
      ["zh", "面包店，品质看得见。"],
      ["zh", "一切从这里开始：面包店。"],
      ["ja", "パン屋、品質には自信があります。"],
      ["ja", "すべてはここから：パン屋。"],
    ] as const) {
      const found = names(text, lang);
      expect(found, `${lang}: ${text}`).toContain("baguette-bread");
      expect(found, `${lang}: ${text}`).toContain("reelforge-storefront");
    }
  });

  it("draws a city for a place name, never a piece of its name read as a word", () => {
    for (const [lang, text] of [
      ["ja", "リスボンの皆さん"],
      ["zh", "里斯本的朋友们"],
      ["ko", "리스본에 사세요?"],
      ["ru", "Вы живёте в Лиссабоне?"],
      ["ar", "أخبار جديدة من لشبونة"],
      ["hi", "लिस्बन के लोगों के लिए"],
      ["pt", "Mora em Lisboa?"],
      ["de", "Neu in Lissabon"],
    ] as const) {
      const found = names(text, lang);
      expect(found[0], `${lang}: ${text}`).toBe("cityscape");
      expect(found, `${lang}: ${text}`).not.toContain("chipmunk");
    }
    expect(names("リスボンの皆さん", "ja")).toEqual(["cityscape"]);
    // Katakana words made of words we know still count; a name that only contains one does not.
    expect(names("チーズケーキ", "ja")).toEqual(["cheese-wedge", "birthday-cake"]);
    expect(names("ホットコーヒー", "ja")).toEqual(["hot-beverage"]);
    expect(names("ナミスボン", "ja")).toEqual([]);
  });

  it("draws a map for a country, never the thing its name also means", () => {
    for (const [lang, text, not] of [
      ["en", "Fly to Turkey this summer", "turkey"],
      ["en", "Now shipping to Chile", "hot-pepper"],
      ["es", "Envíos a Chile y Turquía", "hot-pepper"],
      ["zh", "中国和日本", "dragon"],
      ["ja", "トルコへ旅行", "chipmunk"],
    ] as const) {
      const found = names(text, lang);
      expect(found, `${lang}: ${text}`).toContain("world-map");
      expect(found, `${lang}: ${text}`).not.toContain(not);
    }
    // Written in lower case, the word is the thing.
    expect(names("roast turkey for dinner", "en")).toContain("turkey");
    // Yen is still yen in Japanese (日本円 is longer than 日本).
    expect(names("千日本円", "ja")).toContain("yen-banknote");
  });
});

describe("illustrationForEmoji", () => {
  it("draws a word used as a verb or adjective for what it means there, not for the noun it spells", () => {
    // "Book" the verb is a booking (a calendar), "book" the noun a book; "fly to" is a plane, "a fly" the insect.
    expect(names("Book your table at bakery.com.", "en")).toEqual(["calendar", "fork-and-knife-with-plate"]);
    expect(names("book at bakery.com", "en")).not.toContain("open-book");
    expect(names("A good book for the beach.", "en")).toContain("open-book");
    // After a comma the tagger reads "book" as a noun; the "at" after it makes it the verb.
    expect(names("A tune-up every Saturday, book at fixmybike.nl.", "en")).not.toContain("open-book");
    expect(names("Read a good book at the library.", "en")).toContain("open-book");
    expect(names("Fly to Turkey this summer.", "en")).toContain("airplane");
    expect(names("Fly to Turkey this summer.", "en")).not.toContain("fly");
    expect(names("Watch the fly on the wall.", "en")).toContain("fly");
    // Adjectives and verbs with no picture of their own draw nothing ("personal" is no laptop, "hidden"
    // no face, "Iron" of a gym's name no waffle iron).
    expect(names("Small details make it feel personal.", "en")).toEqual([]);
    expect(names("199 dollars, and nothing hidden.", "en")).toEqual(["dollar-banknote"]);
    expect(names("Iron House Gym in Manchester.", "en")).toEqual(["person-lifting-weights", "cityscape"]);
    expect(names("One visit to Iron House Gym, and you will be back.", "en")).not.toContain("waffle");
    expect(names("Bright Smile Dental in Austin.", "en")).toEqual(["tooth", "cityscape"]);
    expect(names("Fast Flow Plumbing in Denver.", "en")).toEqual(["wrench", "cityscape"]);
    expect(names("Your new favourite plumbing service.", "en")).toEqual(["wrench"]); // no service dog
    // Our own verbs stay pictured: delivered is a truck, save a piggy bank.
    expect(names("Fresh bread delivered every Friday.", "en")).toContain("delivery-truck");
    expect(names("Order a coffee and save 20%.", "en")).toContain("pig-face");
    // ... but a date saved is a calendar, no pig.
    expect(names("Save the date: April 30.", "en")).not.toContain("pig-face");
    expect(names("Save the date: April 30.", "en")).toContain("spiral-calendar");
    expect(names("Save the day: Saturday.", "en")).not.toContain("pig-face");
    // A German compound is drawn by its first part, then its last: a bike shop is a bicycle and a shop,
    // a dog school a dog and a school (was the shop or the school alone).
    expect(names("Ein Fahrradladen in Leipzig.", "de")).toEqual(["bicycle", "reelforge-storefront"]);
    expect(names("Unsere Hundeschule in Köln.", "de")).toEqual(["dog", "school"]);
    expect(names("Das Schuhgeschäft am Markt.", "de")[0]).toBe("flat-shoe");
    // A pizzeria shows a pizza (and its shop), a margherita a pizza, a 50th year a celebration.
    expect(names("A family-run pizzeria in Naples is celebrating 50 years.", "en")).toEqual(
      expect.arrayContaining(["pizza", "reelforge-storefront", "party-popper"]),
    );
    expect(names("A margherita costs just 5 euros.", "en")).toContain("pizza");
    expect(names("Una pizzería en Nápoles.", "es")).toContain("pizza");
    // Spanish, Portuguese and French "X de Y" is drawn by Y, then X, as a German compound is: a yoga
    // school is someone doing yoga first (was the school alone), a bike shop a bicycle first.
    expect(names("Una escuela de yoga en Sevilla.", "es").slice(0, 2)).toEqual([
      "person-in-lotus-position",
      "school",
    ]);
    expect(names("Nossa loja de bicicletas em Lisboa.", "pt")[0]).toBe("bicycle");
    expect(names("Una tienda de flores.", "es")[0]).toBe("bouquet");
    // Spanish "reales" (real results) is no peacock ("pavo real"), and no crown either.
    expect(names("Lecciones claras, resultados reales.", "es")).toEqual([]);
    // German writes every noun with a capital: "buchen" (to book) is no book, "Buch" is.
    expect(names("Jetzt buchen und frisches Brot genießen.", "de")).not.toContain("closed-book");
    expect(names("Ein Buch und frisches Brot.", "de")).toContain("closed-book");
    // Spanish and Portuguese: the verb after "se" ("se nota", it shows) is no musical note.
    expect(names("Calidad que se nota desde el primer día.", "es")).not.toContain("musical-note");
    expect(names("Una nota de música.", "es")).toContain("musical-note");
    expect(names("Qualidade que se nota.", "pt")).not.toContain("musical-note");
    // Arabic phrasebook lines: "with care" is no sauna, "the first (day)" no moon, "from the heart" a heart.
    expect(names("بعناية، وقريبًا منكم.", "ar")).toEqual([]);
    expect(names("جودة تلاحظونها من اليوم الأول.", "ar")).not.toContain("first-quarter-moon");
    expect(names("ببساطة وصدق ومن القلب.", "ar")).toEqual(["red-heart"]);
    // "عربية" is Arabic (the adjective) in a perfume shop's sentence, not the Egyptian word for a car.
    expect(names("عطور عربية فاخرة بالعود والمسك.", "ar")).not.toContain("sport-utility-vehicle");
  });

  it("draws a shop with an empty window: it stands for any shop, not only a bakery", () => {
    const svg = iconSvg("reelforge-storefront", 64)!;
    const img = new Resvg(svg).render();
    // The shop window is x 6.5..16.5, y 17..24.5 of the 32-unit icon: no loaf colours in it.
    let bread = 0;
    for (let y = 35; y < 49; y++)
      for (let x = 14; x < 33; x++) {
        const i = (y * img.width + x) * 4;
        const [r, g, b] = [img.pixels[i]!, img.pixels[i + 1]!, img.pixels[i + 2]!];
        if (r > 200 && g > 130 && g < 190 && b < 120) bread++;
      }
    expect(bread).toBe(0);
  });

  it("draws a transparent colour PNG of an emoji, with its licence", async () => {
    const pic = illustrationForEmoji("☕", 128);
    expect(pic?.id).toBe("fluent-emoji-flat:hot-beverage");
    expect(pic?.credit.attribution?.licence).toBe("MIT");
    const dir = await mkdtemp(join(tmpdir(), "emoji-"));
    const file = join(dir, "cup.png");
    await writeFile(file, pic!.png);
    const { stdout } = await run("ffprobe", [
      "-v",
      "error",
      "-show_entries",
      "stream=width,height,pix_fmt",
      "-of",
      "csv=p=0",
      file,
    ]);
    expect(stdout.trim()).toBe("128,128,rgba");
    // Corners transparent, centre drawn: the alpha of a 4x4 reduction.
    const { stdout: alpha } = await run(
      "ffmpeg",
      ["-v", "error", "-i", file, "-vf", "scale=4:4:flags=area", "-f", "rawvideo", "-pix_fmt", "rgba", "-"],
      { encoding: "buffer" },
    );
    expect(alpha[3]).toBeLessThan(40); // top-left pixel
    expect(alpha[5 * 4 + 3]).toBeGreaterThan(200); // second row, second pixel
    expect(illustrationForEmoji("🧑‍🍳")?.id).toBe("fluent-emoji-flat:cook");
    expect(illustrationForEmoji("🏙️")?.id).toBe("fluent-emoji-flat:cityscape");
    expect(illustrationForEmoji("a")).toBeNull();
  });
});

// How many of 52 everyday marketing subjects get a fitting picture first. Before the general-subject
// fallback (matcha as green tea, gelato as ice cream, a balloon ride as a balloon and not a car): 36/52.
const fitting = EVERYDAY_SUBJECTS.filter(([subject, fits]) => {
  const first = names(subject, "en")[0];
  return !!first && fits.test(first);
});
describe(`illustrations of everyday subjects: ${fitting.length}/${EVERYDAY_SUBJECTS.length} fit (36/52 before the fallback to a general subject)`, () => {
  it("draws a fitting picture for at least 48 of 52 everyday marketing subjects", () => {
    expect(EVERYDAY_SUBJECTS.length).toBeGreaterThanOrEqual(40);
    const misses = EVERYDAY_SUBJECTS.filter(([s]) => !fitting.some(([f]) => f === s)).map(([s]) => s);
    expect(misses).toHaveLength(EVERYDAY_SUBJECTS.length - fitting.length);
    expect(fitting.length, `no fitting picture: ${misses.join(", ")}`).toBeGreaterThanOrEqual(48);
  });

  it("falls back to the nearest general subject in other languages too, below a word's own picture", () => {
    expect(names("Un matcha bien frío", "es")).toContain("teacup-without-handle");
    expect(names("Gelato artigianale", "it")[0]).toMatch(/ice-cream/);
    expect(names("抹茶ラテ", "ja").join(" ")).toMatch(/tea|beverage/);
    // A word with a picture of its own keeps it.
    expect(names("hamburger", "en")).toEqual(["hamburger"]);
    expect(names("latte", "en")).toEqual(["hot-beverage"]);
    const matcha = findSubjects("matcha", "en")[0]!;
    expect(matcha.score).toBeLessThan(findSubjects("tea", "en")[0]!.score);
  });
});

describe("illustration keyword search: words of the rendered review (issue 10)", () => {
  it("draws no pointing finger for 'você', no medal for 'places', no window for 'air'", () => {
    expect(names("Você vai adorar. Feito com carinho, perto de você.", "pt")).not.toContain(
      "index-pointing-at-the-viewer",
    );
    expect(names("Places are limited, so book early.", "en")).not.toContain("1st-place-medal");
    expect(names("hot air balloon ride Cappadocia city balloon sunrise air ride", "en")).not.toContain(
      "window",
    );
    expect(names("Come for the view", "en")).toContain("national-park");
    // A tea house is tea, not a house.
    expect(names("Say hello to Kumo Tea House.", "en")).toEqual([
      "teacup-without-handle",
      "reelforge-storefront",
    ]);
  });
});

describe("flowers, plants and gardens in the 15 languages (session 22 QA)", () => {
  it("draws a flower, a plant and a garden, never the flower playing cards", () => {
    const drawn = (text: string, lang: string) =>
      findSubjects(text, lang)
        .flatMap((m) => m.emoji.map((e) => iconNameFor(e)))
        .join(" ");
    for (const [text, lang] of [
      ["spring flowers and house plants for your garden", "en"],
      ["flores y plantas para tu jardín", "es"],
      ["flores e plantas para o seu jardim", "pt"],
      ["des fleurs et des plantes pour votre jardin", "fr"],
      ["Blumen und Pflanzen für deinen Garten", "de"],
      ["цветы и растения для вашего сада", "ru"],
      ["鲜花和植物，装点你的花园", "zh"],
      ["花束と観葉植物で庭園を彩る", "ja"],
      ["꽃 그리고 식물", "ko"],
      ["फूल और पौधे", "hi"],
      ["زهور و نباتات", "ar"],
      ["پھول اور پودے", "ur"],
      ["ফুল আর গাছ", "bn"],
      ["bunga dan tanaman", "id"],
      ["maua na mimea", "sw"],
    ] as const) {
      const names = drawn(text, lang);
      expect(names, `${lang}: ${text}`).toMatch(/tulip|bouquet/);
      expect(names, `${lang}: ${text}`).toContain("potted-plant");
      expect(names, `${lang}: ${text}`).not.toContain("flower-playing-cards");
    }
    // A café is a cup and a shop in every language; an Arabic offer a price tag, not a film projector.
    for (const [text, lang] of [
      ["مقهى الياسمين في عمّان", "ar"],
      ["кафе у моря", "ru"],
      ["una cafetería en Sevilla", "es"],
      ["kafe di Bandung", "id"],
      ["mkahawa wa Mombasa", "sw"],
      ["दिल्ली का कैफ़े", "hi"],
      ["লালবাগের ক্যাফে", "bn"],
      ["لاہور کا کیفے", "ur"],
    ] as const) {
      expect(drawn(text, lang), `${lang}: ${text}`).toContain("hot-beverage");
      expect(drawn(text, lang), `${lang}: ${text}`).not.toContain("bubble-tea");
    }
    expect(drawn("العرض: خصم 20%", "ar")).toContain("label");
    expect(drawn("العرض: خصم 20%", "ar")).not.toContain("film-projector");
    // A phone is a mobile phone; a room a bed (never a person in a steam room).
    expect(drawn("Put your phone in another room before bed.", "en")).toMatch(/^mobile-phone bed/);
    expect(drawn("Book a room at our hotel", "en")).not.toContain("steamy");
    // A tips video's wellbeing words: water, sleep, stress.
    expect(drawn("Drink a glass of water, then sleep better and feel less stressed.", "en")).toMatch(
      /droplet.*sleeping-face.*tired-face/,
    );
    // 花费 is "cost", 家庭 "family": no flower, no garden.
    expect(drawn("家庭的花费", "zh")).toBe("");
  });
});

describe("app stores and trims (session 23 QA)", () => {
  it("draws a phone for the stores of apps, and a cut or a manicure for a trim, never a shop or a saw", () => {
    const app = names("Download FitPal from the App Store: a workout app with 5-minute routines.", "en");
    expect(app).toContain("mobile-phone");
    expect(app).not.toContain("convenience-store");
    expect(names("Get it on Google Play today.", "en")).toContain("mobile-phone");
    const salon = names("baths, nail trims and haircuts for dogs from £30", "en");
    expect(salon).toContain("nail-polish");
    expect(salon).not.toContain("carpentry-saw");
    expect(names("a quick trim and a beard shave", "en")).toContain("scissors");
  });
});

describe("festivals, concerts, jazz and lakes in the 15 languages (session 23 QA)", () => {
  it("draws a jazz festival by a lake as a saxophone, a festival tent and a lake", () => {
    for (const [text, lang] of [
      ["a jazz festival by the lake", "en"],
      ["festival de jazz en el lago", "es"],
      ["festival de jazz no lago", "pt"],
      ["festival de jazz au bord du lac", "fr"],
      ["Jazz und ein Festival am See", "de"],
      ["джазовый фестиваль на озере", "ru"],
      ["湖のジャズフェスティバル", "ja"],
      ["湖畔爵士音乐节", "zh"],
      ["호수 재즈 축제", "ko"],
      ["झील पर जैज़ उत्सव", "hi"],
      ["مهرجان الجاز على البحيرة", "ar"],
      ["جھیل پر جاز میلہ", "ur"],
      ["লেকে জ্যাজ উৎসব", "bn"],
      ["festival jazz di danau", "id"],
      ["tamasha la jazz ziwani", "sw"],
    ] as const) {
      const drawn = names(text, lang);
      expect(drawn, `${lang}: ${text}`).toEqual(
        expect.arrayContaining(["saxophone", "circus-tent", "national-park"]),
      );
    }
    // A band plays music (the annotations had a flute); German "Jazz" is no pair of jazz hands.
    expect(names("live music from a local band", "en")).toContain("guitar");
    expect(names("Jazz am Abend", "de")).not.toContain("open-hands");
    expect(names("a concert in the park", "en")).toContain("microphone");
  });
});

describe("dog grooming in Spanish, Portuguese and French (session 23 QA)", () => {
  it("draws the dog, the bath and the manicure; 'personal' is no computer, a service no service dog", () => {
    const es = names("Peluquería canina en Valencia: baño, corte de uñas y corte de pelo", "es");
    expect(es).toEqual(expect.arrayContaining(["poodle", "person-taking-bath", "nail-polish"]));
    // "baño" had been a swimsuit, "corte" a cut of meat.
    expect(es).not.toContain("one-piece-swimsuit");
    expect(es).not.toContain("cut-of-meat");
    expect(names("Banho e tosa para cães em Lisboa", "pt")).toContain("dog-face");
    expect(names("Toilettage canin à Lyon", "fr")).toContain("poodle");
    // A cut of meat is still one.
    expect(names("Un corte de carne a la parrilla", "es")).toContain("cut-of-meat");
    for (const [text, lang] of [
      ["Atención personal, siempre.", "es"],
      ["Atendimento pessoal, sempre.", "pt"],
      ["Un service personnel.", "fr"],
      ["Layanan pribadi.", "id"],
      ["Local, personal, dependable.", "en"],
    ] as const) {
      const drawn = names(text, lang);
      expect(drawn, `${lang}: ${text}`).not.toContain("laptop");
      expect(drawn, `${lang}: ${text}`).not.toContain("teacher");
      expect(drawn, `${lang}: ${text}`).not.toContain("service-dog");
    }
  });
});

describe("names in guillemets and Arabic dogs (session 23 QA)", () => {
  it("draws no picture for the words of a name in guillemets, and the dogs of an Arabic salon", () => {
    // «مخالب سعيدة» (Happy Claws) had drawn a lobster; «Кофе и книги» a cup and books.
    expect(names("تذكروا هذا الاسم: «مخالب سعيدة».", "ar")).toEqual([]);
    expect(names("Кофейня «Кофе и книги» в Москве", "ru")).not.toContain("books");
    const ar = names("صالون تجميل الكلاب في عمّان: استحمام وقص أظافر للكلاب", "ar");
    expect(ar).toContain("dog-face");
    // "للكلاب" (for the dogs) had been a hook.
    expect(ar).not.toContain("hook");
    expect(names("اهتمام شخصي في كل مرة.", "ar")).not.toContain("laptop");
  });
});

describe("openings (session 23 QA)", () => {
  it("draws a grand opening as a celebration and opening hours as a clock, never a window", () => {
    const opening = names("It is the kind of grand opening you tell your friends about.", "en");
    expect(opening).toContain("party-popper");
    expect(opening).not.toContain("window");
    expect(names("Our opening hours are 9 to 5.", "en")).toContain("one-oclock");
  });
});

describe("people at their sport (session 23 QA)", () => {
  it("draws the cyclist, the runner, the surfer and the boxer, never a car for 'riding' or a box", () => {
    const ride = names("A cyclist riding along the beach at dawn", "en");
    expect(ride).toContain("person-biking");
    expect(ride).not.toContain("automobile");
    expect(names("runners and swimmers", "en")).toEqual(
      expect.arrayContaining(["person-running", "person-swimming"]),
    );
    expect(names("a surfer riding a wave", "en")).toContain("person-surfing");
    const boxing = names("a boxer at the boxing gym", "en");
    expect(boxing).toContain("boxing-glove");
    expect(boxing).not.toContain("package");
  });
});

describe("Urdu words that other languages read otherwise (session 23 QA)", () => {
  it("draws an Urdu evening as a sunset, never Syria's map, and no amulet for 'نظر' (sight)", () => {
    const evening = names("کڑک چائے صرف 80 روپے، ہر شام 5 بجے سے۔", "ur");
    expect(evening).toContain("sunset");
    expect(evening).not.toContain("world-map");
    const seen = names("پہلے دن سے نظر آنے والا معیار۔", "ur");
    expect(seen).not.toContain("nazar-amulet");
    expect(seen).not.toContain("first-quarter-moon");
  });
});

describe("German workshops, markets, hairdressers and courses (session 23 QA)", () => {
  it("draws a bike workshop, a weekly market, a hairdresser and a yoga course, never the stock market", () => {
    expect(names("Fahrradwerkstatt in Berlin: Inspektion ab 35 Euro, Reparatur am selben Tag", "de")).toEqual(
      expect.arrayContaining(["bicycle", "wrench"]),
    );
    const market = names("Wochenmarkt jeden Samstag auf dem Marktplatz", "de");
    expect(market).toContain("basket");
    expect(market).not.toContain("chart-increasing-with-yen");
    expect(names("Friseursalon in Hamburg: Haarschnitt ab 25 Euro", "de")).toContain(
      "person-getting-haircut",
    );
    expect(names("Neue Yogakurse im Studio, erste Stunde gratis", "de")).toContain(
      "person-in-lotus-position",
    );
  });
});

describe("an Indonesian restaurant (session 23 QA)", () => {
  it("draws a 'rumah makan' as a restaurant, not a house, and its rendang as curry rice", () => {
    const padang = names("Rumah makan Padang di Bandung: nasi rendang Rp 25.000", "id");
    expect(padang).toEqual(expect.arrayContaining(["fork-and-knife-with-plate", "curry-rice"]));
    expect(padang).not.toContain("house");
    // A house is still one.
    expect(names("Rumah baru dijual di Bandung", "id")).toContain("house");
  });
});

describe("training (session 23 QA)", () => {
  it("draws weights for training only among words of fitness", () => {
    expect(names("No installs, no training, no headaches.", "en")).not.toContain("person-lifting-weights");
    expect(names("Dog training classes every Saturday", "en")).not.toContain("person-lifting-weights");
    expect(names("Strength training at the gym", "en")).toContain("person-lifting-weights");
  });
});

describe("studios, times of day and booking after a comma (session 24 QA)", () => {
  it("draws a yoga studio as yoga, and a microphone only for a studio of sound", () => {
    const yoga = names("Say hello to Sunrise Yoga Studio in Austin.", "en");
    expect(yoga).toContain("person-in-lotus-position");
    expect(yoga).not.toContain("studio-microphone");
    expect(names("Our recording studio has room for your band.", "en")).toContain("studio-microphone");
    // The words of a name before its head are still its name ("Iron House Gym": no house).
    expect(names("Iron House Gym opens in Leeds", "en")).not.toContain("house");
  });

  it("draws German professionals at work, never party dancers with bunny ears", () => {
    expect(names("Fachleute, denen du vertrauen kannst.", "de")).toEqual(["mechanic"]);
    expect(names("Viele Leute kommen jeden Tag.", "de")).not.toContain("person-with-bunny-ears");
  });

  it("shows a time of day as a clock at that hour", () => {
    expect(names("Be there at 7am.", "en")).toEqual(["seven-oclock"]);
    expect(names("Doors open at 7:30 pm.", "en")).toContain("seven-thirty");
    expect(names("Ab 19:00 geöffnet", "de")).toContain("seven-oclock");
    // No clock in a price, a ratio or a version.
    expect(
      names("Prices from 12.50, a 3:2 ratio, version 2.0", "en").some((n) => /oclock|thirty/.test(n!)),
    ).toBe(false);
  });

  it("reads 'book' after a comma as booking, not a book", () => {
    const drawn = names("Every Tuesday at 7am, first class free, book at sunriseyoga.com.", "en");
    expect(drawn).toContain("calendar");
    expect(drawn).not.toContain("open-book");
    expect(names("Find a good book at the library.", "en")).toContain("open-book");
  });
});

describe("houseplants and a visit to a website (session 25 QA)", () => {
  it("draws houseplants by name as potted plants, and a snake plant as no snake", () => {
    for (const plant of ["monstera", "ficus", "bonsai", "snake plant", "peace lily", "repotting"])
      expect(names(`Our ${plant} is here.`, "en"), plant).toContain("potted-plant");
    expect(names("A snake plant for the office.", "en")).not.toContain("snake");
  });
  it("draws a visit to a website as the web, and a visit to a place as a pin", () => {
    expect(names("Visit greenleafbristol.co.uk today.", "en")).toContain("globe-with-meridians");
    expect(names("Visit our website for more.", "en")).toContain("globe-with-meridians");
    expect(names("Visit greenleafbristol.co.uk today.", "en")).not.toContain("round-pushpin");
    expect(names("Visit us in Leeds this weekend.", "en")).toContain("round-pushpin");
  });
  it("draws breakfast, cleaning and other everyday offers the annotations miss", () => {
    expect(names("Breakfast until 11am.", "en")).toContain("cooking");
    expect(names("House cleaning in Leeds, from £20.", "en")).toContain("broom");
    expect(names("Our cleaners bring everything.", "en")).toContain("sponge");
    expect(names("A certified electrician on call.", "en")).toContain("electric-plug");
    expect(names("Homemade dessert every day.", "en")).toContain("shortcake");
  });
  it("draws booking as a calendar and cleaning as a sponge in Spanish, Portuguese, French and German", () => {
    const cases = [
      ["Reserva en limpiezasbrillo.es.", "es", "calendar"],
      ["Limpieza de casas desde 25 euros.", "es", "sponge"],
      ["Agende sua limpeza.", "pt", "sponge"],
      ["Réservez sur soleil.fr.", "fr", "calendar"],
      ["Nettoyage de bureaux.", "fr", "sponge"],
      ["Reservieren Sie unter sonne.de.", "de", "calendar"],
      ["Frühstück bis 14 Uhr.", "de", "cooking"],
    ] as const;
    for (const [text, lang, picture] of cases) expect(names(text, lang), text).toContain(picture);
  });
  it("draws a German town named '-burg' as a town, not a castle, and coffee drinks in every language", () => {
    expect(names("Du wohnst in Freiburg? Dann pass auf.", "de")).toContain("cityscape");
    expect(names("Du wohnst in Freiburg? Dann pass auf.", "de")).not.toContain("castle");
    expect(names("Frisch aus Heidelberg.", "de")).toContain("cityscape");
    expect(names("Die Burg ist alt.", "de")).toContain("castle");
    for (const [text, lang] of [
      ["Cappuccino: 3 Euro.", "de"],
      ["Un espresso por 2 euros.", "es"],
      ["Um latte por 3 euros.", "pt"],
      ["Un cappuccino à 3 euros.", "fr"],
    ] as const)
      expect(names(text, lang), text).toContain("hot-beverage");
  });
});
