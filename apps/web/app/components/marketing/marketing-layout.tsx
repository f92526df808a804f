import { Children, type ReactNode, useEffect } from "react";
import { HydrateInTurn } from "../ui/hydrate-in-turn";
import { AuthDialogProvider } from "./auth-dialog-context";
import { BackToTop } from "./back-to-top";
import { SiteFooter } from "./site-footer";
import { SiteHeader } from "./site-header";

// Frame of every public page: skip link, header, main landmark, footer, back-to-top.
// SPEC 2.1: on load each page scrolls smoothly to its banner or hero (element id "top-hero").
// The header, each section of the page and the footer hydrate each in a task of its own, in that
// order (HydrateInTurn), so hydrating a long page is never one long task.
export function MarketingLayout({ children }: { children: ReactNode }) {
  useEffect(() => {
    // Never pull back a visitor who already scrolled (or followed an anchor) before hydration.
    if (window.location.hash || window.scrollY > 80) return;
    document.getElementById("top-hero")?.scrollIntoView({ behavior: "smooth", block: "start" });
  }, []);
  return (
    <AuthDialogProvider>
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:fixed focus:top-3 focus:left-3 focus:z-50 focus:rounded-full focus:bg-brand-600 focus:px-4 focus:py-2 focus:text-white"
      >
        Skip to content
      </a>
      <HydrateInTurn>
        <SiteHeader />
      </HydrateInTurn>
      <main id="main" tabIndex={-1} className="outline-none">
        {Children.toArray(children).map((section, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: a page's sections are a fixed list
          <HydrateInTurn key={index}>{section}</HydrateInTurn>
        ))}
      </main>
      <HydrateInTurn>
        <SiteFooter />
      </HydrateInTurn>
      <BackToTop />
    </AuthDialogProvider>
  );
}
