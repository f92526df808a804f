import {
  CAPTION_FONTS,
  CAPTION_POSITION_IDS,
  CAPTION_SIZE_IDS,
  CAPTION_STYLES,
  EDIT_ASPECTS,
  ENGLISH_ACCENTS,
  GENDERS,
  MUSIC_MOODS,
  type TEditableStoryboard,
  type TUpload,
  VIDEO_LANGUAGES,
} from "@reelforge/contract";
import { useQuery } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { api } from "../../lib/api-client";
import { Checkbox, Options, Range, Select, Textarea } from "../ui/field";
import type { SettingsDraft } from "./editor-settings-draft";
import { UploadChooser } from "./upload-chooser";

// The editor's whole-video settings (issue 12): voice, captions, music, format, intro and outro, and
// the brand kit's logo. The panel only edits a draft; the editor turns the draft into operations
// (editor-settings-draft.ts), shows what saving them costs and saves them with the scene changes.

const ASPECT_LABELS: Record<(typeof EDIT_ASPECTS)[number], string> = {
  "9:16": "9:16 vertical (TikTok, Reels, Shorts)",
  "16:9": "16:9 landscape (YouTube)",
  "1:1": "1:1 square (Instagram, LinkedIn feed)",
  "4:5": "4:5 portrait (Instagram, Facebook feed)",
};
const POSITION_LABELS: Record<string, string> = { bottom: "Bottom", middle: "Middle", top: "Top" };
const SIZE_LABELS: Record<string, string> = { small: "Small", medium: "Medium", large: "Large" };
const SPEEDS = ["0.75", "0.9", "1", "1.1", "1.25", "1.5"] as const;
const capital = (s: string) => `${s[0]?.toUpperCase()}${s.slice(1)}`;

function Group({ legend, children }: { legend: string; children: ReactNode }) {
  return (
    <fieldset className="min-w-0 space-y-3 rounded-2xl border border-slate-200 p-4 dark:border-slate-700">
      <legend className="px-1 text-sm font-semibold text-slate-900 dark:text-white">{legend}</legend>
      {children}
    </fieldset>
  );
}

function Check({
  label,
  checked,
  onChange,
  disabled,
}: {
  label: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
  disabled?: boolean;
}) {
  return (
    <Checkbox
      label={label}
      weight="strong"
      checked={checked}
      disabled={disabled}
      onChange={(e) => onChange(e.currentTarget.checked)}
    />
  );
}

