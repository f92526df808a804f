import { initialsOf } from "../../lib/avatar";

// A reviewer's avatar: the picture (a coloured disc, shared between reviewers) with the initials
// of this reviewer's own name on it, or the initials alone on a brand disc without a picture.
// The initials come from the name, never from the picture, so "Hana M." always reads "HM".
export function ReviewerAvatar({ name, img, size }: { name: string; img?: string; size: 40 | 48 }) {
  const box = size === 48 ? "size-12 text-base" : "size-10 text-sm";
  return (
    <span
      aria-hidden="true"
      data-testid="reviewer-initials"
      className={`${box} inline-flex shrink-0 items-center justify-center rounded-full bg-cover bg-center font-extrabold ${
        img
          ? "text-white [text-shadow:0_1px_2px_rgb(0_0_0/0.45)]"
          : "bg-brand-100 text-brand-700 dark:bg-brand-900 dark:text-brand-200"
      }`}
      style={img ? { backgroundImage: `url(${img})` } : undefined}
    >
      {initialsOf(name)}
    </span>
  );
}
