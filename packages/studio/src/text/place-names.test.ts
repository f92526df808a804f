import { describe, expect, it } from "vitest";
import { isKnownPlace, placeIn, placeName } from "./place-names.ts";

describe("place names in the video's language", () => {
  it("names cities from the table and countries from CLDR in each language", () => {
    expect(placeName("Lisbon", "es")).toBe("Lisboa");
    expect(placeName("Lisbon", "ja")).toBe("リスボン");
    expect(placeName("Lisboa", "en")).toBe("Lisbon");
    expect(placeName("Munich", "de")).toBe("München");
    expect(placeName("New York", "ru")).toBe("Нью-Йорк");
    expect(placeName("Turkey", "es")).toBe("Turquía");
    expect(placeName("Turquía", "en")).toBe("Turkey");
    expect(placeName("Germany", "ar")).toBe("ألمانيا");
    expect(placeName("Japan", "sw")).toBe("Japani");
    expect(placeName("USA", "fr")).toBe("États-Unis");
    // Unknown places and cells marked unknown keep the user's name.
    expect(placeName("Cappadocia", "es")).toBeUndefined();
    expect(placeName("Seville", "ur")).toBeUndefined();
    expect(isKnownPlace("Turkey")).toBe(true);
    expect(isKnownPlace("Kobo Ramen")).toBe(false);
  });

  it("gives the phrase after the phrasebook's preposition where the place changes it", () => {
    expect(placeIn("Japan", "fr")).toBe("au Japon");
    expect(placeIn("Turkey", "fr")).toBe("en Turquie");
    expect(placeIn("USA", "fr")).toBe("aux États-Unis");
    expect(placeIn("Lisbon", "fr")).toBe("à Lisbonne");
    expect(placeIn("Turkey", "de")).toBe("in der Türkei");
    expect(placeIn("Iran", "de")).toBe("im Iran");
    expect(placeIn("Netherlands", "de")).toBe("in den Niederlanden");
    expect(placeIn("Spain", "de")).toBe("in Spanien");
    expect(placeIn("Brazil", "pt")).toBe("no Brasil");
    expect(placeIn("Turkey", "pt")).toBe("na Turquia");
    expect(placeIn("Portugal", "pt")).toBe("em Portugal");
    expect(placeIn("Porto", "pt")).toBe("no Porto");
    expect(placeIn("Lisbon", "ru")).toBe("в Лиссабоне");
    expect(placeIn("Turkey", "ru")).toBe("в Турции");
    expect(placeIn("China", "ru")).toBe("в Китае");
    expect(placeIn("USA", "ru")).toBe("в США");
    expect(placeIn("Lisbon", "es")).toBeUndefined(); // "en" fits every place
  });
});
