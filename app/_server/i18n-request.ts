import { cookies, headers } from "next/headers";
import { getRequestConfig } from "next-intl/server";
import { LOCALE_COOKIE, requestLocale, type Locale } from "@/core/i18n/locales";
import type { Messages } from "@/core/i18n/translate";

// next-intl's request configuration (next.config.ts points its plugin here). No locale in the
// URL: the "Language" control's cookie, else the browser's Accept-Language, picks it per request.

const catalogs: Record<Locale, () => Promise<{ default: Messages }>> = {
  en: () => import("@/messages/en.json"),
  "zh-CN": () => import("@/messages/zh-CN.json"),
};

export default getRequestConfig(async () => {
  const locale = requestLocale((await cookies()).get(LOCALE_COOKIE)?.value, (await headers()).get("accept-language"));
  return { locale, messages: (await catalogs[locale]()).default };
});
