import type { TEditableStoryboard, TUpload, TVisualChoice } from "@reelforge/contract";
import { useMutation } from "@tanstack/react-query";
import { Tabs } from "radix-ui";
import { useState } from "react";
import { api, errorText } from "../../lib/api-client";
import { type PictureChoice, pictureName } from "../generators/edit-draft";
import { MediaPicker } from "../media/media-picker";
import { Button } from "../ui/button";
import { Dialog } from "../ui/dialog";
import { Input } from "../ui/field";

// A scene's new picture (issue 12): one of the alternatives its render kept, one of the user's
// uploads (the media picker), or a picture found by a new search: an illustration of the built-in
// library, or (when a stock service is set up) a stock photo or clip, shown with its source and author.

const tabClass =
  "border-b-2 border-transparent px-1 pb-2 text-sm font-semibold text-slate-600 hover:text-slate-900 data-[state=active]:border-brand-600 data-[state=active]:text-brand-700 dark:text-slate-400 dark:hover:text-white dark:data-[state=active]:border-brand-400 dark:data-[state=active]:text-brand-300";

function ChoiceGrid({
  items,
  label,
  onPick,
}: {
  items: TVisualChoice[];
  label: string;
  onPick: (choice: TVisualChoice) => void;
}) {
  return (
    <ul
      aria-label={label}
      className="grid max-h-[45dvh] grid-cols-3 gap-3 overflow-y-auto p-1 sm:grid-cols-4"
    >
      {items.map((item) => (
        <li key={item.id}>
          <Button
            variant="tile"
            size="picture"
            data-testid="picture-choice"
            onClick={() => onPick(item)}
            aria-label={`Use ${item.source === "illustration" ? item.label : `${pictureName(item)} (${stockLine(item)})`}`}
          >
            <img
              src={item.thumbnailUrl}
              alt=""
              loading="lazy"
              referrerPolicy="no-referrer"
              className={`mx-auto aspect-square w-full max-w-20 ${item.source === "illustration" ? "object-contain" : "rounded object-cover"}`}
            />
            <span className="mt-1 block truncate text-xs text-slate-700 dark:text-slate-300">
              {item.label}
            </span>
            {item.source !== "illustration" && (
              <span
                data-testid="picture-source"
                className="block truncate text-[11px] text-slate-500 dark:text-slate-400"
              >
                {stockLine(item)}
              </span>
            )}
          </Button>
        </li>
      ))}
    </ul>
  );
}

const SOURCE_NAMES: Record<string, string> = { pexels: "Pexels", pixabay: "Pixabay" };

/** "Pexels clip · Jane Doe": where a stock item comes from and who made it. */
function stockLine(item: TVisualChoice): string {
  const what = `${SOURCE_NAMES[item.source] ?? item.source} ${item.media === "video" ? "clip" : "photo"}`;
  return item.author ? `${what} · ${item.author}` : what;
}

