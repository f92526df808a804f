import {
  INPUT_EDIT_KINDS,
  magicEditExamples,
  type TEditableInput,
  type TEditOperation,
  type TGeneration,
} from "@reelforge/contract";
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { useNavigate, useParams } from "react-router";
import { ClipPlayers, InputPanel, inputOperations } from "../../components/editor/input-editor";
import { SceneList } from "../../components/editor/scene-list";
import {
  type DraftChange,
  type DraftScene,
  draftOf,
  draftOperations,
} from "../../components/generators/edit-draft";
import { EditorSettings } from "../../components/generators/editor-settings";
import {
  type SettingsDraft,
  settingsOf,
  settingsOperations,
} from "../../components/generators/editor-settings-draft";
import {
  EditStatus,
  MagicEdit,
  storyboardKey,
  useEditVersion,
  versionsKey,
} from "../../components/generators/magic-edit";
import { PageFrame } from "../../components/generators/page-frame";
import { generationKey } from "../../components/generators/use-generation";
import { VideoPlayer } from "../../components/generators/video-player";
import { editorPath } from "../../components/generators/video-result";
import { Button, ButtonLink } from "../../components/ui/button";
import { Card } from "../../components/ui/card";
import { VideoIcon } from "../../components/ui/icons";
import { Spinner } from "../../components/ui/spinner";
import { ApiError, api, errorText } from "../../lib/api-client";

export function meta() {
  return [{ title: "Editor · ReelForge" }];
}

// The editor of a finished faceless or prompt video (issue 12): its scenes in order, each with
// its narration (editable), duration, move up/down, duplicate and delete; the magic-edit box; the
// versions with Restore. Saving previews what changes and what it costs, then renders a new
// version, which the editor then opens.

export default function EditorPage() {
  const { id = "" } = useParams();
  return <Editor key={id} id={id} />;
}

const LEADS: Record<string, string> = {
  video: "Change the scenes of your video; saving renders a new version and keeps the old ones.",
  "voice-over":
    "Change your voice-over's words, voice and captions; saving records a new version and keeps the old ones.",
  meme: "Change your meme's words, template or picture; saving makes a new version and keeps the old ones.",
  subtitles:
    "Change your captions' words, times, style or font; saving burns them in again as a new version and keeps the old ones.",
  clips:
    "Change your clips' caption style or font; saving renders them again as a new version and keeps the old ones.",
};
/** The player and the magic-edit box side by side from lg up (an upright or square video). */
const BESIDE = "space-y-4 lg:grid lg:grid-cols-2 lg:items-start lg:gap-6 lg:space-y-0";
const UNCAPTIONED_CLIPS_LEAD =
  "Play your clips here and see their versions; they have no captions, so there is nothing to restyle.";
const isInputKind = (kind: string) => (INPUT_EDIT_KINDS as readonly string[]).includes(kind);
const editableKey = (id: string) => ["editable", id] as const;

// A video made from a storyboard is edited by its scenes; a meme, a subtitled video or a set of clips by
// what it was made with (its kind's panel). A video that cannot be loaded (gone, another user's) says so
// here: the kind's editor would mount a second observer of the failed query, whose refetch turns it back
// to loading and unmounts that editor again, asking the server in a loop.
function Editor({ id }: { id: string }) {
  const generation = useQuery({
    queryKey: generationKey(id),
    queryFn: () => api("GET /api/generations/{id}", { params: { id } }),
  });
  if (generation.error) {
    return (
      <PageFrame icon={VideoIcon} title="Editor" lead={LEADS.video ?? ""}>
        <LoadError error={generation.error} ofVideo />
      </PageFrame>
    );
  }
  if (!generation.data) {
    return (
      <PageFrame icon={VideoIcon} title="Editor" lead={LEADS.video ?? ""}>
        <Spinner label="Loading the video…" />
      </PageFrame>
    );
  }
  if (isInputKind(generation.data.kind)) return <InputEditor id={id} generation={generation.data} />;
  return <StoryboardEditor id={id} />;
}

/**
 * Why the editor cannot show this video, and the way back to the library. `ofVideo`: the error of
 * loading the video itself, whose 404 ("Generation not found") is said as a user looks for it.
 */
