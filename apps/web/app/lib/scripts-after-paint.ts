// The prerendered public pages are complete without JavaScript: their first paint and their LCP
// image (the hero poster) need the HTML, the stylesheet, the font and that image, nothing else.
// React Router's <Scripts /> has the browser fetch every module of the page at once, at high
// priority (15-19 <link rel="modulepreload"> and the inline module that imports them), so on a
// slow phone about 90 KB of JavaScript shares the connection with the stylesheet, the font and the
// hero image and pushes the first paint and the LCP back (docs/decisions/0009).
//
// This rewrites the prerendered HTML so the same scripts start only once the page has painted:
// - each `<link rel="modulepreload" href>` keeps its place and its address, with `rel` set to a
//   keyword browsers ignore (AFTER_PAINT_REL) until then;
// - React Router's inline module `<script type="module">` becomes an inert script of an unknown
//   type, kept in place with its code unchanged;
// - a small classic script after it waits for the first frame (requestAnimationFrame, then a task
//   after it), turns the links back into modulepreloads and runs the same code as a module.
// Preact hydrates by element position and does not compare attributes (docs/decisions/0007), so
// the hydrated <body> is the same element list as before; the extra loader and the re-created
// module script are removed by hydration like any unexpected trailing element.

export const AFTER_PAINT_TYPE = "text/x-after-paint";
export const AFTER_PAINT_REL = "x-modulepreload-after-paint";

const MODULEPRELOAD = /<link rel="modulepreload" /g;
const MODULE_SCRIPT = /<script([^>]*?) type="module"([^>]*)>/;

// Runs once: right away when the page is hidden (requestAnimationFrame waits for it to be shown,
// and nothing is painted there anyway), else in the task after the first frame.
const LOADER = `(function(){var done=0;function go(){if(done)return;done=1;document.querySelectorAll('link[rel="${AFTER_PAINT_REL}"]').forEach(function(l){l.rel="modulepreload"});var o=document.querySelector('script[type="${AFTER_PAINT_TYPE}"]');if(!o)return;var s=document.createElement("script");s.type="module";s.textContent=o.textContent;document.body.appendChild(s)}if(document.visibilityState==="hidden")go();else requestAnimationFrame(function(){setTimeout(go,0)})})()`;

/**
 * Rewrites a prerendered page so its scripts load after the first paint (see above). Returns the
 * HTML unchanged when it does not have exactly the expected shape (one inline module script).
 */
export function scriptsAfterPaint(html: string): string {
  const match = MODULE_SCRIPT.exec(html);
  if (!match || html.indexOf(' type="module"', match.index + match[0].length) !== -1) return html;
  const close = html.indexOf("</script>", match.index);
  if (close === -1) return html;
  const end = close + "</script>".length;
  const inert = `<script${match[1]} type="${AFTER_PAINT_TYPE}"${match[2]}>`;
  const rewritten = `${html.slice(0, match.index)}${inert}${html.slice(match.index + match[0].length, end)}<script>${LOADER}</script>${html.slice(end)}`;
  return rewritten.replace(MODULEPRELOAD, `<link rel="${AFTER_PAINT_REL}" `);
}
