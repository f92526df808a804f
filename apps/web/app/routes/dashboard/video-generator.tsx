import { ComingNext } from "../../components/dashboard/coming-next";
import { VideoIcon } from "../../components/dashboard/icons";

export function meta() {
  return [{ title: "Video generator · ReelForge" }];
}

export default function VideoGeneratorPage() {
  return (
    <ComingNext
      icon={VideoIcon}
      title="Video generator"
      lead="Type a prompt and get a finished video: script, voiceover, visuals, captions and music, sized for the platform you post on."
      features={[
        "A Generative Brand Story: pick the duration, platform, topic, description, languages, age groups and gender.",
        "Formats for YouTube, Facebook, Instagram, TikTok, Twitter and LinkedIn.",
        "Live progress while it renders, then play, share or download the MP4.",
        "Every video saved to your library automatically.",
      ]}
    />
  );
}
