import type { TUpload } from "@reelforge/contract";
import { useState } from "react";
import { Button } from "../ui/button";
import { Checkbox, Radio } from "../ui/field";
import { CloseIcon, PlusIcon } from "../ui/icons";
import { MediaPicker } from "./media-picker";
import { UseBrandKit } from "./use-brand-kit";

// The generator forms' "Your media" part: photos and clips to show (in order, or matched to the
// script's words), a clip's own sound kept or muted, and a song of the user's instead of a mood.

export type MediaChoice = {
  media: TUpload[];
  mediaOrder: "in-order" | "match";
  clipSound: "mix" | "mute";
  song: TUpload | null;
  /** Use the brand kit of the profile (logo, colours, caption font, intro and outro). */
  brand: boolean;
};

export const NO_MEDIA: MediaChoice = {
  media: [],
  mediaOrder: "in-order",
  clipSound: "mix",
  song: null,
  brand: true,
};

/** The generation input's media fields for a choice (nothing when nothing is chosen). */
export function mediaInput(choice: MediaChoice): {
  media?: string[];
  mediaOrder?: "in-order" | "match";
  clipSound?: "mix" | "mute";
  musicUpload?: string;
  brand?: boolean;
} {
  return {
    ...(choice.brand ? {} : { brand: false }),
    ...(choice.media.length
      ? {
          media: choice.media.map((u) => u.id),
          mediaOrder: choice.mediaOrder,
          ...(choice.media.some((u) => u.kind === "video") ? { clipSound: choice.clipSound } : {}),
        }
      : {}),
    ...(choice.song ? { musicUpload: choice.song.id } : {}),
  };
}

const labelClass = "block text-sm font-semibold text-slate-800 dark:text-slate-100";

export function MediaFields({
  value,
  onChange,
  disabled = false,
}: {
  value: MediaChoice;
  onChange: (value: MediaChoice) => void;
  disabled?: boolean;
}) {
  const [picking, setPicking] = useState<"media" | "song" | null>(null);
  const hasClip = value.media.some((u) => u.kind === "video");
  return (
    <fieldset
      className="space-y-4 rounded-2xl border border-slate-200 p-4 dark:border-slate-800"
      disabled={disabled}
    >
      <legend className="px-1 text-sm font-semibold text-slate-800 dark:text-slate-100">
        Your media (optional)
      </legend>
      <div>
        <p className={labelClass}>Photos and clips</p>
        <p className="mt-0.5 text-sm text-slate-600 dark:text-slate-400">
          Shown first, one per scene; scenes left over get pictures made for them.
        </p>
        <ul aria-label="Chosen photos and clips" className="mt-3 flex flex-wrap gap-2">
          {value.media.map((upload, i) => (
            <li key={upload.id} data-testid="chosen-media" className="relative">
              <img
                src={upload.thumbnailUrl}
                alt={`${i + 1}. ${upload.name}`}
                title={upload.name}
                className="size-16 rounded-xl border border-slate-200 object-cover dark:border-slate-700"
              />
              <span className="absolute bottom-1 left-1 rounded bg-slate-950/70 px-1 text-xs font-bold text-white">
                {i + 1}
              </span>
              <Button
                variant="raised"
                size="icon-xs"
                aria-label={`Remove ${upload.name}`}
                onClick={() => onChange({ ...value, media: value.media.filter((u) => u.id !== upload.id) })}
                className="absolute -top-2 -right-2"
              >
                <CloseIcon className="size-3.5" />
              </Button>
            </li>
          ))}
          <li>
            <Button
              type="button"
              variant="outline"
              size="box"
              className="h-16"
              onClick={() => setPicking("media")}
            >
              <PlusIcon className="size-4" />
              {value.media.length ? "Change" : "Choose photos and clips"}
            </Button>
          </li>
        </ul>
      </div>
      {value.media.length > 1 && (
        <div
          role="radiogroup"
          aria-label="Order of your photos and clips"
          className="flex flex-wrap gap-x-6 gap-y-2 text-sm"
        >
          {(
            [
              ["in-order", "In the order chosen"],
              ["match", "Matched to the script's words (by file name)"],
            ] as const
          ).map(([order, text]) => (
            <Radio
              key={order}
              label={text}
              name="media-order"
              checked={value.mediaOrder === order}
              onChange={() => onChange({ ...value, mediaOrder: order })}
            />
          ))}
        </div>
      )}
      {hasClip && (
        <Checkbox
          label="Keep the clips' own sound, quietly under the voice"
          checked={value.clipSound === "mix"}
          onChange={(e) => onChange({ ...value, clipSound: e.target.checked ? "mix" : "mute" })}
        />
      )}
      <div>
        <p className={labelClass}>Your song</p>
        {value.song ? (
          <div className="mt-2 flex flex-wrap items-center gap-3 text-sm">
            <span data-testid="chosen-song" className="font-medium text-slate-900 dark:text-white">
              {value.song.name}
            </span>
            <span className="text-slate-600 dark:text-slate-400">replaces the music mood</span>
            <Button type="button" variant="link" size="inline" onClick={() => setPicking("song")}>
              Change
            </Button>
            <Button
              type="button"
              variant="link"
              size="inline"
              onClick={() => onChange({ ...value, song: null })}
            >
              Remove
            </Button>
          </div>
        ) : (
          <Button
            type="button"
            variant="outline"
            size="box"
            className="mt-2"
            onClick={() => setPicking("song")}
          >
            <PlusIcon className="size-4" />
            Use your own song
          </Button>
        )}
      </div>
      <UseBrandKit checked={value.brand} onChange={(brand) => onChange({ ...value, brand })} />
      <MediaPicker
        open={picking === "media"}
        onOpenChange={(open) => setPicking(open ? "media" : null)}
        kinds={MEDIA_KINDS}
        multiple
        initial={value.media}
        title="Choose photos and clips"
        description="In the order you choose them. Upload new ones here too."
        onPick={(media) => onChange({ ...value, media })}
      />
      <MediaPicker
        open={picking === "song"}
        onOpenChange={(open) => setPicking(open ? "song" : null)}
        kinds={SONG_KINDS}
        initial={value.song ? [value.song] : NONE}
        title="Choose a song"
        description="It plays under the narration, quieter while the voice speaks."
        onPick={(songs) => onChange({ ...value, song: songs[0] ?? null })}
      />
    </fieldset>
  );
}

const MEDIA_KINDS = ["image", "video"] as const;
const SONG_KINDS = ["audio"] as const;
const NONE: TUpload[] = [];
