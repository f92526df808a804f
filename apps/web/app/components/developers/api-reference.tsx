import { type CSSProperties, useEffect, useRef, useState } from "react";
import { useTheme } from "../../lib/theme";

// The interactive reference, drawn by Scalar's browser build from /api/openapi.json. The server
// serves that build from node_modules under /vendor/scalar/ (no CDN, no network at run time);
// it loads only here, after the page has shown its own text, so no other page pays for it.
export const SCALAR_MODULE = "/vendor/scalar/standalone.esm.js";

type Scalar = {
  createApiReference(
    element: HTMLElement,
    configuration: Record<string, unknown>,
  ): { destroy(): void; updateConfiguration(configuration: Record<string, unknown>): void };
};

export function ApiReference() {
  const container = useRef<HTMLDivElement>(null);
  const [state, setState] = useState<"loading" | "ready" | "failed">("loading");
  const { theme } = useTheme();

  useEffect(() => {
    const element = container.current;
    if (!element) return;
    let instance: ReturnType<Scalar["createApiReference"]> | undefined;
    let cancelled = false;
    import(/* @vite-ignore */ SCALAR_MODULE)
      .then((scalar: Scalar) => {
        if (cancelled) return;
        instance = scalar.createApiReference(element, {
          url: "/api/openapi.json",
          // Everything from this server: no web fonts, telemetry, AI agent or MCP from Scalar's hosts.
          withDefaultFonts: false,
          telemetry: false,
          agent: { disabled: true },
          mcp: { disabled: true },
          hideDarkModeToggle: true,
          forceDarkModeState: theme,
          showDeveloperTools: "never",
          defaultOpenAllTags: false,
        });
        setState("ready");
      })
      .catch(() => !cancelled && setState("failed"));
    return () => {
      cancelled = true;
      instance?.destroy();
    };
  }, [theme]);

  return (
    <div>
      {state === "loading" && (
        <p role="status" className="py-10 text-center text-slate-600 dark:text-slate-300">
          Loading the reference…
        </p>
      )}
      {state === "failed" && (
        <p role="alert" className="py-10 text-center text-slate-700 dark:text-slate-200">
          The interactive reference could not be loaded. The same document is at{" "}
          <a className="font-semibold text-brand-700 underline dark:text-brand-300" href="/api/openapi.json">
            /api/openapi.json
          </a>
          .
        </p>
      )}
      {/* Scalar's sticky sidebar starts below the site's sticky header (h-16). */}
      <div
        ref={container}
        data-testid="api-reference"
        style={{ "--scalar-custom-header-height": "4rem" } as CSSProperties}
      />
    </div>
  );
}
