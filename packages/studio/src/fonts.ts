// Font files for captions and designed images, per caption font and writing system.
// Montserrat comes from the npm package @expo-google-fonts/montserrat (not packaged in Debian 12); Roboto,
// Comic Neue, Liberation Sans (metric-compatible with Arial) and Noto come from Debian packages
// (DESIGN.md 7). Latin-only fonts fall back to Noto for scripts they cannot draw, so a caption never
// shows empty boxes.

import { existsSync, mkdirSync, readlinkSync, renameSync, symlinkSync } from "node:fs";
import { createRequire } from "node:module";
import { basename, dirname, join, resolve } from "node:path";
import { CAPTION_FONT_IDS, type CaptionFontId } from "@reelforge/contract/vocabularies";
import type { Language } from "./languages.ts";

export type CaptionFont = CaptionFontId;
export const CAPTION_FONTS: readonly CaptionFont[] = CAPTION_FONT_IDS;

export interface FontChoice {
  /** The family name libass (and resvg) must be given. */
  family: string;
  /** Absolute path of the regular face (TTF, OTF or TTC). */
  file: string;
  /** Absolute path of the bold face, when there is one. */
  bold?: string;
}

const require = createRequire(import.meta.url);
const montserratDir = dirname(require.resolve("@expo-google-fonts/montserrat/package.json"));
const NOTO = "/usr/share/fonts/truetype/noto";
const NOTO_CJK = "/usr/share/fonts/opentype/noto";

const LATIN_FONTS: Record<CaptionFont, FontChoice & { covers: Language["script"][] }> = {
  montserrat: {
    family: "Montserrat",
    file: join(montserratDir, "400Regular/Montserrat_400Regular.ttf"),
    bold: join(montserratDir, "800ExtraBold/Montserrat_800ExtraBold.ttf"),
    covers: ["latin", "cyrillic"],
  },
  roboto: {
    family: "Roboto",
    file: "/usr/share/fonts/truetype/roboto/unhinted/RobotoTTF/Roboto-Regular.ttf",
    bold: "/usr/share/fonts/truetype/roboto/unhinted/RobotoTTF/Roboto-Bold.ttf",
    covers: ["latin", "cyrillic", "greek"],
  },
  arial: {
    family: "Liberation Sans",
    file: "/usr/share/fonts/truetype/liberation2/LiberationSans-Regular.ttf",
    bold: "/usr/share/fonts/truetype/liberation2/LiberationSans-Bold.ttf",
    covers: ["latin", "cyrillic", "greek", "hebrew"],
  },
  comic: {
    family: "Comic Neue",
    file: "/usr/share/fonts/opentype/comic-neue/ComicNeue-Regular.otf",
    bold: "/usr/share/fonts/opentype/comic-neue/ComicNeue-Bold.otf",
    covers: ["latin"],
  },
};

function noto(name: string): FontChoice {
  return {
    family: `Noto Sans ${name}`,
    file: `${NOTO}/NotoSans${name}-Regular.ttf`,
    bold: `${NOTO}/NotoSans${name}-Bold.ttf`,
  };
}

function notoCjk(region: "SC" | "TC" | "JP" | "KR"): FontChoice {
  // One .ttc holds every region; the family name selects the region's glyph forms.
  return {
    family: `Noto Sans CJK ${region}`,
    file: `${NOTO_CJK}/NotoSansCJK-Regular.ttc`,
    bold: `${NOTO_CJK}/NotoSansCJK-Bold.ttc`,
  };
}

const NOTO_LATIN: FontChoice = {
  family: "Noto Sans",
  file: `${NOTO}/NotoSans-Regular.ttf`,
  bold: `${NOTO}/NotoSans-Bold.ttf`,
};

// Scripts of the "other" group, by language code: each has its own Noto family.
const OTHER_BY_LANGUAGE: Record<string, string> = {
  am: "Ethiopic",
  hy: "Armenian",
  ka: "Georgian",
  gu: "Gujarati",
  pa: "Gurmukhi",
  kn: "Kannada",
  ml: "Malayalam",
  my: "Myanmar",
  or: "Oriya",
  si: "Sinhala",
  ta: "Tamil",
  te: "Telugu",
};

