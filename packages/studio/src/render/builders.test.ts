import { describe, expect, it } from "vitest";
import { parseStoryboard } from "../storyboard/schema.ts";
import {
  buildAudioEncodeArgs,
  buildFinalMuxArgs,
  buildMixArgs,
  loudnessFilter,
  parseEbur128Summary,
} from "./audio-args.ts";
import { DEFAULT_ENCODER } from "./encoder.ts";
import { concatListPath, filterPath } from "./filter-escape.ts";
import {
  buildConcatList,
  buildSegmentArgs,
  buildTransitionArgs,
  motionExpressions,
  segmentPieces,
  splitScene,
} from "./segment-args.ts";
import { computeTimeline } from "./timeline.ts";

const base = {
  width: 1080,
  height: 1920,
  fps: 30,
  encoder: DEFAULT_ENCODER,
};

describe("segment command", () => {
  it("decodes a still once, moves it with zoompan and cuts head/body/tail at forced keyframes", () => {
    const spec = {
      ...base,
      source: { kind: "image" as const, path: "/job/a.png" },
      frames: 150,
      headFrames: 12,
      tailFrames: 12,
      motion: "zoom-in" as const,
      assPath: "/job/cap.ass",
      fontsDir: "/cache/fonts",
      outDir: "/o/100%",
    };
    const args = buildSegmentArgs(spec);
    expect(args).not.toContain("-loop");
    expect(args.slice(0, 2)).toEqual(["-i", "/job/a.png"]);
    const graph = args[args.indexOf("-filter_complex") + 1]!;
    expect(graph).toContain("zoompan=z='1+0.12*on/149'");
    expect(graph).toContain(":d=150:s=1080x1920:fps=30");
    expect(graph).toContain("ass=filename=/job/cap.ass:fontsdir=/cache/fonts:shaping=complex");
    // One encoder; no split (a split into several encoders buffered the whole scene).
    expect(graph).not.toContain("split");
    expect(args.filter((a) => a === "-map")).toHaveLength(1);
    expect(args[args.indexOf("-force_key_frames") + 1]).toBe("expr:eq(n,12)+eq(n,138)");
    expect(args[args.indexOf("-segment_frames") + 1]).toBe("12,138");
    expect(args.at(-1)).toBe("/o/100%%/piece-%d.mp4");
    expect(segmentPieces(spec)).toEqual(["head", "body", "tail"]);
    expect(segmentPieces({ headFrames: 0, tailFrames: 12 })).toEqual(["body", "tail"]);
    expect(args.join(" ")).toContain(
      "-c:v libx264 -preset veryfast -crf 21 -profile:v high -pix_fmt yuv420p",
    );
  });

  it("loops video clips to fill the scene and renders colours from lavfi", () => {
    const v = buildSegmentArgs({
      ...base,
      source: { kind: "video", path: "/job/clip.mp4" },
      frames: 60,
      headFrames: 0,
      tailFrames: 0,
      motion: "none",
      outDir: "/o",
    });
    expect(v.slice(0, 6)).toEqual(["-stream_loop", "-1", "-t", "2.000", "-i", "/job/clip.mp4"]);
    expect(() =>
      buildSegmentArgs({
        ...base,
        source: { kind: "color", color: "red;x" },
        frames: 60,
        headFrames: 0,
        tailFrames: 0,
        motion: "none",
        outDir: "/o",
      }),
    ).toThrow(/Invalid colour/);
  });

  it("refuses a scene shorter than its transitions", () => {
    expect(() =>
      buildSegmentArgs({
        ...base,
        source: { kind: "color", color: "#000000" },
        frames: 10,
        headFrames: 5,
        tailFrames: 5,
        motion: "none",
        outDir: "/o",
      }),
    ).toThrow(/longer than its transitions/);
  });

  it("cuts a scene into parts inside its body, each continuing the motion and the caption clock", () => {
    const t = { frames: 300, headFrames: 12, tailFrames: 12 };
    expect(splitScene(t, 2, 60)).toEqual([
      { start: 0, end: 150 },
      { start: 150, end: 300 },
    ]);
    expect(splitScene(t, 1, 60)).toEqual([{ start: 0, end: 300 }]);
    // Too short for parts of two seconds each: one part.
    expect(splitScene({ frames: 100, headFrames: 12, tailFrames: 12 }, 2, 60)).toEqual([
      { start: 0, end: 100 },
    ]);
    const spec = {
      ...base,
      source: { kind: "image" as const, path: "/job/a.png" },
      frames: 300,
      headFrames: 12,
      tailFrames: 12,
      motion: "pan-right" as const,
      assPath: "/job/cap.ass",
      outDir: "/o",
    };
    const first = buildSegmentArgs({ ...spec, part: { start: 0, end: 150 } });
    const g1 = first[first.indexOf("-filter_complex") + 1]!;
    expect(g1).toContain("x='(iw-iw/zoom)*on/299'");
    expect(g1).toContain(":d=150:");
    expect(first[first.indexOf("-segment_frames") + 1]).toBe("12");
    expect(segmentPieces({ ...spec, part: { start: 0, end: 150 } })).toEqual(["head", "body"]);
    const second = buildSegmentArgs({ ...spec, part: { start: 150, end: 300 } });
    const g2 = second[second.indexOf("-filter_complex") + 1]!;
    expect(g2).toContain("x='(iw-iw/zoom)*(on+150)/299'");
    expect(g2).toContain(":d=150:s=1080x1920:fps=30,setsar=1,setpts=PTS+150/(30*TB)[bg]");
    expect(g2).toContain("trim=end_frame=150,setpts=PTS-STARTPTS[v]");
    expect(second[second.indexOf("-segment_frames") + 1]).toBe("138");
    expect(segmentPieces({ ...spec, part: { start: 150, end: 300 } })).toEqual(["body", "tail"]);
    expect(() => buildSegmentArgs({ ...spec, part: { start: 6, end: 300 } })).toThrow(
      /inside the scene's body/,
    );
  });

  it("pans and zooms with frame-based expressions", () => {
    expect(motionExpressions("pan-left", 31).x).toBe("(iw-iw/zoom)*(1-on/30)");
    expect(motionExpressions("zoom-out", 31).z).toBe("1.12-0.12*on/30");
  });
});

