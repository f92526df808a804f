import { VideoGeneratorForm } from "./video-generator";

export function meta() {
  return [{ title: "TikTok video maker · ReelForge" }];
}

// TikTok video maker (issue 13): a preset of the video generator, 9:16 for TikTok from the start.
export default function TikTokMakerPage() {
  return (
    <VideoGeneratorForm
      title="TikTok video maker"
      lead="Type a prompt and get a vertical TikTok video: script, voiceover, visuals, captions and music in 9:16."
      preset={{ platform: "TikTok", duration: "10 Seconds" }}
    />
  );
}
