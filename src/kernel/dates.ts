/**
 * Dates as people here read them: "today" is the user's local calendar day (not the UTC one, which is a day
 * behind between midnight and 1 a.m. in British summer time), and dates are written the British way.
 */
const pad = (n: number) => String(n).padStart(2, '0');

/** `YYYY-MM-DD` of the local calendar day of `at` (default: now); the form `<input type="date">` uses. */
export function localDayIso(at: Date = new Date()): string {
  return `${at.getFullYear()}-${pad(at.getMonth() + 1)}-${pad(at.getDate())}`;
}

/** The local midnight that starts a calendar day given as `YYYY-MM-DD`: the inverse of `localDayIso`. */
export function localDayStart(day: string): Date {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  return new Date(y, m - 1, d);
}

/** A date for display, always en-GB (25/11/2026) whatever the browser's language. */
export const formatDate = (at: Date): string => at.toLocaleDateString('en-GB');

/** A calendar day kept as `YYYY-MM-DD` (a form's date), shown as `formatDate` shows it, on the day written. */
export const formatDay = (day: string): string => formatDate(localDayStart(day));

/** A moment for display: the same date as `formatDate`, then the 24-hour time (25/11/2026, 14:05). */
export const formatDateTime = (at: Date): string =>
  `${formatDate(at)}, ${at.toLocaleTimeString('en-GB', { hour: '2-digit', minute: '2-digit' })}`;
