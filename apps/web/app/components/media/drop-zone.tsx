import { useId, useRef, useState } from "react";
import { Button } from "../ui/button";

// Drop files here, or choose them with the button (the keyboard's way in). Many at once.
export function DropZone({
  accept,
  onFiles,
  hint,
  compact = false,
  disabled = false,
}: {
  accept: string;
  onFiles: (files: File[]) => void;
  hint: string;
  compact?: boolean;
  disabled?: boolean;
}) {
  const input = useRef<HTMLInputElement>(null);
  const [over, setOver] = useState(false);
  const hintId = useId();
  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: dropping is the mouse's shortcut; the button inside is the way in for everyone
    <div
      onDragOver={(event) => {
        if (disabled) return;
        event.preventDefault();
        setOver(true);
      }}
      onDragLeave={() => setOver(false)}
      onDrop={(event) => {
        event.preventDefault();
        setOver(false);
        if (!disabled && event.dataTransfer.files.length > 0) onFiles([...event.dataTransfer.files]);
      }}
      data-testid="drop-zone"
      className={`flex flex-col items-center justify-center gap-3 rounded-3xl border-2 border-dashed text-center transition-colors ${
        compact ? "px-4 py-5" : "px-6 py-10"
      } ${
        over
          ? "border-brand-500 bg-brand-50 dark:border-brand-400 dark:bg-brand-500/10"
          : "border-slate-300 bg-slate-50 dark:border-slate-700 dark:bg-slate-900/60"
      }`}
    >
      {!compact && <p className="text-base font-semibold text-slate-900 dark:text-white">Drag files here</p>}
      <p id={hintId} className="max-w-md text-sm text-slate-600 dark:text-slate-400">
        {hint}
      </p>
      <Button
        type="button"
        variant="strong"
        size="box"
        disabled={disabled}
        aria-describedby={hintId}
        onClick={() => input.current?.click()}
      >
        Choose files
      </Button>
      <input
        ref={input}
        type="file"
        multiple
        accept={accept}
        className="sr-only"
        tabIndex={-1}
        aria-hidden="true"
        data-testid="file-input"
        onChange={(event) => {
          const files = [...(event.target.files ?? [])];
          event.target.value = "";
          if (files.length > 0) onFiles(files);
        }}
      />
    </div>
  );
}
