import { CAPTION_FONT_CHOICES, MAX_BRAND_COLORS, type TBrandKit, type TUpload } from "@reelforge/contract";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { toast } from "react-toastify";
import { api, errorText } from "../../lib/api-client";
import { MediaPicker } from "../media/media-picker";
import { Button } from "../ui/button";
import { Select } from "../ui/field";
import { CloseIcon, PlusIcon } from "../ui/icons";
import { Spinner } from "../ui/spinner";

// The profile's brand kit: a logo, up to five colours, a caption font and intro and outro clips,
// used in every video unless a video is made without it.

type Part = "logo" | "intro" | "outro";
const PARTS: { part: Part; label: string; hint: string; kinds: readonly ("image" | "video")[] }[] = [
  {
    part: "logo",
    label: "Logo",
    hint: "Set in the top corner of every video. A PNG with a clear background looks best.",
    kinds: ["image"],
  },
  {
    part: "intro",
    label: "Intro clip",
    hint: "Plays before every video (its first 15 seconds at most).",
    kinds: ["video"],
  },
  {
    part: "outro",
    label: "Outro clip",
    hint: "Plays after every video (its first 15 seconds at most).",
    kinds: ["video"],
  },
];
const FIRST_COLOUR = "#7c3aed";

/** The TanStack Query key of the user's brand kit (the profile and the editor's settings read it). */
export const BRAND_KIT_KEY = ["brand-kit"] as const;

export function BrandKitForm() {
  const saved = useQuery({ queryKey: BRAND_KIT_KEY, queryFn: () => api("GET /api/brand-kit") });
  if (saved.data) return <BrandKitEditor saved={saved.data} />;
  return saved.isError ? (
    <p role="alert" className="text-red-600 dark:text-red-400">
      {errorText(saved.error)}
    </p>
  ) : (
    <Spinner label="Loading your brand kit" className="size-7" />
  );
}

// The kit being edited is a draft of the saved one; saving stores the answer as the saved kit.
function BrandKitEditor({ saved }: { saved: TBrandKit }) {
  const queryClient = useQueryClient();
  const [kit, setKit] = useState<TBrandKit>(saved);
  const [picking, setPicking] = useState<Part | null>(null);
  const save = useMutation({
    mutationFn: (draft: TBrandKit) =>
      api("PUT /api/brand-kit", {
        json: {
          logo: draft.logo?.id ?? null,
          colors: draft.colors,
          font: draft.font,
          intro: draft.intro?.id ?? null,
          outro: draft.outro?.id ?? null,
        },
      }),
    onSuccess: (answer) => {
      queryClient.setQueryData(BRAND_KIT_KEY, answer);
      setKit(answer);
      toast.success("Brand kit saved");
    },
  });

  const setColour = (i: number, colour: string) =>
    setKit({ ...kit, colors: kit.colors.map((c, k) => (k === i ? colour : c)) });

  return (
    <form
      className="space-y-6"
      onSubmit={(event) => {
        event.preventDefault();
        save.mutate(kit);
      }}
      aria-label="Brand kit"
    >
      <p className="text-[15px] text-slate-600 dark:text-slate-400">
        Used in every video you make. Each generator lets you leave it out of one video.
      </p>
      {PARTS.map(({ part, label, hint, kinds }) => {
        const upload = kit[part];
        return (
          <div key={part} className="flex flex-wrap items-center gap-4">
            <div className="grid size-20 shrink-0 place-items-center overflow-hidden rounded-2xl border border-slate-200 bg-slate-50 dark:border-slate-700 dark:bg-slate-800">
              {upload ? (
                <img
                  src={upload.thumbnailUrl}
                  alt={`${label}: ${upload.name}`}
                  className="size-full object-contain"
                />
              ) : (
                <span className="text-xs text-slate-500 dark:text-slate-400">None</span>
              )}
            </div>
            <div className="min-w-0 flex-1">
              <p className="text-sm font-semibold text-slate-900 dark:text-white">{label}</p>
              <p className="text-sm text-slate-600 dark:text-slate-400">{upload ? upload.name : hint}</p>
              <div className="mt-2 flex flex-wrap gap-3">
                <Button type="button" variant="outline" size="box" onClick={() => setPicking(part)}>
                  {upload ? `Change ${label.toLowerCase()}` : `Choose ${label.toLowerCase()}`}
                </Button>
                {upload && (
                  <Button
                    type="button"
                    variant="ghost"
                    size="box"
                    onClick={() => setKit({ ...kit, [part]: null })}
                  >
                    Remove {label.toLowerCase()}
                  </Button>
                )}
              </div>
            </div>
            <MediaPicker
              open={picking === part}
              onOpenChange={(open) => setPicking(open ? part : null)}
              kinds={kinds}
              initial={upload ? [upload] : NONE}
              title={`Choose your ${label.toLowerCase()}`}
              description={hint}
              onPick={(chosen: TUpload[]) => setKit({ ...kit, [part]: chosen[0] ?? null })}
            />
          </div>
        );
      })}

      <fieldset>
        <legend className="text-sm font-semibold text-slate-900 dark:text-white">Colours</legend>
        <p className="text-sm text-slate-600 dark:text-slate-400">
          Up to {MAX_BRAND_COLORS}. The first colours the designs and the spoken word of the captions.
        </p>
        <ul className="mt-3 flex flex-wrap items-center gap-3" aria-label="Your colours">
          {kit.colors.map((colour, i) => (
            <li
              // biome-ignore lint/suspicious/noArrayIndexKey: colours may repeat and have no id; a colour is edited and removed by its place
              key={`${i}-${colour}`}
              className="flex items-center gap-1 rounded-xl border border-slate-200 p-1.5 dark:border-slate-700"
            >
              <input
                type="color"
                value={colour}
                aria-label={`Colour ${i + 1}`}
                onChange={(e) => setColour(i, e.target.value)}
                className="size-9 cursor-pointer rounded-lg border-0 bg-transparent"
              />
              <span className="font-mono text-xs text-slate-700 dark:text-slate-300">{colour}</span>
              <Button
                variant="quiet"
                size="icon-xs"
                aria-label={`Remove colour ${i + 1}`}
                onClick={() => setKit({ ...kit, colors: kit.colors.filter((_c, k) => k !== i) })}
              >
                <CloseIcon className="size-3.5" />
              </Button>
            </li>
          ))}
          {kit.colors.length < MAX_BRAND_COLORS && (
            <li>
              <Button
                type="button"
                variant="outline"
                size="box"
                onClick={() => setKit({ ...kit, colors: [...kit.colors, kit.colors.at(-1) ?? FIRST_COLOUR] })}
              >
                <PlusIcon className="size-4" /> Add colour
              </Button>
            </li>
          )}
        </ul>
      </fieldset>

      <div className="max-w-xs">
        <Select
          label="Caption font"
          hint="Overrides each video's font while the kit is used."
          value={kit.font ?? ""}
          onChange={(e) =>
            setKit({
              ...kit,
              font: (CAPTION_FONT_CHOICES.find((f) => f === e.target.value) ?? null) as TBrandKit["font"],
            })
          }
        >
          <option value="">Each video's own choice</option>
          {CAPTION_FONT_CHOICES.map((f) => (
            <option key={f}>{f}</option>
          ))}
        </Select>
      </div>

      {save.isError && (
        <p role="alert" className="text-sm font-medium text-red-600 dark:text-red-400">
          {errorText(save.error)}
        </p>
      )}
      <Button type="submit" variant="strong" size="box" pending={save.isPending} pendingLabel="Saving">
        Save brand kit
      </Button>
    </form>
  );
}

const NONE: TUpload[] = [];