describe("escaping of our own paths in filter graphs and concat lists", () => {
  it("escapes quotes, colons, commas and brackets", () => {
    expect(filterPath("/tmp/a:b,c'[d].ass")).toBe("/tmp/a\\\\:b\\,c\\\\\\'\\[d\\].ass");
    expect(concatListPath("/tmp/it's.mp4")).toBe("'/tmp/it'\\''s.mp4'");
    expect(buildConcatList(["/a.mp4", "/b.mp4"], concatListPath)).toBe(
      "ffconcat version 1.0\nfile '/a.mp4'\nfile '/b.mp4'\n",
    );
  });
});

describe("transition and audio commands", () => {
  it("applies xfade only to the overlap clips and returns to yuv420p", () => {
    const a = buildTransitionArgs({
      from: "/t.mp4",
      to: "/h.mp4",
      kind: "slideleft",
      frames: 12,
      fps: 30,
      encoder: DEFAULT_ENCODER,
      out: "/x.mp4",
    });
    expect(a[a.indexOf("-filter_complex") + 1]).toBe(
      "[0:v][1:v]xfade=transition=slideleft:duration=0.4000:offset=0,format=yuv420p,trim=end_frame=12[v]",
    );
    // Same preset, CRF and profile as the scenes (the pieces are joined by stream copy); only the
    // encoder-internal search is lighter, on one thread.
    expect(a.join(" ")).toContain(
      "-preset veryfast -crf 21 -profile:v high -pix_fmt yuv420p -r 30 -g 60 -threads 1",
    );
    expect(a[a.indexOf("-x264-params") + 1]).toBe("me=dia:subme=0:rc-lookahead=0");
    expect(a.slice(0, 6)).toEqual(["-threads", "1", "-i", "/t.mp4", "-threads", "1"]);
  });

  it("ducks music under the voice, mixes without normalisation and measures loudness", () => {
    const a = buildMixArgs({
      voiceWav: "/v.wav",
      music: { path: "/m.wav", volume: 0.3 },
      seconds: 10,
      outWav: "/mix.wav",
    });
    const g = a[a.indexOf("-filter_complex") + 1]!;
    expect(g).toContain("sidechaincompress");
    expect(g).toContain("amix=inputs=2:normalize=0");
    expect(g).toContain("ebur128=peak=true");
    expect(a).toContain("-stream_loop");
  });

  it("normalises by measured gain, limits only when the peak would pass -1.5 dBTP, AAC 48 kHz with faststart", () => {
    const log =
      "[Parsed_ebur128_5] t: 1 M: -20\n[Parsed_ebur128_5] Summary:\n\n  Integrated loudness:\n    I:         -23.0 LUFS\n    Threshold: -33.4 LUFS\n\n  True peak:\n    Peak:       -12.0 dBFS\n";
    const m = parseEbur128Summary(log);
    expect(m).toEqual({ integrated: -23, truePeak: -12 });
    expect(loudnessFilter(m)).toBe("volume=9.00dB");
    expect(loudnessFilter({ integrated: -23, truePeak: -5 })).toMatch(
      /^volume=9\.00dB,alimiter=limit=0\.7943.*level=false$/,
    );
    expect(loudnessFilter({ integrated: Number.NEGATIVE_INFINITY, truePeak: Number.NEGATIVE_INFINITY })).toBe(
      "anull",
    );
    const enc = buildAudioEncodeArgs({ mixWav: "/m.wav", loudnorm: "volume=9.00dB", out: "/a.m4a" }).join(
      " ",
    );
    expect(enc).toContain("-af volume=9.00dB,aresample=48000");
    expect(enc).toContain("-c:a aac");
    expect(enc).toContain("-ar 48000");
    expect(enc).toContain("-ac 2");
    // AAC in MP4, so its encoder delay is recorded and the join keeps voice and pictures in sync.
    expect(enc).toMatch(/-f mp4 \/a\.m4a$/);
    const args = buildFinalMuxArgs({ concatList: "/l", audio: "/a.m4a", out: "/o.mp4" }).join(" ");
    expect(args).toContain("-i /l -i /a.m4a");
    expect(args).toContain("-c copy");
    expect(args).toContain("-movflags +faststart");
  });
});

