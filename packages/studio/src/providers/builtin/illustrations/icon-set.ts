// The built-in illustration library: Microsoft's Fluent Emoji (flat style, MIT licence) in Iconify JSON
// from the npm registry, about 3,100 everyday subjects as SVG. The set is read on first use only (9 MB of
// JSON, ~12 MB in memory), so processes that never draw an illustration never pay for it.
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";

const require = createRequire(import.meta.url);

/** Licence and attribution of an illustration set, recorded with every picture drawn from it. */
export interface IllustrationLicence {
  set: string;
  title: string;
  author: string;
  url: string;
  /** SPDX identifier. */
  licence: string;
}

export const FLUENT_EMOJI: IllustrationLicence = {
  set: "fluent-emoji-flat",
  title: "Fluent Emoji Flat",
  author: "Microsoft Corporation",
  url: "https://github.com/microsoft/fluentui-emoji",
  licence: "MIT",
};

interface IconifyIcon {
  body: string;
  width?: number;
  height?: number;
  left?: number;
  top?: number;
}
interface IconifyJson {
  prefix: string;
  icons: Record<string, IconifyIcon>;
  aliases?: Record<string, { parent: string } & Partial<IconifyIcon>>;
  width?: number;
  height?: number;
}

let icons: IconifyJson | undefined;
let chars: Map<string, string> | undefined;

function set(): IconifyJson {
  icons ??= JSON.parse(
    readFileSync(require.resolve("@iconify-json/fluent-emoji-flat/icons.json"), "utf8"),
  ) as IconifyJson;
  return icons;
}

function charMap(): Map<string, string> {
  if (!chars) {
    const raw = JSON.parse(
      readFileSync(require.resolve("@iconify-json/fluent-emoji-flat/chars.json"), "utf8"),
    ) as Record<string, string>;
    chars = new Map(Object.entries(raw));
  }
  return chars;
}

/** Code points of an emoji as Iconify writes them ("2615", "1f9d1-200d-1f373"), without VS16. */
export function emojiKey(emoji: string): string {
  return [...emoji]
    .map((c) => c.codePointAt(0)!)
    .filter((cp) => cp !== 0xfe0f)
    .map((cp) => cp.toString(16))
    .join("-");
}

/** The icon name of an emoji character ("☕" -> "hot-beverage"), or null when the set has none. */
export function iconNameFor(emoji: string): string | null {
  const map = charMap();
  const key = emojiKey(emoji);
  return map.get(key) ?? map.get(`${key}-fe0f`) ?? null;
}

export interface IconShape {
  name: string;
  /** SVG markup of the icon's content, in a `width` x `height` view box at (left, top). */
  body: string;
  left: number;
  top: number;
  width: number;
  height: number;
}

/** An icon's shapes by name (aliases followed), or null when the set has no such icon. */
export function iconShape(name: string): IconShape | null {
  const s = set();
  let icon: IconifyIcon | undefined = s.icons[name];
  let own: Partial<IconifyIcon> = {};
  if (!icon && s.aliases?.[name]) {
    own = s.aliases[name];
    icon = s.icons[s.aliases[name].parent];
  }
  if (!icon) return null;
  const w = own.width ?? icon.width ?? s.width ?? 16;
  const h = own.height ?? icon.height ?? s.height ?? 16;
  return { name, body: icon.body, left: icon.left ?? 0, top: icon.top ?? 0, width: w, height: h };
}

/**
 * The body with its ids (gradients, clip paths) made unique by `prefix`, so that several icons can share
 * one SVG document without one icon's `url(#id)` pointing into another's definitions.
 */
export function uniqueIds(body: string, prefix: string): string {
  return body
    .replace(/\bid="([^"]+)"/g, (_m, id: string) => `id="${prefix}${id}"`)
    .replace(/url\(#([^)]+)\)/g, (_m, id: string) => `url(#${prefix}${id})`)
    .replace(/href="#([^"]+)"/g, (_m, id: string) => `href="#${prefix}${id}"`);
}

/** A standalone SVG document of one icon at `size` pixels (square). */
export function iconSvg(name: string, size: number): string | null {
  const shape = iconShape(name);
  if (!shape) return null;
  return `<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" width="${size}" height="${size}" viewBox="${shape.left} ${shape.top} ${shape.width} ${shape.height}">${shape.body}</svg>`;
}
