import { VideoGeneratorForm } from "./video-generator";

export function meta() {
  return [{ title: "Animation maker · ReelForge" }];
}

// Animation maker (issue 13): a preset of the video generator in the illustrated explainer style
// (`style: "animated"`): the built-in illustrations as every picture (never stock footage; your own
// photos and clips still come first), facts popping up as kinetic text, bright colours, playful music.
export default function AnimationMakerPage() {
  return (
    <VideoGeneratorForm
      title="Animation maker"
      lead="Type a prompt and get an animated explainer: illustrated scenes, facts popping up as moving text, bright colours, voiceover and music."
      note="Animated explainer style: every scene is drawn with illustrations (no stock footage), key facts pop up as kinetic text."
      preset={{ duration: "10 Seconds" }}
      style="animated"
    />
  );
}
