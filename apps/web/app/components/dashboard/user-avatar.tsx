import { useState } from "react";
import { avatarColor, initialsOf } from "../../lib/avatar";

const SIZES = { sm: "size-8 text-xs", md: "size-10 text-sm", lg: "size-16 text-xl" } as const;

// The user's picture, or their initials on a colour derived from the name (also when the picture
// fails to load). Decorative: the name is always printed beside it.
export function UserAvatar({
  name,
  avatar,
  size = "md",
}: {
  name: string;
  avatar: string | null | undefined;
  size?: keyof typeof SIZES;
}) {
  const [broken, setBroken] = useState(false);
  const base = `${SIZES[size]} shrink-0 rounded-full ring-2 ring-white dark:ring-slate-900`;
  if (avatar && !broken) {
    return (
      <img
        src={avatar}
        alt=""
        className={`${base} object-cover`}
        referrerPolicy="no-referrer"
        onError={() => setBroken(true)}
      />
    );
  }
  return (
    <span
      aria-hidden="true"
      data-testid="avatar-initials"
      className={`${base} grid place-items-center font-semibold text-white select-none`}
      style={{ backgroundColor: avatarColor(name) }}
    >
      {initialsOf(name)}
    </span>
  );
}
