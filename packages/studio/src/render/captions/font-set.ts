// A font directory holding only the faces one caption track uses. libass loads every file in `fontsdir`
// when the filter starts; the full studio set (CJK collections included) is ~46 MB and ~70 MB of memory
// per ffmpeg process, so each render points libass at just the faces it needs.
import { mkdir, readlink, rename, symlink } from "node:fs/promises";
import path from "node:path";
import { hashOf } from "../../cache.ts";
import { fontFor } from "../../fonts.ts";
import { resolveLanguage } from "../../languages.ts";
import type { Storyboard } from "../../storyboard/schema.ts";

export async function captionFontDir(sb: Storyboard, cacheDir: string): Promise<string> {
  const lang = resolveLanguage(sb.voice.language);
  const font = fontFor(sb.captions.font, lang.script, lang.code);
  // Latin faces are kept too: captions of other scripts may contain Latin words and digits.
  const latin = fontFor(sb.captions.font, "latin");
  const files = [...new Set([font.file, font.bold, latin.file, latin.bold].filter((f): f is string => !!f))];
  const dir = path.join(path.resolve(cacheDir), "font-sets", hashOf(files));
  await mkdir(dir, { recursive: true });
  for (const file of files) {
    const link = path.join(dir, path.basename(file));
    const current = await readlink(link).catch(() => null);
    if (current === file) continue;
    const tmp = `${link}.${process.pid}.${Math.random().toString(36).slice(2)}.tmp`;
    await symlink(file, tmp);
    await rename(tmp, link);
  }
  return dir;
}