function LoadError({ error, ofVideo = false }: { error: unknown; ofVideo?: boolean }) {
  const text =
    ofVideo && error instanceof ApiError && error.status === 404
      ? "This video was not found: it may have been deleted, or it belongs to another account."
      : errorText(error);
  return (
    <Card>
      <p role="alert" className="text-slate-800 dark:text-slate-100">
        {text}
      </p>
      <ButtonLink to="/dashboard/library" variant="outline" size="box" className="mt-4">
        Back to the library
      </ButtonLink>
    </Card>
  );
}

function StoryboardEditor({ id }: { id: string }) {
  const navigate = useNavigate();
  const generation = useQuery({
    queryKey: generationKey(id),
    queryFn: () => api("GET /api/generations/{id}", { params: { id } }),
  });
  const storyboard = useQuery({
    queryKey: storyboardKey(id),
    queryFn: () => api("GET /api/generations/{id}/storyboard", { params: { id } }),
  });
  const open = (version: TGeneration) => void navigate(editorPath(version.id));
  const edit = useEditVersion(id, open);

  const [draft, setDraft] = useState<{ scenes: DraftScene[]; ops: TEditOperation[] } | null>(null);
  const scenes = draft?.scenes ?? (storyboard.data ? draftOf(storyboard.data) : []);
  // The whole-video settings (voice, captions, music, format, intro and outro, logo) as changed.
  const [settings, setSettings] = useState<SettingsDraft | null>(null);
  const saved = storyboard.data ? settingsOf(storyboard.data) : null;
  const operations = [
    ...draftOperations(
      draft?.ops ?? [],
      scenes,
      storyboard.data?.scenes.map((s) => s.id),
    ),
    ...(saved && settings ? settingsOperations(saved, settings) : []),
  ];

  function change({ ops, scenes: next }: DraftChange) {
    edit.clear();
    setDraft({ scenes: next, ops: [...(draft?.ops ?? []), ...ops] });
  }
  // The scene selected in the list, and where the player jumps to show it.
  const [selected, setSelected] = useState<string | null>(null);
  const [seek, setSeek] = useState<{ seconds: number; at: number } | null>(null);

  const failed = generation.error ?? storyboard.error;
  const video = generation.data?.result?.videoUrl;
  const audio = generation.data?.result?.audioUrl;
  const busy = edit.savePending;
  const upright = storyboard.data?.aspect !== "16:9";
  const magicEdit = storyboard.data && generation.data && (
    <MagicEdit
      id={id}
      onDone={open}
      examples={magicEditExamples(generation.data.kind, {
        scenes: storyboard.data.scenes.length,
        captionStyle: storyboard.data.captions.style,
      })}
    />
  );

  return (
    <PageFrame icon={VideoIcon} title="Editor" lead={LEADS[generation.data?.kind ?? ""] ?? LEADS.video ?? ""}>
      {failed ? (
        <LoadError error={failed} />
      ) : !storyboard.data || !generation.data ? (
        <Spinner label="Loading the video…" />
      ) : (
        <>
          <Card as="section" aria-label="Current version" className="space-y-4">
            <h2 className="text-lg font-semibold text-slate-900 dark:text-white">{generation.data.title}</h2>
            {video ? (
              // An upright or square video beside the magic-edit box on wide screens: across the whole
              // card it is mostly black bars, and pushes the box below the window.
              <div className={upright ? BESIDE : "space-y-4"}>
                <VideoPlayer
                  key={video}
                  src={video}
                  poster={generation.data.result?.thumbnailUrl}
                  title={generation.data.title}
                  seek={seek}
                />
                {magicEdit}
              </div>
            ) : (
              audio && (
                // A voice-over without a video of its own: its narration.
                // biome-ignore lint/a11y/useMediaCaption: the scenes' words are listed below it
                <audio
                  key={audio}
                  controls
                  src={audio}
                  aria-label="Narration of this version"
                  className="w-full"
                  data-testid="editor-audio"
                />
              )
            )}
            {!video && magicEdit}
          </Card>

          <Card as="section" aria-label="Scenes" className="space-y-4">
            <h2 className="text-lg font-semibold text-slate-900 dark:text-white">Scenes</h2>
            <SceneList
              scenes={scenes}
              busy={busy}
              language={storyboard.data.voice.language}
              aspect={storyboard.data.aspect}
              selectedKey={selected}
              // A voice-over has no pictures to change (the server refuses a visual operation on one).
              pictures={generation.data.kind !== "voice-over"}
              onSelect={(scene) => {
                setSelected(scene.key);
                if (scene.startSeconds !== null && scene.startSeconds !== undefined) {
                  setSeek({ seconds: scene.startSeconds, at: Date.now() });
                }
              }}
              onChange={change}
            />
            {saved && (
              <EditorSettings
                kind={generation.data.kind}
                storyboard={storyboard.data}
                value={settings ?? saved}
                disabled={busy}
                onChange={(next) => {
                  edit.clear();
                  setSettings(next);
                }}
              />
            )}
            <EditActions
              edit={edit}
              operations={operations}
              busy={busy}
              changed={!!draft || !!settings}
              onDiscard={() => {
                setDraft(null);
                setSettings(null);
              }}
            />
          </Card>

          <Versions id={id} busy={busy} onRestore={edit.restore} />
        </>
      )}
    </PageFrame>
  );
}

