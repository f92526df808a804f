// Time source of the billing module; tests pass a controlled one instead of waiting.
export type Clock = () => Date;

export const systemClock: Clock = () => new Date();

// Same day of the next month, clamped to the month's last day (Jan 31 -> Feb 28), in UTC.
export function addMonths(date: Date, months: number): Date {
  const result = new Date(date.getTime());
  const day = result.getUTCDate();
  result.setUTCDate(1);
  result.setUTCMonth(result.getUTCMonth() + months);
  const lastDay = new Date(Date.UTC(result.getUTCFullYear(), result.getUTCMonth() + 1, 0)).getUTCDate();
  result.setUTCDate(Math.min(day, lastDay));
  return result;
}

// The first monthly boundary after `now`, counting whole months from `anchor`, computed directly:
// addMonths(anchor, m) falls in the calendar month m months after the anchor's, so the month
// difference gives the boundary in now's month, and the answer is it or the one after.
export function nextMonthlyBoundary(anchor: Date, now: Date): Date {
  const monthsApart =
    (now.getUTCFullYear() - anchor.getUTCFullYear()) * 12 + (now.getUTCMonth() - anchor.getUTCMonth());
  const months = Math.max(1, monthsApart);
  const candidate = addMonths(anchor, months);
  return candidate.getTime() > now.getTime() ? candidate : addMonths(anchor, months + 1);
}
