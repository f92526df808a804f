import { useEffect, useRef, useState } from "react";

const time = (seconds: number) => {
  const s = Math.max(0, Math.floor(Number.isFinite(seconds) ? seconds : 0));
  return `${Math.floor(s / 60)}:${String(s % 60).padStart(2, "0")}`;
};

// A player (give it key={src} to reset between videos) with a play overlay (hidden while playing) and a draggable seek bar (SPEC 2.6). The
// server answers byte ranges, so seeking does not download the whole file first.
export function VideoPlayer({
  src,
  poster,
  title,
  seek,
}: {
  src: string;
  poster?: string;
  title: string;
  /** Jump to `seconds` (the editor's selected scene); a new `at` jumps again to the same place. */
  seek?: { seconds: number; at: number } | null;
}) {
  const video = useRef<HTMLVideoElement>(null);
  const [playing, setPlaying] = useState(false);
  const [current, setCurrent] = useState(0);
  const [duration, setDuration] = useState(0);

  useEffect(() => {
    const element = video.current;
    if (!seek || !element) return;
    // Just past the start: the frame shown is the scene's own, not the end of the transition into it.
    element.currentTime = seek.seconds + (seek.seconds > 0 ? 0.5 : 0);
    setCurrent(element.currentTime);
  }, [seek]);

  const toggle = () => {
    const element = video.current;
    if (!element) return;
    if (element.paused) void element.play().catch(() => setPlaying(false));
    else element.pause();
  };

  return (
    <div className="overflow-hidden rounded-2xl bg-slate-950">
      <div className="relative">
        {/* biome-ignore lint/a11y/useMediaCaption: captions are burnt in; the .vtt is offered as a download */}
        <video
          ref={video}
          src={src}
          poster={poster}
          playsInline
          preload="metadata"
          aria-label={title}
          className="mx-auto max-h-[70vh] w-full bg-black object-contain"
          onClick={toggle}
          onPlay={() => setPlaying(true)}
          onPause={() => setPlaying(false)}
          onEnded={() => setPlaying(false)}
          onTimeUpdate={(event) => setCurrent(event.currentTarget.currentTime)}
          onLoadedMetadata={(event) => setDuration(event.currentTarget.duration)}
          onDurationChange={(event) => setDuration(event.currentTarget.duration)}
        />
        {!playing && (
          <button
            type="button"
            onClick={toggle}
            aria-label="Play video"
            className="absolute inset-0 m-auto grid size-16 place-items-center rounded-full bg-white/90 text-slate-900 shadow-xl transition hover:scale-105"
          >
            <svg viewBox="0 0 24 24" className="ml-1 size-7" fill="currentColor" aria-hidden="true">
              <path d="M8 5v14l11-7z" />
            </svg>
          </button>
        )}
      </div>
      <div className="flex items-center gap-3 px-4 py-3 text-sm text-slate-200">
        <button
          type="button"
          onClick={toggle}
          aria-label={playing ? "Pause" : "Play"}
          className="grid size-8 shrink-0 place-items-center rounded-full hover:bg-white/10"
        >
          {playing ? (
            <svg viewBox="0 0 24 24" className="size-5" fill="currentColor" aria-hidden="true">
              <path d="M6 5h4v14H6zM14 5h4v14h-4z" />
            </svg>
          ) : (
            <svg viewBox="0 0 24 24" className="size-5" fill="currentColor" aria-hidden="true">
              <path d="M8 5v14l11-7z" />
            </svg>
          )}
        </button>
        <span className="tabular-nums">{time(current)}</span>
        <input
          type="range"
          aria-label="Seek"
          min={0}
          max={duration || 0}
          step={0.05}
          value={Math.min(current, duration || 0)}
          onChange={(event) => {
            const to = Number(event.currentTarget.value);
            setCurrent(to);
            if (video.current) video.current.currentTime = to;
          }}
          className="h-1.5 flex-1 cursor-pointer accent-brand-500"
        />
        <span className="tabular-nums">{time(duration)}</span>
      </div>
    </div>
  );
}
