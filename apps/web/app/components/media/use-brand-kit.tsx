import { Link } from "react-router";
import { Checkbox } from "../ui/field";

/** "Use my brand kit": whether a video wears the kit set in the profile (the request's `brand`). */
export function UseBrandKit({
  checked,
  onChange,
  disabled,
}: {
  checked: boolean;
  onChange: (checked: boolean) => void;
  disabled?: boolean;
}) {
  return (
    <Checkbox
      label="Use my brand kit"
      weight="strong"
      checked={checked}
      disabled={disabled}
      onChange={(e) => onChange(e.target.checked)}
      hint={
        <>
          Your logo, colours, caption font, intro and outro, set in your{" "}
          <Link
            to="/dashboard/profile-info"
            className="font-medium text-brand-700 underline dark:text-brand-300"
          >
            profile
          </Link>
          .
        </>
      }
    />
  );
}
