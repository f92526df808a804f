import { useEffect, useState } from "react";
import { ArrowUpIcon } from "../ui/icons";

// SPEC 9: the back-to-top button appears once the page has scrolled beyond 300 px.
const THRESHOLD_PX = 300;

export function BackToTop() {
  const [visible, setVisible] = useState(false);
  useEffect(() => {
    const onScroll = () => setVisible(window.scrollY > THRESHOLD_PX);
    onScroll();
    window.addEventListener("scroll", onScroll, { passive: true });
    return () => window.removeEventListener("scroll", onScroll);
  }, []);
  if (!visible) return null;
  return (
    <button
      type="button"
      aria-label="Back to top"
      onClick={() => window.scrollTo({ top: 0 })}
      className="fixed right-5 bottom-5 z-30 inline-flex size-12 items-center justify-center rounded-full bg-brand-600 text-white shadow-lg shadow-brand-600/30 hover:bg-brand-700"
    >
      <ArrowUpIcon />
    </button>
  );
}
