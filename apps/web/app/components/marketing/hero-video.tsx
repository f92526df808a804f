import { useEffect, useRef, useState } from "react";
import type { HeroMedia } from "../../content/types";

const MOTION_OK = "(prefers-reduced-motion: no-preference)";

// The hero's looping muted clip. The prerendered HTML has the <video> with its poster (a frame of
// the clip) but no source yet, so the poster is the page's LCP image and the clip's bytes never
// compete with the first paint on a slow phone. Once the page has loaded, and only when the visitor
// allows motion, the source is added and `autoplay` starts it; with reduced motion (or no
// JavaScript) the poster stays. The effect also follows the setting when it changes.
export function HeroVideo({ video }: { video: NonNullable<HeroMedia["video"]> }) {
  const ref = useRef<HTMLVideoElement>(null);
  const [withSource, setWithSource] = useState(false);
  useEffect(() => {
    const motion = window.matchMedia(MOTION_OK);
    let timer: ReturnType<typeof setTimeout> | undefined;
    const follow = () => {
      const el = ref.current;
      if (!motion.matches) {
        el?.pause();
        return;
      }
      setWithSource(true);
      // Already loaded earlier and paused by a reduced-motion switch: resume.
      if (el && el.readyState > 0) el.play().catch(() => {});
    };
    const afterLoad = () => {
      timer = setTimeout(follow, 0);
    };
    if (document.readyState === "complete") afterLoad();
    else window.addEventListener("load", afterLoad, { once: true });
    motion.addEventListener("change", follow);
    return () => {
      clearTimeout(timer);
      window.removeEventListener("load", afterLoad);
      motion.removeEventListener("change", follow);
    };
  }, []);
  return (
    <video
      ref={ref}
      className="block h-auto w-full"
      width={video.width}
      height={video.height}
      poster={video.poster}
      autoPlay
      muted
      loop
      playsInline
      preload="none"
      aria-label={video.label}
    >
      {withSource ? <source src={video.src} type={video.type} media={MOTION_OK} /> : null}
    </video>
  );
}