function Versions({ id, busy, onRestore }: { id: string; busy: boolean; onRestore: (id: string) => void }) {
  const versions = useQuery({
    queryKey: versionsKey(id),
    queryFn: () => api("GET /api/generations/{id}/versions", { params: { id } }),
  });
  return (
    <Card as="section" id="versions" aria-label="Versions" className="scroll-mt-20 space-y-3">
      <h2 className="text-lg font-semibold text-slate-900 dark:text-white">Versions</h2>
      {versions.error && <p role="alert">{errorText(versions.error)}</p>}
      <ol className="space-y-2">
        {(versions.data?.items ?? []).map((v, index) => (
          <li
            key={v.id}
            data-testid="editor-version"
            className="flex flex-wrap items-center justify-between gap-2 rounded-xl border border-slate-200 px-4 py-3 text-sm dark:border-slate-700"
          >
            <span className="min-w-0 text-slate-800 dark:text-slate-100">
              <strong>Version {index + 1}</strong>
              {v.id === id && " (shown)"} · {new Date(v.createdAt).toLocaleString()} · {v.summary}
              {v.status !== "succeeded" && ` · ${v.status}`}
            </span>
            {v.id !== id && v.status === "succeeded" && (
              <Button
                variant="outline"
                size="box"
                aria-label={`Restore version ${index + 1}`}
                disabled={busy}
                onClick={() => onRestore(v.id)}
              >
                Restore
              </Button>
            )}
          </li>
        ))}
      </ol>
    </Card>
  );
}

