import type { TEditOperation, TGeneration } from "@reelforge/contract";
import { useQuery } from "@tanstack/react-query";
import { useRef, useState } from "react";
import { useNavigate, useParams } from "react-router";
import { type DraftScene, draftOf, draftOperations } from "../../components/generators/edit-draft";
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
import { Textarea } from "../../components/ui/field";
import { VideoIcon } from "../../components/ui/icons";
import { Spinner } from "../../components/ui/spinner";
import { api, errorText } from "../../lib/api-client";

export function meta() {
  return [{ title: "Editor · ReelForge" }];
}

// The editor of a finished faceless or prompt video (issue 12): its scenes in order, each with
// its narration (editable), duration, move up/down, duplicate and delete; the magic-edit box; the
// versions with Restore. Saving previews what changes and what it costs, then renders a new
// version, which the editor then opens.

const seconds = (value: number | null) => (value === null ? "" : `${value.toFixed(1)} s`);

export default function EditorPage() {
  const { id = "" } = useParams();
  return <Editor key={id} id={id} />;
}

function Editor({ id }: { id: string }) {
  const navigate = useNavigate();
  const generation = useQuery({
    queryKey: generationKey(id),
    queryFn: () => api("GET /api/generations/{id}", { params: { id } }),
  });
  const storyboard = useQuery({
    queryKey: storyboardKey(id),
    queryFn: () => api("GET /api/generations/{id}/storyboard", { params: { id } }),
  });
  const versions = useQuery({
    queryKey: versionsKey(id),
    queryFn: () => api("GET /api/generations/{id}/versions", { params: { id } }),
  });
  const open = (version: TGeneration) => void navigate(editorPath(version.id));
  const edit = useEditVersion(id, open);

  const [draft, setDraft] = useState<{ scenes: DraftScene[]; ops: TEditOperation[] } | null>(null);
  const copies = useRef(0);
  const scenes = draft?.scenes ?? (storyboard.data ? draftOf(storyboard.data) : []);
  // The whole-video settings (voice, captions, music, format, intro and outro, logo) as changed.
  const [settings, setSettings] = useState<SettingsDraft | null>(null);
  const saved = storyboard.data ? settingsOf(storyboard.data) : null;
  const operations = [
    ...draftOperations(draft?.ops ?? [], scenes),
    ...(saved && settings ? settingsOperations(saved, settings) : []),
  ];

  function change(op: TEditOperation | null, next: DraftScene[]) {
    edit.clear();
    setDraft({ scenes: next, ops: op ? [...(draft?.ops ?? []), op] : (draft?.ops ?? []) });
  }
  function move(index: number, to: number) {
    const next = [...scenes];
    const [scene] = next.splice(index, 1);
    if (!scene) return;
    next.splice(to, 0, scene);
    change({ op: "move", scene: index + 1, to: to + 1 }, next);
  }

  const failed = generation.error ?? storyboard.error;
  const video = generation.data?.result?.videoUrl;
  const busy = edit.savePending;

  return (
    <PageFrame
      icon={VideoIcon}
      title="Editor"
      lead="Change the scenes of your video; saving renders a new version and keeps the old ones."
    >
      {failed ? (
        <Card>
          <p role="alert" className="text-slate-800 dark:text-slate-100">
            {errorText(failed)}
          </p>
          <ButtonLink to="/dashboard/library" variant="outline" size="box" className="mt-4">
            Back to the library
          </ButtonLink>
        </Card>
      ) : !storyboard.data || !generation.data ? (
        <Spinner label="Loading the video…" />
      ) : (
        <>
          <Card as="section" aria-label="Current version" className="space-y-4">
            <h2 className="text-lg font-semibold text-slate-900 dark:text-white">{generation.data.title}</h2>
            {video && (
              <VideoPlayer
                key={video}
                src={video}
                poster={generation.data.result?.thumbnailUrl}
                title={generation.data.title}
              />
            )}
            <MagicEdit id={id} onDone={open} />
          </Card>

          <Card as="section" aria-label="Scenes" className="space-y-4">
            <h2 className="text-lg font-semibold text-slate-900 dark:text-white">Scenes</h2>
            <ol className="space-y-4">
              {scenes.map((scene, index) => {
                const number = index + 1;
                return (
                  <li
                    key={scene.key}
                    data-testid="editor-scene"
                    className="space-y-3 rounded-2xl border border-slate-200 p-4 dark:border-slate-700"
                  >
                    <div className="flex flex-wrap items-center justify-between gap-2 text-sm">
                      <span className="flex items-center gap-3 font-semibold text-slate-900 dark:text-white">
                        {scene.thumbnailUrl && (
                          <img
                            src={scene.thumbnailUrl}
                            alt=""
                            loading="lazy"
                            className="h-12 w-12 rounded-lg bg-slate-200 object-cover dark:bg-slate-800"
                          />
                        )}
                        Scene {number}
                      </span>
                      <span className="text-slate-600 dark:text-slate-400">
                        {scene.visual}
                        {scene.durationSeconds !== null && ` · ${seconds(scene.durationSeconds)}`}
                      </span>
                    </div>
                    <Textarea
                      label={`Scene ${number} narration`}
                      rows={3}
                      value={scene.narration}
                      disabled={busy}
                      onChange={(event) => {
                        const text = event.currentTarget.value;
                        change(
                          null,
                          scenes.map((s, i) => (i === index ? { ...s, narration: text } : s)),
                        );
                      }}
                    />
                    <div className="flex flex-wrap gap-2">
                      <Button
                        variant="outline"
                        size="box"
                        aria-label={`Move scene ${number} up`}
                        disabled={busy || index === 0}
                        onClick={() => move(index, index - 1)}
                      >
                        Up
                      </Button>
                      <Button
                        variant="outline"
                        size="box"
                        aria-label={`Move scene ${number} down`}
                        disabled={busy || index === scenes.length - 1}
                        onClick={() => move(index, index + 1)}
                      >
                        Down
                      </Button>
                      <Button
                        variant="outline"
                        size="box"
                        aria-label={`Duplicate scene ${number}`}
                        disabled={busy}
                        onClick={() => {
                          copies.current += 1;
                          const next = [...scenes];
                          next.splice(index + 1, 0, { ...scene, key: `${scene.key}#${copies.current}` });
                          change({ op: "duplicate", scene: number }, next);
                        }}
                      >
                        Duplicate
                      </Button>
                      <Button
                        variant="danger-outline"
                        size="box"
                        aria-label={`Delete scene ${number}`}
                        disabled={busy || scenes.length < 2}
                        onClick={() =>
                          change(
                            { op: "delete", scene: number },
                            scenes.filter((_, i) => i !== index),
                          )
                        }
                      >
                        Delete
                      </Button>
                    </div>
                  </li>
                );
              })}
            </ol>
            {saved && (
              <EditorSettings
                storyboard={storyboard.data}
                value={settings ?? saved}
                disabled={busy}
                onChange={(next) => {
                  edit.clear();
                  setSettings(next);
                }}
              />
            )}
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
                disabled={(!draft && !settings) || busy}
                onClick={() => {
                  edit.clear();
                  setDraft(null);
                  setSettings(null);
                }}
              >
                Discard changes
              </Button>
            </div>
          </Card>

          <Card as="section" aria-label="Versions" className="space-y-3">
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
                      onClick={() => edit.restore(v.id)}
                    >
                      Restore
                    </Button>
                  )}
                </li>
              ))}
            </ol>
          </Card>
        </>
      )}
    </PageFrame>
  );
}
