import { renderToStringAsync } from "preact-render-to-string";
import type { EntryContext } from "react-router";
import { ServerRouter } from "react-router";
import { scriptsAfterPaint } from "./lib/scripts-after-paint";

// Renders the prerendered pages (and the SPA fallback) with Preact, the runtime the browser
// hydrates them with (docs/decisions/0007-preact-runtime-for-react-code.md), so the markup is
// exactly what the client expects. The whole document is rendered before it is written, like
// React's onAllReady: these pages are built once, never streamed to a visitor.
// A prerendered page loads its scripts after its first paint (lib/scripts-after-paint.ts); the SPA
// fallback (the dashboard), which shows nothing useful before its JavaScript runs, does not wait.
export default async function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
) {
  if (request.method.toUpperCase() === "HEAD") {
    return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  }
  const element = <ServerRouter context={routerContext} url={request.url} />;
  const html = await renderToStringAsync(element as unknown as Parameters<typeof renderToStringAsync>[0]);
  const page = routerContext.isSpaMode ? html : scriptsAfterPaint(html);
  responseHeaders.set("Content-Type", "text/html");
  return new Response(`<!DOCTYPE html>${page}`, { headers: responseHeaders, status: responseStatusCode });
}
