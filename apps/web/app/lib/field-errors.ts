// Validation failures come back with extraDetails such as
// "confirmpassword: Passwords do not match; password: Password must be at least 8 characters".
// This maps them onto the form's own fields so the message shows beside the right input.
export function fieldErrorsFrom<F extends string>(
  extraDetails: string | undefined,
  fields: readonly F[],
): Partial<Record<F, string>> {
  const result: Partial<Record<F, string>> = {};
  if (!extraDetails) return result;
  for (const part of extraDetails.split(";")) {
    const colon = part.indexOf(":");
    if (colon < 0) continue;
    const field = part.slice(0, colon).trim() as F;
    const message = part.slice(colon + 1).trim();
    if (fields.includes(field) && message !== "" && result[field] === undefined) result[field] = message;
  }
  return result;
}
