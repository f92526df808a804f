import type { TGeneration } from "@reelforge/contract";
import { toast } from "react-toastify";
import { errorText } from "../../lib/api-client";
import { CreditsList } from "./credits-list";
import { copyShareLink, downloadFrom } from "./generations-api";
import { cardClass, secondaryButtonClass } from "./page-frame";
import { VideoPlayer } from "./video-player";

// A finished video: the player, who made it, and Share / Close / Download.
export function VideoResult({ generation, onClose }: { generation: TGeneration; onClose?: () => void }) {
  const videoUrl = generation.result?.videoUrl;
  if (!videoUrl) return null;
  return (
    <section aria-label="Generated video" className={`${cardClass} space-y-4`}>
      <VideoPlayer
        key={videoUrl}
        src={videoUrl}
        poster={generation.result?.thumbnailUrl}
        title={generation.title}
      />
      <CreditsList credits={generation.result?.credits} />
      <div className="flex flex-wrap gap-2">
        <button
          type="button"
          className={secondaryButtonClass}
          onClick={() =>
            void copyShareLink(generation.id)
              .then(() => toast.success("Share link copied"))
              .catch((error) => toast.error(errorText(error)))
          }
        >
          Share
        </button>
        {onClose && (
          <button type="button" className={secondaryButtonClass} onClick={onClose}>
            Close
          </button>
        )}
        <button
          type="button"
          className={secondaryButtonClass}
          onClick={() =>
            // SPEC 8: a video download failure is only logged.
            void downloadFrom("/api/video/download", { VideoUrl: videoUrl }, "output.mp4").catch((error) =>
              console.error("video download failed", error),
            )
          }
        >
          Download
        </button>
      </div>
    </section>
  );
}
