import { lazy, Suspense, useEffect, useLayoutEffect, useState } from "react";
import {
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useLocation,
} from "react-router";
import "@fontsource-variable/inter/wght.css";
import interLatin from "@fontsource-variable/inter/files/inter-latin-wght-normal.woff2?url";
import installPrompt from "../public/install-prompt.js?raw";
import themeInit from "../public/theme-init.js?raw";
import type { Route } from "./+types/root";
import { afterHydration, HydrateInTurn } from "./components/ui/hydrate-in-turn";
import { useServiceWorker } from "./lib/service-worker";
import { useToastsWanted, wantToasts } from "./lib/toast-container";
import "./app.css";

// The Latin face of Inter (the only one our pages use) is fetched with the stylesheet instead of
// after the first layout, so text is rarely laid out twice (fallback font, then Inter).
export const links: Route.LinksFunction = () => [
  { rel: "preload", href: interLatin, as: "font", type: "font/woff2", crossOrigin: "anonymous" },
];

// <head> and <body> hydrate each in a task of their own, after the one that creates the router
// (HydrateInTurn; they render at once when the page was not prerendered).
export function Layout({ children }: { children: React.ReactNode }) {
  return (
    <html lang="en">
      <HydrateInTurn wrapper={false}>
        <head>
          <meta charSet="utf-8" />
          <meta name="viewport" content="width=device-width, initial-scale=1" />
          {/* Inlined (not fetched) so applying the stored theme costs no render-blocking request. */}
          {/* biome-ignore lint/security/noDangerouslySetInnerHtml: our own static file, read at build time */}
          <script dangerouslySetInnerHTML={{ __html: themeInit }} />
          {/* biome-ignore lint/security/noDangerouslySetInnerHtml: our own static file, read at build time */}
          <script dangerouslySetInnerHTML={{ __html: installPrompt }} />
          <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
          <link rel="manifest" href="/manifest.webmanifest" />
          <link rel="apple-touch-icon" href="/icons/apple-touch-icon.png" />
          <meta name="apple-mobile-web-app-title" content="ReelForge" />
          <meta name="theme-color" content="#6420f5" />
          <Meta />
          <Links />
        </head>
      </HydrateInTurn>
      <HydrateInTurn wrapper={false}>
        <body>
          {children}
          <ScrollRestoration />
          <Scripts />
        </body>
      </HydrateInTurn>
    </html>
  );
}

// The public pages need neither TanStack Query nor the toast container on first view: both load
// on demand (the query provider only under /dashboard, the toasts under /dashboard or when a page
// raises its first toast), which keeps marketing JavaScript small.
const QueryProvider = lazy(() => import("./components/ui/query-provider"));
const AppToasts = lazy(() => import("./components/ui/app-toasts"));

export default function App() {
  const { pathname } = useLocation();
  const onDashboard = pathname.startsWith("/dashboard");
  const toastsWanted = useToastsWanted();
  const [hydrated, setHydrated] = useState(false);
  useLayoutEffect(() => {
    // The first render is committed: what hydrates in turn finishes in the next tasks. Marks the
    // moment the prerendered page is interactive, all of it (journeys wait for it).
    afterHydration(() => {
      document.documentElement.dataset.hydrated = "true";
    });
  }, []);
  useEffect(() => setHydrated(true), []);
  useServiceWorker(pathname);
  useEffect(() => {
    if (onDashboard) wantToasts();
  }, [onDashboard]);
  const toasts =
    hydrated && (toastsWanted || onDashboard) ? (
      <Suspense fallback={null}>
        <AppToasts />
      </Suspense>
    ) : null;
  if (!onDashboard) {
    return (
      <>
        <Outlet />
        {toasts}
      </>
    );
  }
  return (
    <Suspense fallback={<HydrateFallback />}>
      <QueryProvider>
        <Outlet />
        {toasts}
      </QueryProvider>
    </Suspense>
  );
}

export function HydrateFallback() {
  return (
    <div className="grid min-h-screen place-items-center text-slate-500" role="status">
      Loding....
    </div>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const title = isRouteErrorResponse(error) ? `${error.status} ${error.statusText}` : "Something went wrong";
  return (
    <main className="mx-auto max-w-xl p-8">
      <h1 className="text-2xl font-bold">{title}</h1>
      <p className="mt-2 text-slate-600 dark:text-slate-400">
        Please reload the page. If it keeps happening, contact us from the contact page.
      </p>
    </main>
  );
}
