import { describe, expect, it } from "vitest";
import { clipsResolver } from "./clip-generator";
import { slideshowResolver } from "./slideshow-maker";
import { editedResolver, setupResolver } from "./subtitle-generator";

// The clip, subtitle and slideshow generators' forms (react-hook-form): the page's own words for the video not yet
// chosen, then the contract's schema on the request, its errors at the form's fields.

const VIDEO = "0b6f3a52-6a1e-4d6b-9a54-3f4c1f1d2e7a";
// What react-hook-form passes a resolver (no native validation, no fields to focus).
const options = { fields: {}, shouldUseNativeValidation: false } as never;
const clip = {
  video: VIDEO,
  count: 3,
  maxSeconds: 20,
  platform: "YouTube Shorts" as const,
  reframe: "blur" as const,
  captions: "bold-pop" as const,
  font: "Montserrat" as const,
};
const look = {
  video: VIDEO,
  language: "English" as const,
  captions: "karaoke" as const,
  font: "Roboto" as const,
};

describe("the clip generator's form", () => {
  it("asks for the video before anything else", async () => {
    const { errors, values } = await clipsResolver({ ...clip, video: "", count: 99 }, undefined, options);
    expect(errors).toEqual({
      video: expect.objectContaining({ message: "Choose or upload the video to cut" }),
    });
    expect(values).toEqual({});
  });

  it("says at the field what the contract refuses", async () => {
    const { errors } = await clipsResolver(
      { ...clip, count: 11, maxSeconds: Number.NaN },
      undefined,
      options,
    );
    expect(errors.count?.message).toBe("count must be from 1 to 10");
    expect(errors.maxSeconds?.message).toBe("maxSeconds must be a number");
    expect(errors.video).toBeUndefined();
  });

  it("sends what the form holds", async () => {
    const { errors, values } = await clipsResolver(clip, undefined, options);
    expect(errors).toEqual({});
    expect(values).toEqual(clip);
  });
});

describe("the subtitle generator's forms", () => {
  it("asks for the video first", async () => {
    const { errors } = await setupResolver({ ...look, video: "", transcript: "" }, undefined, options);
    expect(errors.video?.message).toBe("Choose or upload your video");
  });

  it("asks for the cues only, with the transcript when one is pasted", async () => {
    const blank = await setupResolver({ ...look, transcript: "  \n" }, undefined, options);
    expect(blank.values).toEqual({ ...look, burn: false });
    const pasted = await setupResolver({ ...look, transcript: "Hello there." }, undefined, options);
    expect(pasted.values).toEqual({ ...look, transcript: "Hello there.", burn: false });
  });

  it("refuses to burn captions that are all empty", async () => {
    const cues = [
      { start: 0, end: 1, text: " " },
      { start: 1, end: 2, text: "…!" },
    ];
    const { errors } = await editedResolver({ ...look, cues }, undefined, options);
    expect(errors.cues?.message).toBe("Every caption is empty");
  });

  it("says which caption the contract refuses, at that caption", async () => {
    const cues = [
      { start: 0, end: 1, text: "" },
      { start: 1, end: 2, text: "x".repeat(301) },
    ];
    const { errors } = await editedResolver({ ...look, cues }, undefined, options);
    expect(errors.cues?.[1]?.text?.message).toBe("a cue's text must be at most 300 characters");
    expect(errors.cues?.[0]).toBeUndefined();
  });

  it("burns the edited captions in the chosen look", async () => {
    const cues = [
      { start: 0, end: 1.5, text: "Hello" },
      { start: 1.5, end: 3, text: "" },
    ];
    const { errors, values } = await editedResolver({ ...look, cues }, undefined, options);
    expect(errors).toEqual({});
    expect(values).toEqual({ ...look, cues });
  });
});

describe("the slideshow maker's form", () => {
  const PICTURE = "9d2c1a41-7c55-4e0b-8f3e-2a6b5c4d3e21";
  const SONG = "4f1e2d3c-5b6a-4978-8a9b-0c1d2e3f4a5b";
  const slides: Parameters<typeof slideshowResolver>[0] = {
    images: [VIDEO, PICTURE],
    texts: ["Our bakery", ""],
    narrate: false,
    language: "English",
    gender: "Female",
    accent: "",
    captions: "clean",
    platform: "Instagram",
    music: "upbeat",
    musicUpload: "",
    fitToMusic: true,
    secondsPerSlide: 3,
    transition: "fade",
    brand: true,
  };

  it("asks for the pictures and the song chosen in its pickers before anything else", async () => {
    const { errors, values } = await slideshowResolver(
      { ...slides, images: [PICTURE], music: "own", secondsPerSlide: 99 },
      undefined,
      options,
    );
    expect(errors).toEqual({
      images: expect.objectContaining({ message: "Choose at least 2 pictures" }),
      musicUpload: expect.objectContaining({ message: "Choose or upload your music" }),
    });
    expect(values).toEqual({});
  });

  it("says at the field what the contract refuses", async () => {
    const { errors } = await slideshowResolver(
      { ...slides, secondsPerSlide: 99, texts: ["x".repeat(301), ""] },
      undefined,
      options,
    );
    expect(errors.secondsPerSlide?.message).toBe("secondsPerSlide must be from 1 to 20");
    expect(errors.texts?.[0]?.message).toBe("A slide's text must be at most 300 characters");
    expect(errors.images).toBeUndefined();
  });

  it("sends a mood and the slide length, or the user's song fitted to its length, with the voice when narrated", async () => {
    const mood = await slideshowResolver(slides, undefined, options);
    expect(mood.errors).toEqual({});
    expect(mood.values).toEqual({
      images: [VIDEO, PICTURE],
      texts: ["Our bakery", ""],
      narrate: false,
      platform: "Instagram",
      music: "upbeat",
      secondsPerSlide: 3,
      transition: "fade",
      brand: true,
    });
    const own = await slideshowResolver(
      { ...slides, narrate: true, accent: "British", music: "own", musicUpload: SONG },
      undefined,
      options,
    );
    expect(own.errors).toEqual({});
    expect(own.values).toEqual({
      images: [VIDEO, PICTURE],
      texts: ["Our bakery", ""],
      narrate: true,
      language: "English",
      gender: "Female",
      accent: "british",
      captions: "clean",
      platform: "Instagram",
      musicUpload: SONG,
      fitToMusic: true,
      transition: "fade",
      brand: true,
    });
  });
});
