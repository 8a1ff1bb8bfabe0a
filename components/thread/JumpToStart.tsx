"use client";
import { useTranslations } from "next-intl";

/**
 * "Jump to start": in the log's top corner, off the column the messages are read in. Disabled
 * until the page can act on it (`ready`): a click before hydration would do nothing.
 */
export function JumpToStart({ onJump, busy, ready }: { onJump: () => void; busy: boolean; ready: boolean }) {
  const t = useTranslations();
  return (
    <button
      type="button"
      onClick={onJump}
      disabled={busy || !ready}
      aria-busy={busy}
      className="absolute right-4 top-3 rounded-full border border-line bg-canvas px-3 py-1 text-xs shadow-sm hover:bg-panel disabled:opacity-70"
    >
      {t("log.jumpToStart")}
    </button>
  );
}
