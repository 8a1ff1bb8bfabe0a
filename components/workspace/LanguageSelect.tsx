"use client";
import { useLocale, useTranslations } from "next-intl";
import { useRouter } from "next/navigation";
import { useTransition } from "react";
import { isLocale, LOCALE_COOKIE, LOCALE_COOKIE_MAX_AGE, LOCALE_NAMES, LOCALES } from "@/core/i18n/locales";

/**
 * The "Language" control (docs/ui-contract.md, "Sidebar"). The choice goes in a cookie the
 * server reads, so every later page, a reload included, is rendered in it; the refresh
 * re-renders this one in place.
 */
export function LanguageSelect() {
  const t = useTranslations();
  const locale = useLocale();
  const router = useRouter();
  const [pending, startTransition] = useTransition();
  return (
    <label className="flex items-center justify-between gap-2 border-t border-line px-4 py-2 text-xs text-muted">
      {t("language.label")}
      <select
        value={locale}
        disabled={pending}
        onChange={(event) => {
          const next = event.target.value;
          if (!isLocale(next)) return;
          document.cookie = `${LOCALE_COOKIE}=${next}; path=/; max-age=${LOCALE_COOKIE_MAX_AGE}; samesite=lax`;
          startTransition(() => router.refresh());
        }}
        className="rounded-md border border-line bg-canvas px-1.5 py-1 text-ink"
      >
        {LOCALES.map((code) => (
          <option key={code} value={code} lang={code}>
            {LOCALE_NAMES[code]}
          </option>
        ))}
      </select>
    </label>
  );
}
