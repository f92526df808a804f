// Where each scene sits on the video's time line, in whole frames. Neighbouring scenes overlap by the
// transition; each scene's voice starts a moment after its scene starts and a pause follows it.
import type { Storyboard } from "../storyboard/schema.ts";

/** Seconds from a scene's start to its first spoken word. */
export const VOICE_LEAD_SECONDS = 0.25;
/** Pause after the voice before the next scene's transition starts. */
export const VOICE_TAIL_SECONDS = 0.2;
/** Extra hold at the very end of the video. */
export const END_HOLD_SECONDS = 0.8;
/** A scene without narration and without a set duration. */
export const SILENT_SCENE_SECONDS = 3;

export interface SceneTiming {
  id: string;
  frames: number;
  offsetFrames: number;
  headFrames: number;
  tailFrames: number;
  /** Seconds from the scene start to the start of its speech. */
  voiceStart: number;
}

export interface Timeline {
  fps: number;
  transitionFrames: number;
  scenes: SceneTiming[];
  totalFrames: number;
}

/** Frames of the transition between neighbouring scenes (0 when there is none). */
export function transitionFrames(sb: Storyboard): number {
  const tSeconds = sb.transition.kind === "none" || sb.scenes.length < 2 ? 0 : sb.transition.seconds;
  return Math.round(tSeconds * sb.format.fps);
}

/**
 * One scene's length and overlaps. It depends on that scene alone (its speech, its set duration, whether
 * it is first or last), so a scene can be rendered as soon as its own speech exists.
 */
export function sceneTiming(sb: Storyboard, i: number): Omit<SceneTiming, "offsetFrames"> {
  const fps = sb.format.fps;
  const n = sb.scenes.length;
  const T = transitionFrames(sb);
  const scene = sb.scenes[i]!;
  const last = i === n - 1;
  const speech = sb.voice.enabled ? scene.speech : undefined;
  const natural = speech
    ? VOICE_LEAD_SECONDS + speech.durationSeconds + (last ? END_HOLD_SECONDS : VOICE_TAIL_SECONDS + T / fps)
    : (scene.durationSeconds ?? SILENT_SCENE_SECONDS);
  const wanted = Math.max(scene.durationSeconds ?? 0, natural);
  const headFrames = i > 0 ? T : 0;
  const tailFrames = last ? 0 : T;
  // The body between the two transitions must keep at least a few frames.
  const frames = Math.max(Math.round(wanted * fps), headFrames + tailFrames + 2);
  return { id: scene.id, frames, headFrames, tailFrames, voiceStart: VOICE_LEAD_SECONDS };
}

export function computeTimeline(sb: Storyboard): Timeline {
  let offset = 0;
  const scenes: SceneTiming[] = sb.scenes.map((_scene, i) => {
    const timing = { ...sceneTiming(sb, i), offsetFrames: offset };
    offset += timing.frames - timing.tailFrames;
    return timing;
  });
  const lastScene = scenes[scenes.length - 1]!;
  return {
    fps: sb.format.fps,
    transitionFrames: transitionFrames(sb),
    scenes,
    totalFrames: lastScene.offsetFrames + lastScene.frames,
  };
}
