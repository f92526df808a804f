import { useEffect, useRef, useState } from "react";
import { Button } from "../ui/button";
import { Range } from "../ui/field";
import { PauseIcon, PlayIcon } from "../ui/icons";

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
  onShape,
}: {
  src: string;
  poster?: string;
  title: string;
  /** Jump to `seconds` (the editor's selected scene); a new `at` jumps again to the same place. */
  seek?: { seconds: number; at: number } | null;
  /** Told once the video's size is known: whether it is upright or square (not wider than tall). */
  onShape?: (upright: boolean) => void;
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
          onLoadedMetadata={(event) => {
            const element = event.currentTarget;
            setDuration(element.duration);
            if (element.videoWidth > 0) onShape?.(element.videoWidth <= element.videoHeight);
          }}
          onDurationChange={(event) => setDuration(event.currentTarget.duration)}
        />
        {!playing && (
          <Button
            variant="overlay"
            size="icon-lg"
            onClick={toggle}
            aria-label="Play video"
            className="absolute inset-0 m-auto"
          >
            <PlayIcon className="ml-1 size-7" />
          </Button>
        )}
      </div>
      <div className="flex items-center gap-3 px-4 py-3 text-sm text-slate-200">
        <Button variant="on-dark" size="icon-sm" onClick={toggle} aria-label={playing ? "Pause" : "Play"}>
          {playing ? <PauseIcon className="size-5" /> : <PlayIcon className="size-5" />}
        </Button>
        <span className="tabular-nums">{time(current)}</span>
        <Range
          label="Seek"
          hideLabel
          tone="on-dark"
          className="flex-1"
          min={0}
          max={duration || 0}
          step={0.05}
          value={Math.min(current, duration || 0)}
          onChange={(event) => {
            const to = Number(event.currentTarget.value);
            setCurrent(to);
            if (video.current) video.current.currentTime = to;
          }}
        />
        <span className="tabular-nums">{time(duration)}</span>
      </div>
    </div>
  );
}
