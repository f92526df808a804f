import { describe, expect, it } from "vitest";
import { parseStoryboard } from "../storyboard/schema.ts";
import {
  buildAudioEncodeArgs,
  buildFinalMuxArgs,
  buildVoicePassArgs,
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
  type SceneVisual,
  segmentPieces,
  splitRange,
} from "./segment-args.ts";
import { computeTimeline } from "./timeline.ts";

const base = {
  width: 1080,
  height: 1920,
  fps: 30,
  encoder: DEFAULT_ENCODER,
};

describe("segment command", () => {
  const scene = (over: Partial<SceneVisual> = {}): SceneVisual => ({
    source: { kind: "image", path: "/job/a.png" },
    motion: "zoom-in",
    frames: 150,
    assPath: "/job/cap.ass",
    ...over,
  });

  it("decodes a still once, moves it with zoompan and writes the body in one encode", () => {
    const spec = {
      ...base,
      fontsDir: "/cache/fonts",
      scene: scene(),
      range: { start: 0, end: 138 },
      outDir: "/o/100%",
    };
    const args = buildSegmentArgs(spec);
    expect(args).not.toContain("-loop");
    // A still is decoded on one thread (no frame threads and their buffers for one picture).
    expect(args.slice(0, 4)).toEqual(["-threads", "1", "-i", "/job/a.png"]);
    const graph = args[args.indexOf("-filter_complex") + 1]!;
    expect(graph).toContain("zoompan=z='1+0.12*on/149'");
    expect(graph).toContain(":d=138:s=1080x1920:fps=30");
    expect(graph).toContain("ass=filename=/job/cap.ass:fontsdir=/cache/fonts:shaping=complex");
    expect(graph).not.toContain("split");
    expect(args.filter((a) => a === "-map")).toHaveLength(1);
    expect(args.at(-1)).toBe("/o/100%%/piece-0.mp4");
    expect(segmentPieces(spec)).toEqual(["body"]);
    expect(args.join(" ")).toContain(
      "-c:v libx264 -preset veryfast -crf 21 -profile:v high -pix_fmt yuv420p",
    );
  });

  it("draws the transition into the scene from the previous scene's source in the same encode", () => {
    const prev = scene({ source: { kind: "image", path: "/job/prev.png" }, motion: "pan-left", frames: 200 });
    const spec = {
      ...base,
      logoPath: "/job/logo.png",
      scene: scene(),
      range: { start: 12, end: 138 },
      incoming: { from: prev, kind: "slideleft" as const, frames: 12 },
      outDir: "/o",
    };
    const args = buildSegmentArgs(spec);
    // This scene's frames come from one input (its head and body split off one chain), the previous
    // scene's tail from its own, then the logo.
    expect(args.filter((a) => a === "-i")).toHaveLength(3);
    expect(args.slice(0, 8)).toEqual([
      "-threads",
      "1",
      "-i",
      "/job/a.png",
      "-threads",
      "1",
      "-i",
      "/job/prev.png",
    ]);
    expect(args.join(" ")).toContain("-threads 1 -i /job/logo.png");
    const graph = args[args.indexOf("-filter_complex") + 1]!;
    // The scene from its first frame, captions on its own clock, then split into the blend's share and
    // the body from frame 12.
    expect(graph).toContain(
      "x='iw/2-(iw/zoom/2)':y='ih/2-(ih/zoom/2)':d=138:s=1080x1920:fps=30,setsar=1,ass=filename=/job/cap.ass:shaping=complex[o]",
    );
    expect(graph).toContain("zoompan=z='1+0.12*on/149'");
    expect(graph).toContain("[o]split=2[oh][ob];[oh]trim=end_frame=12[h]");
    expect(graph).toContain("[ob]trim=start_frame=12,setpts=PTS-STARTPTS[b]");
    // The previous scene's last 12 frames, continuing its motion, without its (finished) captions.
    expect(graph).toContain("[1:v]scale=");
    // (a pan: the still scaled once to 1.12 times the frame, a window moved by whole pixels)
    expect(graph).toContain(
      "[1:v]scale=1210:2150:force_original_aspect_ratio=increase:flags=bicubic,crop=1210:2150,setsar=1,format=yuv420p,loop=loop=11:size=1:start=0,setpts=N/30/TB,crop=1080:1920:x='130*(1-(n+188)/199)':y=115:exact=1[p]",
    );
    expect(graph).toContain(
      "[p][h]xfade=transition=slideleft:duration=0.4000:offset=0,format=yuv420p,trim=end_frame=12[x]",
    );
    expect(graph).toContain("[x][b]concat=n=2:v=1:a=0[cat]");
    // The logo once, over the blend: it stays still while the pictures change.
    expect(graph).toContain("[2:v]scale=-2:97,format=rgba[logo]");
    expect(graph).toContain("[cat][logo]overlay=");
    expect(graph).toContain("trim=end_frame=138,setpts=PTS-STARTPTS[v]");
    expect(args[args.indexOf("-force_key_frames") + 1]).toBe("expr:eq(n,12)");
    expect(args[args.indexOf("-segment_frames") + 1]).toBe("12");
    expect(segmentPieces(spec)).toEqual(["in", "body"]);
    expect(() => buildSegmentArgs({ ...spec, range: { start: 10, end: 138 } })).toThrow(
      /longer than its transitions/,
    );
  });

  it("draws the transition out of the scene into an already encoded next scene, with its captions", () => {
    const next = scene({
      source: { kind: "image", path: "/job/next.png" },
      motion: "zoom-out",
      frames: 90,
      assPath: "/job/next.ass",
    });
    const prev = scene({ source: { kind: "image", path: "/job/prev.png" }, frames: 60 });
    const spec = {
      ...base,
      scene: scene(),
      range: { start: 12, end: 138 },
      incoming: { from: prev, kind: "fade" as const, frames: 12 },
      outgoing: { to: next, kind: "fade" as const, frames: 12 },
      outDir: "/o",
    };
    const args = buildSegmentArgs(spec);
    expect(args.filter((a) => a.endsWith(".png"))).toEqual(["/job/a.png", "/job/prev.png", "/job/next.png"]);
    const graph = args[args.indexOf("-filter_complex") + 1]!;
    // All 150 frames of this scene from one chain, its head split off for the incoming blend; the next
    // scene's first 12 frames, with that scene's own captions and a rising alpha, are delayed to frame
    // 126 of the body and laid over it (this scene's captions end before the transition). No split
    // feeds the tail: that held the body's frames until it ended.
    expect(graph).toContain("zoompan=z='1+0.12*on/149'");
    expect(graph).toContain("d=150:s=1080x1920:fps=30,setsar=1,ass=filename=/job/cap.ass:shaping=complex[o]");
    expect(graph).toContain("[o]split=2[oh][ob]");
    expect(graph).toContain("[ob]trim=start_frame=12,setpts=PTS-STARTPTS[b]");
    expect(graph).toContain("zoompan=z='1.12-0.12*on/89'");
    expect(graph).toContain(
      ":d=12:s=1080x1920:fps=30,setsar=1,ass=filename=/job/next.ass:shaping=complex[n]",
    );
    // A fade: the next scene laid over with a rising alpha (no 4:4:4 round trip through xfade).
    expect(graph).toContain(
      "[n]format=yuva420p,fade=t=in:s=0:n=12:alpha=1,setpts=PTS+126/(30*TB)[na];[b][na]overlay=format=yuv420:eof_action=pass,format=yuv420p[bo]",
    );
    expect(graph).toContain("[x][bo]concat=n=2:v=1:a=0[cat]");
    expect(graph).toContain("trim=end_frame=150,setpts=PTS-STARTPTS[v]");
    expect(args[args.indexOf("-segment_frames") + 1]).toBe("12,138");
    expect(segmentPieces(spec)).toEqual(["in", "body", "out"]);
    expect(() => buildSegmentArgs({ ...spec, range: { start: 12, end: 130 } })).toThrow(
      /longer than its transitions/,
    );
  });

  it("draws other kinds of outgoing transition through xfade from a tail chain of their own", () => {
    const next = scene({
      source: { kind: "image", path: "/job/next.png" },
      frames: 90,
      assPath: "/job/next.ass",
    });
    const spec = {
      ...base,
      scene: scene(),
      range: { start: 60, end: 138 },
      outgoing: { to: next, kind: "wipeleft" as const, frames: 12 },
      outDir: "/o",
    };
    const args = buildSegmentArgs(spec);
    expect(args.filter((a) => a.endsWith(".png"))).toEqual(["/job/a.png", "/job/a.png", "/job/next.png"]);
    const graph = args[args.indexOf("-filter_complex") + 1]!;
    // The body from frame 60 on the scene's clock, then its last 12 frames bare, wiped into the next.
    expect(graph).toContain(
      "d=78:s=1080x1920:fps=30,setsar=1,setpts=PTS+60/(30*TB),ass=filename=/job/cap.ass",
    );
    expect(graph).toContain("zoompan=z='1+0.12*(on+138)/149'");
    expect(graph).toContain("d=12:s=1080x1920:fps=30,setsar=1[t]");
    expect(graph).toContain(
      "[t][n]xfade=transition=wipeleft:duration=0.4000:offset=0,format=yuv420p,trim=end_frame=12[y]",
    );
    expect(graph).toContain("[o][y]concat=n=2:v=1:a=0[cat]");
    expect(graph).not.toContain("split");
    expect(args[args.indexOf("-segment_frames") + 1]).toBe("78");
    expect(segmentPieces(spec)).toEqual(["body", "out"]);
  });

  it("loops video clips to fill the scene and renders colours from lavfi", () => {
    const v = buildSegmentArgs({
      ...base,
      scene: scene({ source: { kind: "video", path: "/job/clip.mp4" }, motion: "none", frames: 60 }),
      range: { start: 0, end: 60 },
      outDir: "/o",
    });
    expect(v.slice(0, 6)).toEqual(["-stream_loop", "-1", "-t", "2.000", "-i", "/job/clip.mp4"]);
    expect(() =>
      buildSegmentArgs({
        ...base,
        scene: scene({ source: { kind: "color", color: "red;x" }, frames: 60 }),
        range: { start: 0, end: 60 },
        outDir: "/o",
      }),
    ).toThrow(/Invalid colour/);
  });

  it("refuses a range outside the scene", () => {
    expect(() =>
      buildSegmentArgs({ ...base, scene: scene({ frames: 10 }), range: { start: 5, end: 12 }, outDir: "/o" }),
    ).toThrow(/Invalid range/);
  });

  it("cuts a body into parts, each continuing the motion and the caption clock", () => {
    expect(splitRange({ start: 12, end: 288 }, 2, 60)).toEqual([
      { start: 12, end: 150 },
      { start: 150, end: 288 },
    ]);
    expect(splitRange({ start: 12, end: 288 }, 1, 60)).toEqual([{ start: 12, end: 288 }]);
    // Too short for parts of two seconds each: one part.
    expect(splitRange({ start: 12, end: 88 }, 2, 60)).toEqual([{ start: 12, end: 88 }]);
    const second = buildSegmentArgs({
      ...base,
      scene: scene({ motion: "pan-right", frames: 300 }),
      range: { start: 150, end: 288 },
      outDir: "/o",
    });
    const g = second[second.indexOf("-filter_complex") + 1]!;
    expect(g).toContain(
      "loop=loop=137:size=1:start=0,setpts=N/30/TB,crop=1080:1920:x='130*(n+150)/299':y=115:exact=1,setpts=PTS+150/(30*TB),ass=",
    );
    expect(g).toContain("trim=end_frame=138,setpts=PTS-STARTPTS[v]");
  });

  it("lays each illustration layer showing in the range over the source, under the captions", () => {
    const layer = (path: string, from: number, to: number) => ({
      path,
      from,
      to,
      x: 130,
      y: 320,
      fadeIn: 9,
      fadeOut: 9,
      rise: 57,
      float: 15,
    });
    const v = scene({
      layers: [layer("/c/bread.png", 0, 70), layer("/c/shop.png", 61, 150), layer("/c/late.png", 140, 150)],
    });
    // The second half of the scene: the first layer has left, the second continues, the third shows.
    const args = buildSegmentArgs({ ...base, scene: v, range: { start: 75, end: 150 }, outDir: "/o" });
    expect(args.filter((a) => a === "-i")).toHaveLength(3);
    expect(args.filter((a) => a !== "-threads" && a !== "1").slice(0, 6)).toEqual([
      "-i",
      "/job/a.png",
      "-i",
      "/c/shop.png",
      "-i",
      "/c/late.png",
    ]);
    expect(args.slice(0, 12).filter((a) => a === "-threads")).toHaveLength(3);
    const graph = args[args.indexOf("-filter_complex") + 1]!;
    // The still is converted once, then repeated for the layer's 89 frames and trimmed to this range.
    expect(graph).toContain(
      "[1:v]format=yuva420p,loop=loop=88:size=1:start=0,setpts=N/30/TB,fade=t=in:s=0:n=9:alpha=1,fade=t=out:s=80:n=9:alpha=1,trim=start_frame=14:end_frame=89,setpts=PTS-STARTPTS+0.0000/TB",
    );
    expect(graph).toContain("trim=start_frame=0:end_frame=10,setpts=PTS-STARTPTS+2.1667/TB");
    // It rises in from its own start (t0 before this range: already in place) and floats.
    expect(graph).toContain(
      "overlay=x='130+9*sin(2*PI*t/5.3)':y='320+15*sin(2*PI*t/3.6)+57*pow(max(0,1-(t-(-0.4667))/0.5),3)'",
    );
    // Captions over the illustrations, on the scene's clock.
    expect(graph.indexOf("ass=filename")).toBeGreaterThan(graph.lastIndexOf("overlay="));
    expect(graph).toMatch(/null,setpts=PTS\+75\/\(30\*TB\),ass=/);
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
    expect(
      buildConcatList(
        [
          { file: "/a.mp4", seconds: 0.4 },
          { file: "/b.mp4", seconds: 10 },
        ],
        concatListPath,
      ),
    ).toBe("ffconcat version 1.0\nfile '/a.mp4'\nduration 0.400000\nfile '/b.mp4'\nduration 10.000000\n");
  });
});

