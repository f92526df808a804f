import { useEffect, useRef, useState } from "react";
import { Button } from "../ui/button";
import { ArrowUpIcon } from "../ui/icons";

// SPEC 9: the back-to-top button appears once the page has scrolled beyond 300 px.
const THRESHOLD_PX = 300;
// Where the button sits (bottom-right, 48 px, 20 px from the edges): kept in one place so the
// check below looks at exactly the area it covers.
const SIZE = 48;
const INSET = 20;
const MARGIN = 4;
const INTERACTIVE = "a, button, input, select, textarea, label, summary, [role=button]";

type Box = { left: number; top: number; right: number; bottom: number };

function overlaps(a: Box, b: DOMRect | Box): boolean {
  return a.left < b.right && a.right > b.left && a.top < b.bottom && a.bottom > b.top;
}

/**
 * True when a control or a line of text lies under the button's area (on a phone the page's
 * content runs to the screen's edges): the button then stays out of the way.
 */
export function coversContent(self: Element | null, box: Box): boolean {
  const seen = new Set<Element>();
  for (const fx of [0, 0.5, 1]) {
    for (const fy of [0, 0.5, 1]) {
      const x = box.left + fx * (box.right - box.left);
      const y = box.top + fy * (box.bottom - box.top);
      // The innermost element there other than the button, and everything inside it.
      const element = document
        .elementsFromPoint(x, y)
        .find((found) => found !== self && !self?.contains(found));
      if (!element || seen.has(element)) continue;
      seen.add(element);
      const control = element.closest(INTERACTIVE);
      if (control && overlaps(box, control.getBoundingClientRect())) return true;
      for (const inner of element.querySelectorAll(INTERACTIVE)) {
        if (overlaps(box, inner.getBoundingClientRect())) return true;
      }
      const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(), n = 0; node && n < 500; node = walker.nextNode(), n++) {
        if (!node.textContent?.trim()) continue;
        const range = document.createRange();
        range.selectNodeContents(node);
        for (const rect of range.getClientRects()) if (overlaps(box, rect)) return true;
      }
    }
  }
  return false;
}

export function BackToTop() {
  const [scrolled, setScrolled] = useState(false);
  const [inTheWay, setInTheWay] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    let frame = 0;
    const check = () => {
      frame = 0;
      const past = window.scrollY > THRESHOLD_PX;
      setScrolled(past);
      const { innerWidth: width, innerHeight: height } = window;
      const box = {
        left: width - INSET - SIZE - MARGIN,
        top: height - INSET - SIZE - MARGIN,
        right: width - INSET + MARGIN,
        bottom: height - INSET + MARGIN,
      };
      setInTheWay(past && coversContent(button.current, box));
    };
    const onScroll = () => {
      if (!frame) frame = requestAnimationFrame(check);
    };
    check();
    window.addEventListener("scroll", onScroll, { passive: true });
    window.addEventListener("resize", onScroll);
    // Content also moves without scrolling (images load, a block changes): look again now and then.
    const timer = setInterval(() => {
      if (window.scrollY > THRESHOLD_PX) onScroll();
    }, 500);
    return () => {
      clearInterval(timer);
      cancelAnimationFrame(frame);
      window.removeEventListener("scroll", onScroll);
      window.removeEventListener("resize", onScroll);
    };
  }, []);
  if (!scrolled) return null;
  return (
    <Button
      ref={button}
      variant="strong"
      size="icon"
      aria-label="Back to top"
      onClick={() => window.scrollTo({ top: 0 })}
      // Over a control or text it steps aside (hidden, not clickable) until the page moves on.
      className={`fixed right-5 bottom-5 z-30 ${inTheWay ? "pointer-events-none invisible opacity-0" : "opacity-100"}`}
    >
      <ArrowUpIcon />
    </Button>
  );
}
