import Link from "next/link";
import { useTranslations } from "next-intl";

export default function NotFound() {
  const t = useTranslations();
  return (
    <main className="flex h-full flex-col items-center justify-center gap-3 p-8 text-center">
      <h1 className="text-lg font-semibold">{t("errorPage.notFound")}</h1>
      <Link href="/" className="text-[var(--color-accent)] underline">
        {t("errorPage.startNew")}
      </Link>
    </main>
  );
}
