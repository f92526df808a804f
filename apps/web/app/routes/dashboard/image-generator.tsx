import { ComingNext } from "../../components/dashboard/coming-next";
import { ImageIcon } from "../../components/dashboard/icons";

export function meta() {
  return [{ title: "Image generator · ReelForge" }];
}

export default function ImageGeneratorPage() {
  return (
    <ComingNext
      icon={ImageIcon}
      title="Image generator"
      lead="Describe an image and get it in seconds, ready to use in a video, a post or an ad."
      features={[
        "One prompt box: describe the subject, the style and the mood.",
        "Share a link to the image or download it as a PNG.",
        "Use any generated image as a scene in your videos.",
        "Every image saved to your library automatically.",
      ]}
    />
  );
}
