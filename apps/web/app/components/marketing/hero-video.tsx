import { useEffect, useRef } from "react";
import type { HeroMedia } from "../../content/types";

const MOTION_OK = "(prefers-reduced-motion: no-preference)";

// The hero's looping muted clip. The prerendered HTML paints the poster (a frame of the clip), so
// the LCP element is that image; `preload="none"` keeps the clip's bytes off the critical path.
// The source only matches when the visitor allows motion, so with reduced motion (even without
// JavaScript) nothing downloads and the poster stays; the effect follows the setting when it changes.
export function HeroVideo({ video }: { video: NonNullable<HeroMedia["video"]> }) {
  const ref = useRef<HTMLVideoElement>(null);
  useEffect(() => {
    const el = ref.current;
    if (!el) return;
    const motion = window.matchMedia(MOTION_OK);
    const follow = () => {
      if (!motion.matches) {
        el.pause();
        return;
      }
      // The source was skipped while motion was reduced: pick it again now that it matches.
      if (el.networkState === el.NETWORK_NO_SOURCE) el.load();
      el.play().catch(() => {
        // Autoplay refused (e.g. data saver): the poster stays, which is the intended fallback.
      });
    };
    // Also once on mount: React sets `muted` as a property, not an attribute in the prerendered
    // HTML, so the browser's own autoplay may have been refused before hydration.
    follow();
    motion.addEventListener("change", follow);
    return () => motion.removeEventListener("change", follow);
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
      <source src={video.src} type={video.type} media={MOTION_OK} />
    </video>
  );
}
