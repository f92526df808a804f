import { describe, expect, it } from "vitest";
import { DEFAULT_VOICE, voiceRequest } from "./option-fields";

describe("voiceRequest", () => {
  it("sends the accent of an English voice in lower case, as the API takes it", () => {
    expect(voiceRequest({ ...DEFAULT_VOICE, accent: "British" })).toEqual({
      language: "English",
      gender: "Female",
      accent: "british",
    });
  });

  it("leaves the accent out for another language, or when it is the default", () => {
    expect(
      voiceRequest({ ...DEFAULT_VOICE, language: "Spanish", gender: "Male", accent: "British" }),
    ).toEqual({
      language: "Spanish",
      gender: "Male",
    });
    expect(voiceRequest(DEFAULT_VOICE)).toEqual({ language: "English", gender: "Female" });
  });
});
