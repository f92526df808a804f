import { renderToStringAsync } from "preact-render-to-string";
import type { EntryContext } from "react-router";
import { ServerRouter } from "react-router";

// Renders the prerendered pages (and the SPA fallback) with Preact, the runtime the browser
// hydrates them with (docs/decisions/0007-preact-runtime-for-react-code.md), so the markup is
// exactly what the client expects. The whole document is rendered before it is written, like
// React's onAllReady: these pages are built once, never streamed to a visitor.
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
  responseHeaders.set("Content-Type", "text/html");
  return new Response(`<!DOCTYPE html>${html}`, { headers: responseHeaders, status: responseStatusCode });
}
