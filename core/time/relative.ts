import type { Locale } from "../i18n/locales";

// Compact relative times for lists ("15m ago", "15分钟前"); a date past a week. In UTC, so
// the server's HTML and the browser's render agree wherever either one is.
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

// Formatters are costly to build and a list formats one time per row.
const relativeFormats = new Map<Locale, Intl.RelativeTimeFormat>();
const dateFormats = new Map<Locale, Intl.DateTimeFormat>();

function relativeFormat(locale: Locale): Intl.RelativeTimeFormat {
  let format = relativeFormats.get(locale);
  if (!format) relativeFormats.set(locale, (format = new Intl.RelativeTimeFormat(locale, { numeric: "auto", style: "narrow" })));
  return format;
}

function dateFormat(locale: Locale): Intl.DateTimeFormat {
  let format = dateFormats.get(locale);
  if (!format) dateFormats.set(locale, (format = new Intl.DateTimeFormat(locale, { dateStyle: "medium", timeZone: "UTC" })));
  return format;
}

export function formatRelativeTime(iso: string, now: number, locale: Locale): string {
  const then = Date.parse(iso);
  if (Number.isNaN(then)) return "";
  const diff = Math.max(0, now - then);
  const relative = relativeFormat(locale);
  if (diff < MINUTE) return relative.format(0, "second");
  if (diff < HOUR) return relative.format(-Math.floor(diff / MINUTE), "minute");
  if (diff < DAY) return relative.format(-Math.floor(diff / HOUR), "hour");
  if (diff < 7 * DAY) return relative.format(-Math.floor(diff / DAY), "day");
  return dateFormat(locale).format(then);
}
