import { createTranslator } from "use-intl/core";
import en from "../../messages/en.json";
import zhCN from "../../messages/zh-CN.json";
import type { Locale } from "./locales";
import type { I18n, Messages } from "./translate";

// The catalogs as the UI reads them, for tests of core functions that word things.

export const CATALOGS: Readonly<Record<Locale, Messages>> = { en, "zh-CN": zhCN };

export function testI18n(locale: Locale = "en"): I18n {
  const t = createTranslator({
    locale,
    messages: CATALOGS[locale],
    // A test must not pass on a fallback: a missing key or a bad argument throws.
    onError: (error) => {
      throw error;
    },
  });
  return { locale, t: (key, values) => t(key, values) };
}
