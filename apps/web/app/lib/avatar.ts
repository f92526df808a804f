// Avatar fallback of SPEC 2.2: initials of the name ("?" when empty) on a colour derived from the name.

export function initialsOf(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  if (words.length === 0) return "?";
  const first = Array.from(words[0]!)[0] ?? "";
  const last = words.length > 1 ? (Array.from(words[words.length - 1]!)[0] ?? "") : "";
  return (first + last).toLocaleUpperCase();
}

// Hues picked for white text at WCAG AA contrast (all at 4.5:1 or better against #fff).
export const AVATAR_COLORS = [
  "#6d28d9", // violet-700
  "#be185d", // pink-700
  "#b91c1c", // red-700
  "#c2410c", // orange-700
  "#047857", // emerald-700
  "#0f766e", // teal-700
  "#0369a1", // sky-700
  "#1d4ed8", // blue-700
  "#4338ca", // indigo-700
  "#a21caf", // fuchsia-700
] as const;

const NEUTRAL = "#475569"; // slate-600, for the "?" of an empty name

/** The same name always gets the same colour (FNV-1a hash of the trimmed, lower-cased name). */
export function avatarColor(name: string): string {
  const key = name.trim().toLocaleLowerCase();
  if (key === "") return NEUTRAL;
  let hash = 0x811c9dc5;
  for (const char of key) {
    hash ^= char.codePointAt(0)!;
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return AVATAR_COLORS[hash % AVATAR_COLORS.length]!;
}