export function EditorSettings({
  storyboard,
  value,
  onChange,
  disabled,
  kind,
}: {
  storyboard: TEditableStoryboard;
  /** A voice-over has no pictures, frame or music of its own: those groups are not shown. */
  kind?: string;
  value: SettingsDraft;
  onChange: (next: SettingsDraft) => void;
  disabled?: boolean;
}) {
  const kit = useQuery({ queryKey: ["brand-kit"], queryFn: () => api("GET /api/brand-kit") });
  const set = <K extends keyof SettingsDraft>(key: K, next: SettingsDraft[K]) =>
    onChange({ ...value, [key]: next });
  const english = value.language === "English";
  const hasLogo = Boolean(kit.data?.logo) || storyboard.logo;
  const song: TUpload[] = value.song ? [{ id: value.song.id, name: value.song.name } as TUpload] : [];

  return (
    <section aria-label="Video settings" className="space-y-4">
      <h2 className="text-lg font-semibold text-slate-900 dark:text-white">Video settings</h2>
      <fieldset disabled={disabled} className="grid min-w-0 gap-4 md:grid-cols-2">
        <Group legend="Voice">
          <Select
            label="Language"
            hint={
              value.language !== storyboard.voice.language
                ? "Saving translates the narration into it."
                : undefined
            }
            value={value.language}
            onChange={(e) => set("language", e.currentTarget.value)}
          >
            {!VIDEO_LANGUAGES.includes(value.language as never) && (
              <option value={value.language}>{value.language}</option>
            )}
            <Options values={VIDEO_LANGUAGES} labelFor={(l) => (l === "France" ? "French" : l)} />
          </Select>
          <Select label="Voice" value={value.gender} onChange={(e) => set("gender", e.currentTarget.value)}>
            {Object.entries(GENDERS).map(([id, label]) => (
              <option key={id} value={id}>
                {label}
              </option>
            ))}
          </Select>
          {english && (
            <Select
              label="Accent"
              value={value.accent}
              onChange={(e) => set("accent", e.currentTarget.value)}
            >
              <option value="">Default</option>
              <Options values={ENGLISH_ACCENTS} />
            </Select>
          )}
          <Select
            label="Speed"
            value={String(value.speed)}
            onChange={(e) => set("speed", Number(e.currentTarget.value))}
          >
            {!SPEEDS.includes(String(value.speed) as never) && (
              <option value={String(value.speed)}>{value.speed}×</option>
            )}
            <Options values={SPEEDS} labelFor={(s) => (s === "1" ? "1× (as made)" : `${s}×`)} />
          </Select>
        </Group>

        <Group legend="Captions">
          <Check label="Show captions" checked={value.captionsOn} onChange={(on) => set("captionsOn", on)} />
          {value.captionsOn && (
            <>
              <Select
                label="Caption style"
                value={value.style}
                onChange={(e) => set("style", e.currentTarget.value)}
              >
                {Object.entries(CAPTION_STYLES).map(([id, label]) => (
                  <option key={id} value={id}>
                    {label}
                  </option>
                ))}
              </Select>
              <Select label="Font" value={value.font} onChange={(e) => set("font", e.currentTarget.value)}>
                {Object.entries(CAPTION_FONTS).map(([id, label]) => (
                  <option key={id} value={id}>
                    {label}
                  </option>
                ))}
              </Select>
              <div className="grid grid-cols-2 gap-3">
                <Select
                  label="Position"
                  value={value.position}
                  onChange={(e) => set("position", e.currentTarget.value)}
                >
                  <Options values={CAPTION_POSITION_IDS} labelFor={(p) => POSITION_LABELS[p] ?? p} />
                </Select>
                <Select
                  label="Size"
                  value={value.size}
                  onChange={(e) => set("size", e.currentTarget.value as SettingsDraft["size"])}
                >
                  <Options values={CAPTION_SIZE_IDS} labelFor={(s) => SIZE_LABELS[s] ?? s} />
                </Select>
              </div>
            </>
          )}
        </Group>

        {kind !== "voice-over" && (
          <>
            <Group legend="Music">
              <Select label="Music" value={value.music} onChange={(e) => set("music", e.currentTarget.value)}>
                <Options values={MUSIC_MOODS} labelFor={capital} />
                <option value="own">My own song</option>
                <option value="none">No music</option>
              </Select>
              {value.music === "own" && (
                <UploadChooser
                  kind="audio"
                  label="Song"
                  choose={value.song || storyboard.music?.ownFile ? "Choose another song" : "Choose a song"}
                  description="A song from your media plays under the voice."
                  multiple={false}
                  value={song}
                  onChange={(picked) => {
                    const [first] = picked;
                    onChange({ ...value, song: first ? { id: first.id, name: first.name } : null });
                  }}
                />
              )}
              {value.music !== "none" && (
                <Range
                  label={`Music volume: ${Math.round(value.volume * 100)}%`}
                  min={0}
                  max={1}
                  step={0.05}
                  value={value.volume}
                  onChange={(e) => set("volume", Number(e.currentTarget.value))}
                  hint="25% sits the music well under the voice."
                />
              )}
            </Group>

            <Group legend="Format">
              <Select
                label="Frame"
                hint="Re-lays out every scene for the platform's frame."
                value={value.aspect}
                onChange={(e) => set("aspect", e.currentTarget.value as SettingsDraft["aspect"])}
              >
                <Options values={EDIT_ASPECTS} labelFor={(a) => ASPECT_LABELS[a]} />
              </Select>
            </Group>
          </>
        )}

        <Group legend="Intro and outro">
          <Textarea
            label="Intro text"
            hint="A first scene saying this; empty for none."
            rows={2}
            maxLength={200}
            value={value.intro}
            onChange={(e) => set("intro", e.currentTarget.value)}
          />
          <Textarea
            label="Outro text"
            hint="A last scene saying this; empty for none."
            rows={2}
            maxLength={200}
            value={value.outro}
            onChange={(e) => set("outro", e.currentTarget.value)}
          />
        </Group>

        <Group legend="Logo">
          <Check
            label="Show my logo"
            checked={value.logo}
            disabled={!hasLogo}
            onChange={(on) => set("logo", on)}
          />
          <p className="text-sm text-slate-600 dark:text-slate-400">
            {hasLogo
              ? "The logo of your brand kit, in the corner of every scene. "
              : "Your brand kit has no logo yet. "}
            Set it in your{" "}
            <Link
              to="/dashboard/profile-info"
              className="font-medium text-brand-700 underline dark:text-brand-300"
            >
              profile
            </Link>
            .
          </p>
        </Group>
      </fieldset>
    </section>
  );
}
