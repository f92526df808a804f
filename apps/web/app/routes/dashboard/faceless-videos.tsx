import { ComingNext } from "../../components/dashboard/coming-next";
import { FacelessIcon } from "../../components/dashboard/icons";

export function meta() {
  return [{ title: "Faceless videos · ReelForge" }];
}

export default function FacelessVideosPage() {
  return (
    <ComingNext
      icon={FacelessIcon}
      title="Faceless videos"
      lead="Paste a script and get a narrated vertical video with matching visuals and captions: no camera, no voice recording."
      features={[
        "Narration in 50+ languages and many accents, at the speed you pick.",
        "Word-by-word captions in styles such as karaoke, bold pop or clean.",
        "Made for YouTube Shorts, TikTok and Instagram Reels.",
        "Watch it in the player, then download the MP4.",
      ]}
    />
  );
}
