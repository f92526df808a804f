import { describe, expect, it } from "vitest";
import { clipsResolver } from "./clip-generator";
import { editedResolver, setupResolver } from "./subtitle-generator";

// The clip and subtitle generators' forms (react-hook-form): the page's own words for the video not yet
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
