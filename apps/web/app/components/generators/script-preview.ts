// The first lines of a written script for its library card: what is said (hook, scenes, call to
// action), without the markdown of its headings, emphasis and visual notes.
export function scriptPreview(text: string, lines = 4): string {
  const said: string[] = [];
  for (const raw of text.split(/\r?\n/)) {
    const line = raw.trim();
    if (line === "" || line.startsWith("#")) continue;
    // "*Visual: calendar* (1.5 s)": a note for the video, not part of the script.
    if (/^\*{1,2}visuals?:/i.test(line) || /^_visuals?:/i.test(line)) continue;
    said.push(line.replace(/\*\*|__|(?<!\w)[*_](?=\S)|(?<=\S)[*_](?!\w)/g, ""));
    if (said.length === lines) break;
  }
  return said.join("\n");
}
