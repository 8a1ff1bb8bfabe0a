import type { Locale } from "@/core/i18n/locales";
import type { Messages } from "@/core/i18n/translate";

// next-intl's typed keys and locales: a `t("…")` with a key missing from en.json does not type-check.
declare module "use-intl" {
  interface AppConfig {
    Locale: Locale;
    Messages: Messages;
  }
}
