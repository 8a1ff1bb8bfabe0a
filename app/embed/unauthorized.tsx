import { useTranslations } from "next-intl";

// Answered with 401 when an embed page's token is missing, invalid, expired or limited to
// another thread (app/_server/embed.ts).
export default function EmbedUnauthorized() {
  const t = useTranslations();
  return (
    <main className="flex h-dvh flex-col items-center justify-center gap-2 p-6 text-center">
      <h1 className="text-base font-semibold">{t("errorPage.linkExpiredHeading")}</h1>
      <p className="max-w-sm text-sm text-muted">{t("errorPage.linkExpiredBody")}</p>
    </main>
  );
}
