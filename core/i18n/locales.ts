// The languages the UI speaks, and which one a request gets: the cookie set by the "Language"
// control, else the best match in the browser's Accept-Language, else English.

export const LOCALES = ["en", "zh-CN"] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = "en";

/** Set by the "Language" control; read by the server, so the first HTML is in that language. */
export const LOCALE_COOKIE = "threadline-locale";
/** A year: the choice is a preference, not a session. */
export const LOCALE_COOKIE_MAX_AGE = 60 * 60 * 24 * 365;

/** Each language's name in itself: a reader who cannot read the current one still finds theirs. */
export const LOCALE_NAMES: Readonly<Record<Locale, string>> = { en: "English", "zh-CN": "简体中文" };

export function isLocale(value: unknown): value is Locale {
  return typeof value === "string" && (LOCALES as readonly string[]).includes(value);
}

/** The supported locale a language tag asks for: any Chinese reads zh-CN (the only script we ship). */
function localeOfTag(tag: string): Locale | null {
  const [language] = tag.trim().toLowerCase().split(/[-_]/);
  if (language === "en") return "en";
  if (language === "zh") return "zh-CN";
  return null;
}

/**
 * The best supported locale of an Accept-Language header (`zh-CN,zh;q=0.9,en;q=0.8`): the
 * highest-weighted tag we speak, the first listed winning ties; English when none matches.
 */
export function negotiateLocale(acceptLanguage: string | null | undefined): Locale {
  if (!acceptLanguage) return DEFAULT_LOCALE;
  let best: { locale: Locale; q: number } | null = null;
  for (const part of acceptLanguage.split(",")) {
    const [tag = "", ...params] = part.split(";");
    const qParam = params.map((p) => p.trim()).find((p) => p.startsWith("q="));
    const q = qParam === undefined ? 1 : Number(qParam.slice(2));
    if (!Number.isFinite(q) || q <= 0) continue;
    const locale = localeOfTag(tag);
    if (locale !== null && (best === null || q > best.q)) best = { locale, q };
  }
  return best?.locale ?? DEFAULT_LOCALE;
}

/** The request's locale: a valid cookie wins over the browser's languages. */
export function requestLocale(cookie: string | undefined, acceptLanguage: string | null | undefined): Locale {
  return isLocale(cookie) ? cookie : negotiateLocale(acceptLanguage);
}
