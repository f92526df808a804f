import type { TUpload } from "@reelforge/contract";
import { useId, useState } from "react";
import { MediaPicker } from "../media/media-picker";
import { Button } from "../ui/button";
import { PlusIcon } from "../ui/icons";

// A generator form's pick from the user's media of one kind (or of several: photos and clips): what is chosen (numbered in order when
// several), and a button that opens the media picker (choose, or upload new files there).
export function UploadChooser({
  kind,
  label,
  choose,
  description,
  multiple,
  value,
  onChange,
  disabled,
  error,
}: {
  kind: TUpload["kind"] | readonly TUpload["kind"][];
  label: string;
  /** The button's and the picker's title ("Choose pictures"). */
  choose: string;
  description: string;
  multiple: boolean;
  value: TUpload[];
  onChange: (uploads: TUpload[]) => void;
  disabled?: boolean;
  /** Why the choice is refused (the form's schema), shown under it and read out with it. */
  error?: string | undefined;
}) {
  const [open, setOpen] = useState(false);
  const errorId = useId();
  return (
    <fieldset
      className="space-y-2"
      disabled={disabled}
      aria-invalid={error ? true : undefined}
      aria-describedby={error ? errorId : undefined}
    >
      <legend className="block text-sm font-semibold text-slate-800 dark:text-slate-100">{label}</legend>
      {value.length > 0 && (
        <ul className="flex flex-wrap gap-2" aria-label={`${label}: chosen`}>
          {value.map((upload, i) => (
            <li key={upload.id} data-testid="chosen-upload">
              {kind === "audio" ? (
                <span className="inline-block rounded-xl bg-slate-100 px-3 py-2 text-sm font-medium text-slate-900 dark:bg-slate-800 dark:text-white">
                  {upload.name}
                </span>
              ) : (
                <img
                  src={upload.thumbnailUrl}
                  alt={multiple ? `${i + 1}. ${upload.name}` : upload.name}
                  className="size-16 rounded-xl object-cover"
                />
              )}
            </li>
          ))}
        </ul>
      )}
      <Button type="button" variant="outline" size="box" onClick={() => setOpen(true)}>
        <PlusIcon className="size-4" />
        {choose}
      </Button>
      <MediaPicker
        open={open}
        onOpenChange={setOpen}
        kinds={typeof kind === "string" ? [kind] : [...kind]}
        multiple={multiple}
        initial={value}
        title={choose}
        description={description}
        onPick={onChange}
      />
      {error && (
        <p id={errorId} className="text-sm font-medium text-red-600 dark:text-red-400">
          {error}
        </p>
      )}
    </fieldset>
  );
}
