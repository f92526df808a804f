import type { TGeneration } from "@reelforge/contract";
import { useState } from "react";
import { apiFile } from "../../lib/api-client";
import { CreditsList } from "./credits-list";
import { saveBlob } from "./generation-files";
import { LanguageSwitcher } from "./language-switcher";
import { cardClass, secondaryButtonClass } from "./page-frame";
import { ShareButton } from "./share-button";
import { VideoPlayer } from "./video-player";
import { pickVersion, videoVersions } from "./video-versions";

// A finished video: the player, a language switcher when it was made in several languages, who
// made it, and Share / Close / Download plus its captions.
export function VideoResult({ generation, onClose }: { generation: TGeneration; onClose?: () => void }) {
  const versions = videoVersions(generation.result);
  const [code, setCode] = useState<string | undefined>(undefined);
  const version = pickVersion(versions, code);
  if (!version) return null;
  const several = versions.length > 1;
  return (
    <section aria-label="Generated video" className={`${cardClass} space-y-4`}>
      <LanguageSwitcher versions={versions} selected={version.code} onSelect={setCode} />
      <VideoPlayer
        key={version.videoUrl}
        src={version.videoUrl}
        poster={version.thumbnailUrl}
        title={several ? `${generation.title} (${version.language})` : generation.title}
      />
      <CreditsList credits={generation.result?.credits} />
      <div className="flex flex-wrap gap-2">
        <ShareButton id={generation.id} version={several ? version : undefined} />
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
            void apiFile("POST /api/video/download", { json: { VideoUrl: version.videoUrl } })
              .then((blob) => saveBlob(blob, "output.mp4"))
              .catch((error) => console.error("video download failed", error))
          }
        >
          {several ? `Download ${version.language}` : "Download"}
        </button>
        {version.srtUrl && (
          <a href={`${version.srtUrl}?download=1`} download className={secondaryButtonClass}>
            Captions (.srt{several ? `, ${version.language}` : ""})
          </a>
        )}
        {version.vttUrl && (
          <a href={`${version.vttUrl}?download=1`} download className={secondaryButtonClass}>
            Captions (.vtt{several ? `, ${version.language}` : ""})
          </a>
        )}
      </div>
    </section>
  );
}
