"use client";
import Link from "next/link";
import { useTranslations } from "next-intl";
import { useEffect } from "react";

/** Last line of defence: a page that crashed while rendering offers a retry, not a blank. */
export default function RouteError({ error, reset }: { error: Error & { digest?: string }; reset: () => void }) {
  const t = useTranslations();
  useEffect(() => {
    console.error(error);
  }, [error]);
  return (
    <main className="flex h-dvh flex-col items-center justify-center gap-3 p-8 text-center">
      <h1 className="text-lg font-semibold">{t("errorPage.heading")}</h1>
      <p role="alert" className="max-w-md text-sm text-muted">
        {error.message || t("errorPage.unexpected")}
      </p>
      <div className="flex gap-2">
        <button type="button" onClick={reset} className="rounded-md bg-accent px-3 py-1.5 text-sm text-white">
          {t("common.retry")}
        </button>
        <Link href="/" className="rounded-md border border-line px-3 py-1.5 text-sm">
          {t("common.newChat")}
        </Link>
      </div>
    </main>
  );
}
