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

/** Pictures drawn for ReelForge itself where the set has none that fits (a shop without a "24 H" sign). */
export const OWN_ARTWORK: IllustrationLicence = {
  set: "reelforge",
  title: "ReelForge illustrations",
  author: "ReelForge",
  url: "",
  licence: "ReelForge (own artwork)",
};

const OWN_PREFIX = "reelforge-";
// A storefront (awning, shop window, door) in the flat style of the set, 32x32. Its window is empty: it
// stands for any shop (a perfume shop, a florist), and a bakery shows its bread beside it.
const OWN_ICONS: Record<string, { body: string; emoji: string[] }> = {
  [`${OWN_PREFIX}storefront`]: {
    emoji: ["🏪"],
    body: '<g fill="none"><path fill="#9b9b9b" d="M2 28.5h28V30H2z"/><path fill="#ffe1c6" d="M4 12h24v16.5H4z"/><path fill="#a56953" d="M3 4.5a1 1 0 0 1 1-1h24a1 1 0 0 1 1 1V10H3z"/><path fill="#f3ad61" d="M9.5 6.2h13a.8.8 0 0 1 0 1.6h-13a.8.8 0 0 1 0-1.6"/><path fill="#f8312f" d="M3 10h4.333v3.2a2.167 2.167 0 0 1-4.333 0zm8.667 0H16v3.2a2.167 2.167 0 0 1-4.333 0zm8.666 0h4.334v3.2a2.167 2.167 0 0 1-4.334 0z"/><path fill="#fff" d="M7.333 10h4.334v3.2a2.167 2.167 0 0 1-4.334 0zM16 10h4.333v3.2a2.167 2.167 0 0 1-4.333 0zm8.667 0H29v3.2a2.167 2.167 0 0 1-4.333 0z"/><path fill="#6d4534" d="M19.5 17.5a1 1 0 0 1 1-1h5a1 1 0 0 1 1 1v11h-7z"/><path fill="#ffb02e" d="M24.6 23a.7.7 0 1 1-1.4 0a.7.7 0 0 1 1.4 0"/><path fill="#d3d3d3" d="M5.5 17a1 1 0 0 1 1-1h10a1 1 0 0 1 1 1v8.5h-12z"/><path fill="#83cbff" d="M6.5 17h10v7.5h-10z"/><path fill="#b4acbc" d="M6.5 21.3h10v.7h-10z"/><path fill="#9b9b9b" d="M5 25.5h13v1H5z"/></g>',
  },
};
const OWN_BY_EMOJI = new Map(
  Object.entries(OWN_ICONS).flatMap(([name, icon]) => icon.emoji.map((e) => [e, name] as const)),
);

/** The licence of an icon by name. */
export function licenceOf(name: string): IllustrationLicence {
  return name.startsWith(OWN_PREFIX) ? OWN_ARTWORK : FLUENT_EMOJI;
}

/** The id recorded for an icon: "fluent-emoji-flat:bread", "reelforge:storefront". */
export function illustrationId(name: string): string {
  const l = licenceOf(name);
  return `${l.set}:${name.startsWith(OWN_PREFIX) ? name.slice(OWN_PREFIX.length) : name}`;
}

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
  const own = OWN_BY_EMOJI.get(emoji.replace(/\uFE0F/g, ""));
  if (own) return own;
  const map = charMap();
  const key = emojiKey(emoji);
  return map.get(key) ?? map.get(`${key}-fe0f`) ?? null;
}

let symbolIcons: Set<string> | undefined;
// Currency signs are in the set's "Symbols" category too, and are pictures of money.
const SYMBOLS_KEPT = new Set(["currency-exchange", "heavy-dollar-sign"]);

/**
 * Whether an icon is one of the set's "Symbols" (the CLDR emoji group: warning and hazard signs, arrows,
 * letter and word buttons such as 🅿 🆙 🆕 🈁, zodiac, geometric shapes), which never show a subject
 * a script talks about. Currency signs are not counted; our own artwork never is.
 */
export function isSymbolIcon(name: string): boolean {
  if (name.startsWith(OWN_PREFIX)) return false;
  if (!symbolIcons) {
    const meta = JSON.parse(
      readFileSync(require.resolve("@iconify-json/fluent-emoji-flat/metadata.json"), "utf8"),
    ) as { categories?: Record<string, string[]> };
    symbolIcons = new Set((meta.categories?.Symbols ?? []).filter((n) => !SYMBOLS_KEPT.has(n)));
  }
  return symbolIcons.has(name);
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
  const drawn = OWN_ICONS[name];
  if (drawn) return { name, body: drawn.body, left: 0, top: 0, width: 32, height: 32 };
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

/** The icon name of a recorded id ("fluent-emoji-flat:bread" -> "bread"), or null when the set has none. */
export function iconNameOfId(id: string): string | null {
  const [setName, name] = id.split(":");
  if (!name) return null;
  if (setName === OWN_ARTWORK.set) return OWN_ICONS[`${OWN_PREFIX}${name}`] ? `${OWN_PREFIX}${name}` : null;
  if (setName !== FLUENT_EMOJI.set) return null;
  return iconShape(name) ? name : null;
}

let emojiByName: Map<string, string> | undefined;

/** The emoji character an icon shows ("hot-beverage" -> "☕"), or null when it is not one of the set's emoji. */
export function emojiForIcon(name: string): string | null {
  const own = OWN_ICONS[name];
  if (own) return own.emoji[0] ?? null;
  if (!emojiByName) {
    emojiByName = new Map();
    for (const [key, icon] of charMap()) {
      if (emojiByName.has(icon)) continue;
      const emoji = String.fromCodePoint(...key.split("-").map((h) => Number.parseInt(h, 16)));
      emojiByName.set(icon, emoji);
    }
  }
  return emojiByName.get(name) ?? null;
}

/** Every icon name of the set (the library a search looks through by name). */
export function iconNames(): string[] {
  return [...new Set(charMap().values())];
}