// The editor of a meme, a subtitled video or a set of clips: the current version, its kind's panel
// pre-filled from what it was made with, Save (what changes and what it costs) then Apply, the
// magic-edit box and the versions.
function InputEditor({ id, generation }: { id: string; generation: TGeneration }) {
  const navigate = useNavigate();
  const editable = useQuery({
    queryKey: editableKey(id),
    queryFn: () => api("GET /api/generations/{id}/editable", { params: { id } }),
  });
  const open = (version: TGeneration) => void navigate(editorPath(version.id));
  const edit = useEditVersion(id, open);
  const [draft, setDraft] = useState<TEditableInput | null>(null);
  const saved = editable.data;
  const value = draft ?? saved;
  const operations = saved && value ? inputOperations(saved, value) : [];
  const busy = edit.savePending;
  const video = generation.result?.videoUrl;
  // Clips without captions have nothing to change (the panel says why and links to new clips): no
  // magic edit, no Save, and a lead that does not promise a caption style.
  const uncaptioned = saved?.kind === "clips" && !saved.captioned;
  const examples = saved
    ? magicEditExamples(generation.kind, {
        captioned: !uncaptioned,
        ...(saved.kind === "meme"
          ? { template: saved.template }
          : { captionStyle: saved.style, captionFont: saved.font }),
      })
    : [];
  const lead = uncaptioned ? UNCAPTIONED_CLIPS_LEAD : (LEADS[generation.kind] ?? "");
  const [upright, setUpright] = useState(false);
  const magicEdit = examples.length > 0 && <MagicEdit id={id} onDone={open} examples={examples} />;

  return (
    <PageFrame icon={VideoIcon} title="Editor" lead={lead}>
      {editable.error ? (
        <LoadError error={editable.error} />
      ) : !value || !saved ? (
        <Spinner label="Loading the video…" />
      ) : (
        <>
          <Card as="section" aria-label="Current version" className="space-y-4">
            <h2 className="text-lg font-semibold text-slate-900 dark:text-white">{generation.title}</h2>
            {video ? (
              // As a storyboard video: upright or square beside the magic-edit box on wide screens (its
              // shape is known once the player has read it).
              <div className={upright ? BESIDE : "space-y-4"}>
                <VideoPlayer
                  key={video}
                  src={video}
                  poster={generation.result?.thumbnailUrl}
                  title={generation.title}
                  onShape={setUpright}
                />
                {magicEdit}
              </div>
            ) : (
              <>
                <ClipPlayers generation={generation} />
                {magicEdit}
              </>
            )}
          </Card>

          <Card as="section" aria-label="Changes" className="space-y-4">
            <h2 className="text-lg font-semibold text-slate-900 dark:text-white">
              {generation.kind === "meme" ? "Meme" : generation.kind === "subtitles" ? "Captions" : "Clips"}
            </h2>
            <InputPanel
              value={value}
              disabled={busy}
              onChange={(next) => {
                edit.clear();
                setDraft(next);
              }}
            />
            {!uncaptioned && (
              <EditActions
                edit={edit}
                operations={operations}
                busy={busy}
                changed={!!draft}
                onDiscard={() => setDraft(null)}
              />
            )}
          </Card>

          <Versions id={id} busy={busy} onRestore={edit.restore} />
        </>
      )}
    </PageFrame>
  );
}

/**
 * The edit's progress or error, then Save (which shows what will change and its cost) or Apply (which
 * renders the new version), and Discard changes.
 */
function EditActions({
  edit,
  operations,
  busy,
  changed,
  onDiscard,
}: {
  edit: ReturnType<typeof useEditVersion>;
  operations: TEditOperation[];
  busy: boolean;
  changed: boolean;
  onDiscard: () => void;
}) {
  // With changes not yet saved, the status and buttons stay at the bottom of the screen while the panel
  // is: on a phone or a tablet a video's scenes and settings run for several screens, and Save is after
  // all of them. Not on wider screens, where a bar over the bottom of the window would cover the scene
  // a mouse drags there.
  const pinned = changed || !!edit.preview || !!edit.error || busy;
  return (
    <div
      data-testid="edit-actions"
      className={
        pinned
          ? "space-y-3 max-lg:sticky max-lg:bottom-0 max-lg:z-10 max-lg:-mx-5 max-lg:border-t max-lg:border-slate-200 max-lg:bg-white/95 max-lg:px-5 max-lg:py-3 max-lg:backdrop-blur sm:max-lg:-mx-8 sm:max-lg:px-8 dark:max-lg:border-slate-700 dark:max-lg:bg-slate-900/95"
          : "space-y-3"
      }
    >
      <EditStatus edit={edit} />
      <div className="flex flex-wrap gap-2">
        {edit.preview ? (
          <Button
            variant="strong"
            size="box"
            pending={busy}
            pendingLabel="Rendering the new version…"
            onClick={() => edit.save({ operations: edit.preview?.operations ?? operations })}
          >
            Apply
          </Button>
        ) : (
          <Button
            variant="strong"
            size="box"
            disabled={operations.length === 0 || busy}
            pending={edit.previewPending}
            pendingLabel="Checking…"
            onClick={() => edit.runPreview({ operations })}
          >
            Save
          </Button>
        )}
        <Button
          variant="outline"
          size="box"
          disabled={!changed || busy}
          onClick={() => {
            edit.clear();
            onDiscard();
          }}
        >
          Discard changes
        </Button>
      </div>
    </div>
  );
}
