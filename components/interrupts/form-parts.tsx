"use client";
import { useTranslations } from "next-intl";
import type { KeyboardEvent } from "react";

export const PRIMARY = "rounded-lg bg-accent px-3 py-1.5 text-sm font-medium text-on-accent disabled:cursor-not-allowed disabled:opacity-40";
export const SECONDARY = "rounded-lg border border-line px-3 py-1.5 text-sm font-medium hover:bg-canvas disabled:cursor-not-allowed disabled:opacity-40";

/** A keydown handler closing an open editor on Escape (an IME composition's Escape is its own). */
export const closeOnEscape = (close: () => void) => (event: KeyboardEvent) => {
  if (event.key !== "Escape" || event.nativeEvent.isComposing) return;
  event.preventDefault();
  event.stopPropagation();
  close();
};

export function FormButtons({ canConfirm, onCancel }: { canConfirm: boolean; onCancel: () => void }) {
  const t = useTranslations();
  return (
    <div className="mt-2 flex gap-2">
      <button type="submit" disabled={!canConfirm} className={PRIMARY}>
        {t("interrupt.confirm")}
      </button>
      <button type="button" onClick={onCancel} className={SECONDARY}>
        {t("common.cancel")}
      </button>
    </div>
  );
}
