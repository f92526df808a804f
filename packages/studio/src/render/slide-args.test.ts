import { describe, expect, it } from "vitest";
import { voiceOverStoryboard } from "../pipelines/voice-over.ts";
import { safeAreaFor } from "../storyboard/formats.ts";
import { buildSlideArgs, slideTextAss } from "./slide-args.ts";
import { buildNarrationEncodeArgs, buildVoiceOverVideoArgs, voiceOverFrame } from "./voice-over-args.ts";

// The slideshow's and the voice-over's command lines as data: the user's files appear only as input
// file arguments, never inside a filter graph; the user's words only inside ASS files, escaped.

const hostile = "/tmp/up/it's;[0:v]drawtext=text=x,movie=/etc/passwd:a.png";
const filterOf = (args: string[]) => args[args.indexOf("-filter_complex") + 1] ?? "";

describe("slide command line", () => {
  it("reads the picture only as an input and fills the frame from a blurred copy of it", () => {
    const args = buildSlideArgs({ image: hostile, width: 270, height: 480, out: "/tmp/out.png" });
    expect(args.slice(0, 2)).toEqual(["-i", hostile]);
    expect(args.filter((a) => a.includes("passwd"))).toEqual([hostile]);
    const graph = filterOf(args);
    expect(graph).toMatch(/force_original_aspect_ratio=increase.*gblur/);
    expect(graph).toMatch(/force_original_aspect_ratio=decrease/);
    expect(graph).toContain("overlay=x=(W-w)/2:y=(H-h)/2");
    expect(graph).not.toContain("ass=");
  });

  it("draws the slide's text from an ASS file, its override braces and newlines escaped", () => {
    const ass = slideTextAss({
      text: "Open 8–18 {\\b1}\\N «Café» & more",
      layout: {
        width: 270,
        height: 480,
        safe: safeAreaFor(270, 480),
        position: "bottom",
        noSpaces: false,
        fontWidthFactor: 1,
      },
      fontFamily: "Montserrat ExtraBold",
      accent: "#112233",
    });
    const dialogue = ass.split("\n").find((l) => l.startsWith("Dialogue:")) ?? "";
    expect(dialogue).toContain("«Café»");
    expect(dialogue).not.toContain("{\\b1}");
    // Only our own position tag opens an override block; the user's braces and \N are literal.
    expect(dialogue.match(/(?<!\\)\{/g)?.length).toBe(1);
    expect(dialogue).toContain("\\{\\\u2060b1\\}\\\u2060N");
    const withText = buildSlideArgs({
      image: "/tmp/a.png",
      width: 270,
      height: 480,
      assPath: "/cache/captions/ab.ass",
      fontsDir: "/cache/fonts",
      out: "/tmp/out.png",
    });
    expect(filterOf(withText)).toContain(
      "ass=filename=/cache/captions/ab.ass:fontsdir=/cache/fonts:shaping=complex",
    );
  });
});

describe("voice-over command lines", () => {
  const spec = {
    video: hostile,
    videoHasAudio: true,
    videoSeconds: 4,
    narration: "/work/narration.wav",
    narrationSeconds: 6,
    width: 480,
    height: 270,
    fps: 25,
    encoder: { preset: "veryfast" as const, crf: 21, threads: 0 },
    out: "/work/video.mp4",
  };

  it("reads the user's clip only as an input, holds its last frame under a longer narration, ducks its sound", () => {
    const args = buildVoiceOverVideoArgs(spec);
    expect(args.slice(0, 4)).toEqual(["-i", hostile, "-i", "/work/narration.wav"]);
    expect(args.filter((a) => a.includes("passwd"))).toEqual([hostile]);
    const graph = filterOf(args);
    expect(graph).toContain("tpad=stop_mode=clone:stop_duration=2.500");
    expect(graph).toContain("[orig][key]sidechaincompress");
    expect(graph).toContain("amix=inputs=2:normalize=0");
    expect(args).not.toContain("-an");
    expect(args[args.indexOf("-t") + 1]).toBe("6.000");
  });

  it("sets the brand logo in the corner, read only as an input file", () => {
    const args = buildVoiceOverVideoArgs({ ...spec, video: "/work/clip.mp4", logo: hostile });
    expect(args.slice(0, 6)).toEqual(["-i", "/work/clip.mp4", "-i", "/work/narration.wav", "-i", hostile]);
    expect(args.filter((a) => a.includes("passwd"))).toEqual([hostile]);
    const graph = filterOf(args);
    expect(graph).toContain("[2:v]scale=-2:24,format=rgba[logo]");
    expect(graph).toContain("[logo]overlay=x=29:y=12");
    expect(filterOf(buildVoiceOverVideoArgs(spec))).not.toContain("[2:v]");
  });

  it("colours the spoken word with the brand colour in the captions", () => {
    const base = { text: "Fresh cakes.", language: "English", gender: "female" as const };
    const frame = { width: 480, height: 270 };
    expect(voiceOverStoryboard({ ...base, captionColor: "#aa0000" }, frame).captions.activeColor).toBe(
      "#aa0000",
    );
    expect(voiceOverStoryboard(base, frame).captions.activeColor).toBeUndefined();
  });

  it("a clip without sound gets the narration alone", () => {
    const graph = filterOf(buildVoiceOverVideoArgs({ ...spec, videoHasAudio: false }));
    expect(graph).not.toContain("[0:a]");
    expect(graph).toContain("[1:a]");
  });

  it("writes WAV and MP3 in one pass, and keeps the clip's shape, even and no larger than asked", () => {
    const args = buildNarrationEncodeArgs({
      voiceWav: "/w/raw.wav",
      loudness: "volume=3.00dB",
      wavOut: "/w/n.wav",
      mp3Out: "/w/n.mp3",
    });
    expect(args).toContain("pcm_s16le");
    expect(args).toContain("libmp3lame");
    expect(voiceOverFrame(1920, 1080, 480)).toEqual({ width: 480, height: 270 });
    expect(voiceOverFrame(641, 359, 1920)).toEqual({ width: 642, height: 360 });
  });
});