export function PictureDialog({
  open,
  onOpenChange,
  sceneNumber,
  alternatives,
  language,
  aspect,
  onPick,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  sceneNumber: number;
  alternatives: TVisualChoice[];
  language: string;
  /** The video's frame: stock photos and clips of its shape are searched. */
  aspect?: TEditableStoryboard["aspect"];
  onPick: (choice: PictureChoice) => void;
}) {
  const [query, setQuery] = useState("");
  const [mediaOpen, setMediaOpen] = useState(false);
  const search = useMutation({
    mutationFn: (q: string) =>
      api("GET /api/visuals/search", { query: { q, language, ...(aspect ? { aspect } : {}) } }),
  });
  const illustrations = search.data?.items.filter((i) => i.source === "illustration") ?? [];
  const stock = search.data?.items.filter((i) => i.source !== "illustration") ?? [];
  const pick = (choice: PictureChoice) => {
    onPick(choice);
    onOpenChange(false);
  };

  return (
    <>
      <Dialog
        open={open}
        onOpenChange={onOpenChange}
        width="md"
        title={`A new picture for scene ${sceneNumber}`}
        description="Choose one of the pictures that fit this scene, one of your photos or clips, or search the built-in illustration library (and stock photos and clips, when a stock service is set up)."
      >
        <Tabs.Root defaultValue={alternatives.length ? "alternatives" : "search"} className="mt-5">
          <Tabs.List
            aria-label="Where the picture comes from"
            className="flex flex-wrap gap-x-6 gap-y-2 border-b border-slate-200 dark:border-slate-800"
          >
            <Tabs.Trigger value="alternatives" className={tabClass}>
              Alternatives
            </Tabs.Trigger>
            <Tabs.Trigger value="uploads" className={tabClass}>
              Your media
            </Tabs.Trigger>
            <Tabs.Trigger value="search" className={tabClass}>
              Search
            </Tabs.Trigger>
          </Tabs.List>
          <Tabs.Content value="alternatives" className="mt-4">
            {alternatives.length ? (
              <ChoiceGrid
                items={alternatives}
                label={`Alternatives for scene ${sceneNumber}`}
                onPick={(picture) => pick({ picture })}
              />
            ) : (
              <p className="text-sm text-slate-600 dark:text-slate-400">
                This scene has no alternatives yet: search the library instead.
              </p>
            )}
          </Tabs.Content>
          <Tabs.Content value="uploads" className="mt-4 space-y-3">
            <p className="text-sm text-slate-600 dark:text-slate-400">
              Show one of your own photos or clips in this scene, or upload a new one.
            </p>
            <Button
              variant="outline"
              size="box"
              onClick={() => {
                onOpenChange(false);
                setMediaOpen(true);
              }}
            >
              Choose from your media
            </Button>
          </Tabs.Content>
          <Tabs.Content value="search" className="mt-4 space-y-4">
            <form
              className="flex flex-wrap items-end gap-2"
              onSubmit={(event) => {
                event.preventDefault();
                if (query.trim()) search.mutate(query.trim());
              }}
            >
              <div className="min-w-0 flex-1">
                <Input
                  label="What should the picture show?"
                  value={query}
                  maxLength={200}
                  placeholder="a coffee cup"
                  onChange={(event) => setQuery(event.currentTarget.value)}
                />
              </div>
              <Button
                type="submit"
                variant="strong"
                size="box"
                disabled={!query.trim()}
                pending={search.isPending}
                pendingLabel="Searching"
              >
                Search
              </Button>
            </form>
            {search.error && (
              <p role="alert" className="text-sm text-red-700 dark:text-red-300">
                {errorText(search.error)}
              </p>
            )}
            {search.data &&
              (search.data.items.length ? (
                <div className="space-y-4">
                  {illustrations.length > 0 && (
                    <ChoiceGrid
                      items={illustrations}
                      label="Search results"
                      onPick={(picture) => pick({ picture })}
                    />
                  )}
                  {stock.length > 0 && (
                    <section aria-label="Stock photos and clips" className="space-y-2">
                      <h3 className="text-sm font-semibold text-slate-800 dark:text-slate-200">
                        Stock photos and clips
                      </h3>
                      <ChoiceGrid
                        items={stock}
                        label="Stock results"
                        onPick={(picture) => pick({ picture })}
                      />
                    </section>
                  )}
                </div>
              ) : (
                <p role="status" className="text-sm text-slate-600 dark:text-slate-400">
                  Nothing in {search.data.sources.join(", ")} matches "{search.variables}". Try another word.
                </p>
              ))}
          </Tabs.Content>
        </Tabs.Root>
      </Dialog>
      <MediaPicker
        open={mediaOpen}
        onOpenChange={setMediaOpen}
        kinds={["image", "video"]}
        initial={[]}
        title={`Your media for scene ${sceneNumber}`}
        description="The photo or clip this scene shows instead of its picture."
        onPick={(uploads: TUpload[]) => {
          const upload = uploads[0];
          if (!upload || (upload.kind !== "image" && upload.kind !== "video")) return;
          onPick({
            upload: {
              id: upload.id,
              name: upload.name,
              kind: upload.kind,
              thumbnailUrl: upload.thumbnailUrl,
            },
          });
        }}
      />
    </>
  );
}
