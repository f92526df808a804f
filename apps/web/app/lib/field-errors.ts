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

// A toast reads the sentences alone: "confirmpassword: Passwords do not match; otp: The code is
// incorrect" becomes "Passwords do not match. The code is incorrect". Only a leading field name (a
// lower-case identifier, as the API writes them) is dropped; other text is kept as it is.
export function detailsSentence(extraDetails: string): string {
  return extraDetails
    .split(";")
    .map((part) => part.trim().replace(/^[a-z][\w.[\]]*:\s*/, ""))
    .filter((part) => part !== "")
    .map((part) => (/[.!?]$/.test(part) ? part : `${part}.`))
    .join(" ")
    .replace(/\.$/, extraDetails.trim().endsWith(".") ? "." : "");
}

/**
 * The first message of a react-hook-form error tree (fields in the form's order, then into lists and
 * nested objects), for the toast that repeats what the fields say.
 */
export function firstErrorMessage(errors: unknown): string | undefined {
  if (!errors || typeof errors !== "object") return undefined;
  const message = (errors as { message?: unknown }).message;
  if (typeof message === "string" && message !== "") return message;
  for (const [key, value] of Object.entries(errors)) {
    if (key === "ref" || key === "message" || key === "type" || key === "types") continue;
    const found = firstErrorMessage(value);
    if (found) return found;
  }
  return undefined;
}