/**
 * The font to draw text of `script` in the caption font the user picked. Latin-only faces fall back to
 * the matching Noto family for other scripts. `languageCode` refines scripts that several writing
 * systems share: "cjk" (zh -> Simplified, ja -> Japanese, yue/zh-TW -> Traditional) and "other"
 * (Tamil, Telugu, Georgian, ...); without it "cjk" means Simplified Chinese and "other" Noto Sans.
 */
export function fontFor(font: CaptionFont, script: Language["script"], languageCode?: string): FontChoice {
  const latin = LATIN_FONTS[font];
  if (!latin) throw new Error(`Unknown caption font "${font}". Choose one of: ${CAPTION_FONTS.join(", ")}.`);
  if (latin.covers.includes(script)) return { family: latin.family, file: latin.file, bold: latin.bold };
  const code = languageCode?.toLowerCase() ?? "";
  switch (script) {
    case "latin":
    case "cyrillic":
    case "greek":
      return NOTO_LATIN;
    case "arabic":
      return noto("Arabic");
    case "hebrew":
      return noto("Hebrew");
    case "devanagari":
      return noto("Devanagari");
    case "bengali":
      return noto("Bengali");
    case "thai":
      return noto("Thai");
    case "hangul":
      return notoCjk("KR");
    case "cjk":
      if (code.startsWith("ja")) return notoCjk("JP");
      if (code.startsWith("ko")) return notoCjk("KR");
      if (code.startsWith("yue") || code === "zh-tw" || code === "zh-hk" || code === "zh-hant")
        return notoCjk("TC");
      return notoCjk("SC");
    case "other": {
      const name = OTHER_BY_LANGUAGE[code.split("-")[0] ?? ""];
      return name ? noto(name) : NOTO_LATIN;
    }
    default:
      throw new Error(`Unknown script "${String(script)}".`);
  }
}

/** Every font file the studio may use (regular and bold), deduplicated; for resvg and `fontsDir`. */
export function allFontFiles(): string[] {
  const files = new Set<string>();
  const add = (f: FontChoice) => {
    files.add(f.file);
    if (f.bold) files.add(f.bold);
  };
  for (const f of Object.values(LATIN_FONTS)) add(f);
  add(NOTO_LATIN);
  for (const name of [
    "Arabic",
    "Hebrew",
    "Devanagari",
    "Bengali",
    "Thai",
    ...Object.values(OTHER_BY_LANGUAGE),
  ]) {
    add(noto(name));
  }
  add(notoCjk("SC"));
  return [...files];
}

/** Fails with the Debian package to install when a font file is missing. */
export function assertFontFilesExist(files: string[] = allFontFiles()): void {
  const missing = files.filter((f) => !existsSync(f));
  if (missing.length > 0) {
    throw new Error(
      `Missing font files: ${missing.join(", ")}. Install fonts-roboto-unhinted fonts-comic-neue fonts-liberation2 fonts-noto-core fonts-noto-cjk and run npm install.`,
    );
  }
}

const preparedDirs = new Set<string>();

/**
 * A directory holding (symlinks to) every font file above, for the ASS filter's `fontsdir=` so libass
 * finds the same faces whatever fontconfig has installed. Created once under the cache directory
 * (`cacheDir`, else STUDIO_CACHE_DIR, else ./data/cache) and safe to call from several processes.
 */
export function fontsDir(cacheDir: string = process.env.STUDIO_CACHE_DIR || "./data/cache"): string {
  const dir = resolve(cacheDir, "fonts");
  if (preparedDirs.has(dir)) return dir;
  assertFontFilesExist();
  mkdirSync(dir, { recursive: true });
  for (const file of allFontFiles()) {
    const link = join(dir, basename(file));
    let current: string | undefined;
    try {
      current = readlinkSync(link);
    } catch {
      current = undefined;
    }
    if (current === file) continue;
    // Write under a unique name and rename over the final one: atomic, so concurrent callers never
    // see a half-made link and never fail on EEXIST.
    const tmp = `${link}.${process.pid}.${Math.random().toString(36).slice(2)}.tmp`;
    symlinkSync(file, tmp);
    renameSync(tmp, link);
  }
  preparedDirs.add(dir);
  return dir;
}
