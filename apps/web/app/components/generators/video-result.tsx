import { magicEditExamples, type TGeneration } from "@reelforge/contract";
import { useState } from "react";
import { apiFile } from "../../lib/api-client";
import { Button, ButtonLink, buttonClasses } from "../ui/button";
import { Card } from "../ui/card";
import { CreditsList } from "./credits-list";
import { ExportRefusal, useExport } from "./export-download";
import { LanguageSwitcher } from "./language-switcher";
import { MagicEdit } from "./magic-edit";
import { ShareButton } from "./share-button";
import { VideoPlayer } from "./video-player";
import { pickVersion, videoVersions } from "./video-versions";

// What the script writer tells the user about the video (facts a short video could not hold, words a
// language could not say): a short plain list under the player.
export function ResultNotes({ notes }: { notes: string[] | undefined }) {
  if (!notes?.length) return null;
  return (
    <ul aria-label="Notes" className="list-disc space-y-1 pl-5 text-sm text-slate-600 dark:text-slate-400">
      {notes.map((note) => (
        <li key={note}>{note}</li>
      ))}
    </ul>
  );
}

const SECONDARY = buttonClasses("outline", "box");

/** Kinds whose finished videos can be edited (the editor and the magic edit, issue 12). */
// Every kind whose result is a video rendered from a storyboard (the server's edit-service.ts agrees),
// and the tools edited by what they were made with: memes, subtitled videos, clips (input-edit.ts).
export const EDITABLE_KINDS: readonly TGeneration["kind"][] = [
  "video",
  "faceless",
  "slideshow",
  "link-video",
  "voice-over",
  "meme",
  "subtitles",
  "clips",
];

/** Whether this generation opens in the editor: a finished video of an editable kind (subtitles burned in). */
export function canEdit(generation: Pick<TGeneration, "kind" | "status" | "result">): boolean {
  if (!EDITABLE_KINDS.includes(generation.kind) || generation.status !== "succeeded") return false;
  if (generation.kind === "subtitles") return Boolean(generation.result?.videoUrl);
  if (generation.kind === "clips") return Boolean(generation.result?.clips?.length);
  return true;
}
export const editorPath = (id: string) => `/dashboard/editor/${encodeURIComponent(id)}`;

// A finished video: the player, the writer's notes, a language switcher when it was made in several languages, who
// made it, and Share / Close / Download plus its captions. A faceless or prompt video also gets Edit and the
// magic-edit box; a new version made there replaces the one shown.
export function VideoResult({
  generation: made,
  onClose,
}: {
  generation: TGeneration;
  onClose?: () => void;
}) {
  const [edited, setEdited] = useState<TGeneration | null>(null);
  const generation = edited ?? made;
  const editable = canEdit(generation);
  const versions = videoVersions(generation.result);
  const [code, setCode] = useState<string | undefined>(undefined);
  // SPEC 8: a video download failure is only logged; the Free plan's refusal (429) is shown.
  const download = useExport((error) => console.error("video download failed", error));
  const version = pickVersion(versions, code);
  if (!version) return null;
  const several = versions.length > 1;
  return (
    <Card as="section" aria-label="Generated video" className="space-y-4">
      <LanguageSwitcher versions={versions} selected={version.code} onSelect={setCode} />
      <VideoPlayer
        key={version.videoUrl}
        src={version.videoUrl}
        poster={version.thumbnailUrl}
        title={several ? `${generation.title} (${version.language})` : generation.title}
      />
      <ResultNotes notes={generation.result?.notes} />
      <CreditsList credits={generation.result?.credits} />
      <div className="flex flex-wrap gap-2">
        <ShareButton id={generation.id} version={several ? version : undefined} />
        {editable && (
          <ButtonLink to={editorPath(generation.id)} variant="outline" size="box">
            Edit
          </ButtonLink>
        )}
        {onClose && (
          <Button variant="outline" size="box" onClick={onClose}>
            Close
          </Button>
        )}
        <Button
          variant="outline"
          size="box"
          pending={download.pending}
          onClick={() =>
            void download.run(
              () => apiFile("POST /api/video/download", { json: { VideoUrl: version.videoUrl } }),
              "output.mp4",
            )
          }
        >
          {several ? `Download ${version.language}` : "Download"}
        </Button>
        {version.srtUrl && (
          <a href={`${version.srtUrl}?download=1`} download className={SECONDARY}>
            Captions (.srt{several ? `, ${version.language}` : ""})
          </a>
        )}
        {version.vttUrl && (
          <a href={`${version.vttUrl}?download=1`} download className={SECONDARY}>
            Captions (.vtt{several ? `, ${version.language}` : ""})
          </a>
        )}
        <ExportRefusal error={download.refusal} />
      </div>
      {editable && (
        // Its kind's commands: a meme's words, a subtitled video's captions, a video's scenes.
        <MagicEdit id={generation.id} onDone={setEdited} examples={magicEditExamples(generation.kind)} />
      )}
    </Card>
  );
}