describe("transition and audio commands", () => {
  it("applies xfade only to the overlap clips and returns to yuv420p", () => {
    const a = buildTransitionArgs({
      ...base,
      from: { source: { kind: "image", path: "/t.png" }, motion: "zoom-in", frames: 100 },
      to: { source: { kind: "color", color: "#102030" }, motion: "none", frames: 90, assPath: "/c.ass" },
      kind: "slideleft",
      frames: 12,
      out: "/x.mp4",
    });
    const g = a[a.indexOf("-filter_complex") + 1]!;
    expect(a.slice(0, 4)).toEqual(["-threads", "1", "-i", "/t.png"]);
    expect(g).toContain("zoompan=z='1+0.12*(on+88)/99'");
    expect(g).toContain("[1:v]format=yuv420p,trim=end_frame=12,setpts=N/30/TB,ass=filename=/c.ass");
    expect(g).toContain("ass=filename=/c.ass");
    expect(g).toContain(
      "[p][h]xfade=transition=slideleft:duration=0.4000:offset=0,format=yuv420p,trim=end_frame=12[x]",
    );
    // Same preset, CRF and profile as the scenes (the pieces are joined by stream copy); only the
    // encoder-internal search is lighter, on one thread; the B-frame settings stay (they are in the SPS).
    expect(a.join(" ")).toContain(
      "-preset veryfast -crf 21 -profile:v high -pix_fmt yuv420p -r 30 -g 60 -threads 1",
    );
    expect(a[a.indexOf("-x264-params") + 1]).toBe(
      "b-adapt=0:b-pyramid=none:scenecut=0:me=dia:subme=0:rc-lookahead=0",
    );
  });

  it("compresses the voice, then mixes it with the bed times its gain curve in the encode, stems beside it", () => {
    const pass = buildVoicePassArgs({ voiceWav: "/v.wav", seconds: 10, voiceOut: "/vs.wav" });
    const pg = pass[pass.indexOf("-af") + 1]!;
    expect(pg).toMatch(/^aresample=48000,.*acompressor=.*,apad,atrim=0:10\.000$/);
    expect(pass.at(-1)).toBe("/vs.wav");
    const a = buildAudioEncodeArgs({
      voiceWav: "/vs.wav",
      music: { path: "/u.wav", loop: true, envelope: "/g.f32", envelopeRate: 1000 },
      seconds: 10,
      loudnorm: "volume=2.00dB",
      out: "/a.m4a",
      stems: { gainDb: 2, voice: "/o.voice.wav", music: "/o.music.wav" },
    });
    const g = a[a.indexOf("-filter_complex") + 1]!;
    expect(g).toContain("[bed][gain]amultiply[music]");
    expect(g).not.toContain("sidechaincompress");
    expect(g).toContain("amix=inputs=2:normalize=0");
    expect(g).toContain("[mix]volume=2.00dB,aresample=48000[out]");
    expect(g).toContain("[vstem]volume=2.00dB[vs]");
    expect(g).toContain("[mstem]volume=2.00dB[ms]");
    const line = a.join(" ");
    expect(line).toContain("-stream_loop -1 -i /u.wav -f f32le -ar 1000 -ac 1 -i /g.f32");
    expect(line).toMatch(
      /-map \[out\] .*-f mp4 \/a\.m4a -map \[vs\] .* \/o\.voice\.wav -map \[ms\] .* \/o\.music\.wav$/,
    );
    // Without music: the voice alone, on both channels.
    const v = buildAudioEncodeArgs({ voiceWav: "/vs.wav", seconds: 10, loudnorm: "anull", out: "/a.m4a" });
    expect(v[v.indexOf("-filter_complex") + 1]).toContain("[voice]anull[mix]");
    expect(v.filter((x) => x === "-i")).toHaveLength(1);
  });

  it("normalises by measured gain, then the peak limiter, AAC 48 kHz with faststart", () => {
    const log =
      "[Parsed_ebur128_5] t: 1 M: -20\n[Parsed_ebur128_5] Summary:\n\n  Integrated loudness:\n    I:         -23.0 LUFS\n    Threshold: -33.4 LUFS\n\n  True peak:\n    Peak:       -12.0 dBFS\n";
    const m = parseEbur128Summary(log);
    expect(m).toEqual({ integrated: -23 });
    expect(loudnessFilter(m)).toMatch(/^volume=9\.00dB,alimiter=limit=0\.7943.*level=false:latency=1$/);
    expect(loudnessFilter({ integrated: Number.NEGATIVE_INFINITY })).toBe("anull");
    const enc = buildAudioEncodeArgs({
      voiceWav: "/v.wav",
      seconds: 4,
      loudnorm: "volume=9.00dB",
      out: "/a.m4a",
    }).join(" ");
    expect(enc).toContain("[mix]volume=9.00dB,aresample=48000[out]");
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
