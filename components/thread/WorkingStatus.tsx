"use client";
import { useTranslations } from "next-intl";
import { useEffect, useState } from "react";
import { elapsedMessage, splitElapsed } from "@/core/time/elapsed";

/**
 * While a run goes: "Working · 12 s", counted from when this page saw it start, once a second.
 * Screen readers hear "Working" once; the ticking seconds would be announced every second.
 */
export function WorkingStatus() {
  const t = useTranslations();
  const [started] = useState(() => Date.now());
  const [now, setNow] = useState(started);
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, []);
  const { key, values } = elapsedMessage(splitElapsed(now - started));
  return (
    <p role="status" className="mx-auto flex w-full max-w-column items-center gap-2 px-5 pb-1 text-sm text-muted">
      <span aria-hidden className="h-1.5 w-1.5 shrink-0 animate-pulse rounded-full bg-accent motion-reduce:animate-none" />
      <span className="sr-only">{t("working.label")}</span>
      <span aria-hidden className="tabular-nums">
        {t(key, values)}
      </span>
    </p>
  );
}
