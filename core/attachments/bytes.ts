import type { Locale } from "../i18n/locales";

// Sizes as people read them, and sizes of what arrives without one.

const numberFormats = new Map<Locale, Intl.NumberFormat>();
function numberFormat(locale: Locale): Intl.NumberFormat {
  let format = numberFormats.get(locale);
  if (!format) numberFormats.set(locale, (format = new Intl.NumberFormat(locale, { maximumFractionDigits: 1, useGrouping: false })));
  return format;
}

/** 512 B, 1.5 KB, 12 KB, 3.4 MB: one decimal below 10, none above (binary units); the number in `locale`. */
export function formatBytes(bytes: number, locale: Locale = "en"): string {
  if (!Number.isFinite(bytes) || bytes < 0) return "";
  if (bytes < 1024) return `${numberFormat(locale).format(Math.round(bytes))} B`;
  const units = ["KB", "MB", "GB"];
  let value = bytes / 1024;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit += 1;
  }
  const shown = value < 10 ? Math.round(value * 10) / 10 : Math.round(value);
  // 9.96 rounds to 10.0: show it as 10.
  return `${numberFormat(locale).format(shown >= 10 ? Math.round(shown) : shown)} ${units[unit]}`;
}

/** Bytes a base64 string decodes to (ignoring whitespace it should not hold). */
export function base64Bytes(data: string): number {
  const length = data.length;
  if (length === 0) return 0;
  const padding = data.endsWith("==") ? 2 : data.endsWith("=") ? 1 : 0;
  return Math.max(0, Math.floor((length * 3) / 4) - padding);
}

/** Bytes of a string in UTF-8, counted without encoding it. */
export function utf8Bytes(text: string): number {
  let bytes = 0;
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (code < 0x80) bytes += 1;
    else if (code < 0x800) bytes += 2;
    else if (code >= 0xd800 && code <= 0xdbff && i + 1 < text.length) {
      const next = text.charCodeAt(i + 1);
      if (next >= 0xdc00 && next <= 0xdfff) {
        bytes += 4;
        i += 1;
      } else bytes += 3;
    } else bytes += 3;
  }
  return bytes;
}
