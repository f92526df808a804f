import {
  type CaptionSizeId,
  type EDIT_ASPECTS,
  type TEditableStoryboard,
  type TEditOperation,
  VIDEO_LANGUAGES,
} from "@reelforge/contract";

// The editor's whole-video settings (issue 12): voice, captions, music, format, intro and outro, logo,
// as a draft the user changes, and the operations that turn the saved storyboard into it (only what
// differs; in the order voice, captions, music, format, intro, outro, logo).

export type SettingsDraft = {
  /** One of VIDEO_LANGUAGES; a new one translates the narration. */
  language: string;
  gender: string;
  /** An English accent ("" for the language's own voice). */
  accent: string;
  speed: number;
  captionsOn: boolean;
  style: string;
  font: string;
  position: string;
  size: CaptionSizeId;
  /** A mood, "none", or "own" (the user's song). */
  music: string;
  /** The user's song, when music is "own" and one was chosen in this draft. */
  song: { id: string; name: string } | null;
  volume: number;
  aspect: (typeof EDIT_ASPECTS)[number];
  intro: string;
  outro: string;
  logo: boolean;
};

/** The form's language for a storyboard's voice language ("Spanish", "es", "French" -> "France"). */
export function languageChoice(language: string): string {
  const wanted = language.trim().toLowerCase();
  const byName = VIDEO_LANGUAGES.find((l) => l.toLowerCase() === wanted);
  if (byName) return byName;
  if (wanted === "french" || wanted === "fr") return "France";
  const codes: Record<string, string> = {
    en: "English",
    zh: "Mandarin Chinese",
    hi: "Hindi",
    ar: "Arabic",
    es: "Spanish",
    ru: "Russian",
    pt: "Portuguese",
    ur: "Urdu",
    bn: "Bengali",
    de: "German",
    ja: "Japanese",
    ko: "Korean",
    id: "Indonesian",
    sw: "Swahili",
  };
  return codes[wanted.split("-")[0] ?? ""] ?? language;
}

const capital = (s: string) => (s ? `${s[0]?.toUpperCase()}${s.slice(1)}` : s);

export function settingsOf(sb: TEditableStoryboard): SettingsDraft {
  return {
    language: languageChoice(sb.voice.language),
    gender: sb.voice.gender,
    accent: capital(sb.voice.accent ?? ""),
    speed: sb.voice.speed,
    captionsOn: sb.captions.enabled,
    style: sb.captions.style,
    font: sb.captions.font,
    position: sb.captions.position,
    size: sb.captions.size,
    music: sb.music === null ? "none" : sb.music.ownFile ? "own" : (sb.music.mood ?? "upbeat"),
    song: null,
    volume: sb.music?.volume ?? 0.25,
    aspect: sb.aspect,
    intro: sb.intro ?? "",
    outro: sb.outro ?? "",
    logo: sb.logo,
  };
}

/** The operations that make `saved` look like `draft`. */
export function settingsOperations(saved: SettingsDraft, draft: SettingsDraft): TEditOperation[] {
  const ops: TEditOperation[] = [];
  if (draft.language !== saved.language) {
    ops.push({ op: "translate", language: draft.language === "France" ? "French" : draft.language });
  }
  const english = draft.language === "English";
  const voice = {
    ...(draft.gender !== saved.gender ? { gender: draft.gender as "male" | "female" } : {}),
    ...(english && draft.accent && draft.accent !== saved.accent ? { accent: draft.accent } : {}),
    ...(draft.speed !== saved.speed ? { speed: draft.speed } : {}),
  };
  if (Object.keys(voice).length) ops.push({ op: "voice", ...voice });

  if (!draft.captionsOn) {
    if (saved.captionsOn) ops.push({ op: "captions", enabled: false });
  } else {
    const captions = {
      ...(!saved.captionsOn ? { enabled: true } : {}),
      ...(draft.style !== saved.style ? { style: draft.style } : {}),
      ...(draft.font !== saved.font ? { font: draft.font } : {}),
      ...(draft.position !== saved.position ? { position: draft.position } : {}),
      ...(draft.size !== saved.size ? { size: draft.size } : {}),
    };
    if (Object.keys(captions).length) ops.push({ op: "captions", ...captions } as TEditOperation);
  }

  if (draft.music === "none") {
    if (saved.music !== "none") ops.push({ op: "music", mood: "none" });
  } else {
    const source =
      draft.music === "own"
        ? draft.song
          ? { upload: draft.song.id }
          : {}
        : draft.music !== saved.music
          ? { mood: draft.music }
          : {};
    const volume = draft.volume !== saved.volume || saved.music === "none" ? { volume: draft.volume } : {};
    if (Object.keys(source).length || Object.keys(volume).length) {
      ops.push({ op: "music", ...source, ...volume } as TEditOperation);
    }
  }

  if (draft.aspect !== saved.aspect) ops.push({ op: "format", aspect: draft.aspect });
  for (const kind of ["intro", "outro"] as const) {
    const text = draft[kind].trim();
    if (text !== saved[kind].trim()) ops.push({ op: kind, text: text || null });
  }
  if (draft.logo !== saved.logo) ops.push({ op: "logo", enabled: draft.logo });
  return ops;
}
