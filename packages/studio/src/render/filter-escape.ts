// Escaping for the few values we must place inside an ffmpeg filter graph string: file paths we created
// ourselves (ASS files, font directory). User text never goes through here; it goes into files.

/** First level: a filter option value (quotes, backslashes and the `:` option separator). */
export function escapeFilterValue(value: string): string {
  return value.replace(/[\\':]/g, (c) => `\\${c}`);
}

/** Second level: the filter graph description (`[ ] , ;` and quotes/backslashes again). */
export function escapeFilterGraph(text: string): string {
  return text.replace(/[\\'[\],;]/g, (c) => `\\${c}`);
}

/** A path as an option value inside a filter graph (`ass=filename=...`). */
export function filterPath(p: string): string {
  return escapeFilterGraph(escapeFilterValue(p));
}

/** A path inside an ffconcat list file (`file '...'`). */
export function concatListPath(p: string): string {
  return `'${p.replace(/'/g, "'\\''")}'`;
}
