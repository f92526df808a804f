import { type ReactNode, useCallback, useEffect, useId, useRef, useState } from "react";
import { Button } from "../ui/button";
import { ChevronDownIcon } from "../ui/icons";

// SPEC 2.3 / 9: header dropdowns open on hover and close 10 ms after the pointer leaves. For
// keyboard and touch users the trigger is a disclosure button (click/Enter), Escape closes and
// returns focus to the trigger, and focus leaving the menu closes it.
const CLOSE_DELAY_MS = 10;

export function NavDropdown({
  label,
  children,
  panelClassName = "",
}: {
  label: string;
  children: (close: () => void) => ReactNode;
  panelClassName?: string;
}) {
  const [open, setOpen] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const wrapper = useRef<HTMLDivElement>(null);
  const trigger = useRef<HTMLButtonElement>(null);
  const panelId = useId();

  const cancelClose = useCallback(() => clearTimeout(timer.current), []);
  const scheduleClose = () => {
    cancelClose();
    timer.current = setTimeout(() => setOpen(false), CLOSE_DELAY_MS);
  };
  useEffect(() => cancelClose, [cancelClose]);
  // Before hydration a stylesheet rule (app.css) shows the menu under a pointer or around focus; a
  // menu shown that way when the page hydrates stays open instead of vanishing under the pointer.
  useEffect(() => {
    if (wrapper.current?.matches(":hover")) setOpen(true);
  }, []);

  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!wrapper.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener("pointerdown", onPointerDown);
    return () => document.removeEventListener("pointerdown", onPointerDown);
  }, [open]);

  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: hover behaviour mirrors the button for pointer users
    <div
      ref={wrapper}
      data-nav-dropdown=""
      className="relative"
      onMouseEnter={() => {
        cancelClose();
        setOpen(true);
      }}
      onMouseLeave={scheduleClose}
      onKeyDown={(event) => {
        if (event.key === "Escape" && open) {
          setOpen(false);
          trigger.current?.focus();
        }
      }}
      onBlur={(event) => {
        if (!wrapper.current?.contains(event.relatedTarget as Node | null)) setOpen(false);
      }}
    >
      <Button
        ref={trigger}
        variant="ghost"
        size="sm"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((v) => !v)}
      >
        {label}
        <ChevronDownIcon
          width={16}
          height={16}
          className={`transition-transform ${open ? "rotate-180" : ""}`}
        />
      </Button>
      <div
        id={panelId}
        data-nav-panel=""
        hidden={!open}
        className={`absolute top-full left-1/2 z-40 -translate-x-1/2 pt-3 ${panelClassName}`}
      >
        <div className="rounded-2xl border border-slate-200 bg-white p-5 shadow-xl dark:border-slate-800 dark:bg-slate-900">
          {children(() => setOpen(false))}
        </div>
      </div>
    </div>
  );
}
