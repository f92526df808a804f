import {
  CAPTION_FONT_CHOICES,
  CAPTION_STYLE_CHOICES,
  CAPTION_STYLES,
  ENGLISH_ACCENTS,
  GENDER_CHOICES,
  MUSIC_MOOD_CHOICES,
  VIDEO_LANGUAGES,
  VIDEO_PLATFORMS,
  VOICE_SPEED,
} from "@reelforge/contract";
import { Options, Range, Select } from "../ui/field";

// The option fields the generator forms share (slideshow maker, voice-over generator, clip and
// subtitle generators): one
// labelled Select primitive each, over the contract's vocabularies, so a page says which fields it
// has and not how each one is drawn.

export type Language = (typeof VIDEO_LANGUAGES)[number];
export type Gender = (typeof GENDER_CHOICES)[number];
export type Accent = "" | (typeof ENGLISH_ACCENTS)[number];
export type Platform = (typeof VIDEO_PLATFORMS)[number];
export type CaptionStyle = (typeof CAPTION_STYLE_CHOICES)[number];
export type CaptionFont = (typeof CAPTION_FONT_CHOICES)[number];
export type MusicMood = (typeof MUSIC_MOOD_CHOICES)[number];

/** The voice a form asks for; `accent` "" is the language's own. */
export type VoiceChoice = { language: Language; gender: Gender; accent: Accent; speed: number };
export const DEFAULT_VOICE: VoiceChoice = { language: "English", gender: "Female", accent: "", speed: 1 };

/** The request fields of a voice: the accent only for English (lower case, as the API takes it). */
export function voiceRequest({ language, gender, accent }: VoiceChoice) {
  return { language, gender, ...(accent && language === "English" ? { accent: accent.toLowerCase() } : {}) };
}

const ACCENTS: readonly Accent[] = ["", ...ENGLISH_ACCENTS];
const capitalised = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

type Field<T> = { value: T; onChange: (value: T) => void; disabled?: boolean; className?: string };

/** Language, voice, accent (English only) and, with `speed`, a speed slider. */
export function VoiceFields({
  value,
  onChange,
  speed = false,
  disabled,
}: {
  value: VoiceChoice;
  onChange: (value: VoiceChoice) => void;
  speed?: boolean;
  disabled?: boolean;
}) {
  const set = (change: Partial<VoiceChoice>) => onChange({ ...value, ...change });
  return (
    <>
      <Select
        label="Language"
        value={value.language}
        disabled={disabled}
        onChange={(e) => set({ language: e.target.value as Language })}
      >
        <Options values={VIDEO_LANGUAGES} />
      </Select>
      <Select
        label="Voice"
        value={value.gender}
        disabled={disabled}
        onChange={(e) => set({ gender: e.target.value as Gender })}
      >
        <Options values={GENDER_CHOICES} />
      </Select>
      <Select
        label="Accent"
        value={value.accent}
        disabled={disabled || value.language !== "English"}
        hint={value.language === "English" ? undefined : "For English voices"}
        onChange={(e) => set({ accent: e.target.value as Accent })}
      >
        <Options values={ACCENTS} labelFor={(a) => (a === "" ? "Default" : a)} />
      </Select>
      {speed && (
        <Range
          label={`Speed: ${value.speed.toFixed(2)}×`}
          min={VOICE_SPEED.min}
          max={VOICE_SPEED.max}
          step={0.05}
          value={value.speed}
          disabled={disabled}
          onChange={(e) => set({ speed: Number(e.target.value) })}
        />
      )}
    </>
  );
}

export function PlatformSelect({ value, onChange, disabled, className }: Field<Platform>) {
  return (
    <Select
      label="Platform"
      value={value}
      disabled={disabled}
      className={className}
      onChange={(e) => onChange(e.target.value as Platform)}
    >
      <Options values={VIDEO_PLATFORMS} />
    </Select>
  );
}

export function CaptionStyleSelect({ value, onChange, disabled, className }: Field<CaptionStyle>) {
  return (
    <Select
      label="Caption style"
      value={value}
      disabled={disabled}
      className={className}
      onChange={(e) => onChange(e.target.value as CaptionStyle)}
    >
      <Options values={CAPTION_STYLE_CHOICES} labelFor={(c) => CAPTION_STYLES[c]} />
    </Select>
  );
}

export function CaptionFontSelect({ value, onChange, disabled, className }: Field<CaptionFont>) {
  return (
    <Select
      label="Font"
      value={value}
      disabled={disabled}
      className={className}
      onChange={(e) => onChange(e.target.value as CaptionFont)}
    >
      <Options values={CAPTION_FONT_CHOICES} />
    </Select>
  );
}

/** A music mood, or with `own` also "My own music" (the page then asks for the song). */
export function MusicSelect<T extends string = never>({
  value,
  onChange,
  own,
  disabled,
  className,
}: Field<MusicMood | T> & { own?: { value: T; label: string } }) {
  return (
    <Select
      label="Music"
      value={value}
      disabled={disabled}
      className={className}
      onChange={(e) => onChange(e.target.value as MusicMood | T)}
    >
      <Options values={MUSIC_MOOD_CHOICES} labelFor={(m) => (m === "none" ? "No music" : capitalised(m))} />
      {own && <option value={own.value}>{own.label}</option>}
    </Select>
  );
}