describe("storyboard", () => {
  const valid = {
    version: 1,
    format: { aspect: "9:16", width: 1080, height: 1920 },
    scenes: [
      { id: "a", narration: "Hello there.", visual: { kind: "color", color: "#112233" } },
      { id: "b", narration: "", visual: { kind: "color", color: "#445566" }, durationSeconds: 2 },
    ],
    voice: { language: "English", gender: "female" },
    captions: {},
  };

  it("fills defaults and rejects bad input with every problem named", () => {
    const sb = parseStoryboard(valid);
    expect(sb.format.fps).toBe(30);
    expect(sb.captions).toMatchObject({ style: "bold-pop", font: "montserrat", enabled: true });
    expect(sb.transition).toEqual({ kind: "fade", seconds: 0.4 });
    expect(() => parseStoryboard({ ...valid, version: 2 })).toThrow(/version/);
    expect(() =>
      parseStoryboard({
        ...valid,
        scenes: [{ id: "a", narration: "x", visual: { kind: "color", color: "red" } }],
      }),
    ).toThrow(/scenes\.0\.visual\.color: colour must look like #rrggbb/);
    expect(() => parseStoryboard({ ...valid, captions: { style: "wobbly" } })).toThrow(/captions\.style/);
  });

  it("lays scenes on a frame time line that overlaps by the transition", () => {
    const sb = parseStoryboard(valid);
    sb.scenes[0]!.speech = {
      audioPath: "/x.wav",
      durationSeconds: 2,
      words: [],
      timingSource: "engine",
      credit: { provider: "t", builtin: true },
      key: "k",
    };
    const tl = computeTimeline(sb);
    const [a, b] = tl.scenes;
    // 0.25 lead + 2 s speech + 0.2 pause + 0.4 transition
    expect(a!.frames).toBe(Math.round(2.85 * 30));
    expect(a!.tailFrames).toBe(12);
    expect(b!.headFrames).toBe(12);
    expect(b!.offsetFrames).toBe(a!.frames - 12);
    // A silent scene lasts exactly its set duration.
    expect(b!.frames).toBe(60);
    expect(tl.totalFrames).toBe(b!.offsetFrames + b!.frames);
  });
});
