import { useTranslations } from "next-intl";
import { HIDDEN_REASON_KEY } from "@/core/timeline/labels";
import type { HiddenItem } from "@/core/timeline/types";

export function HiddenBlock({ item }: { item: HiddenItem }) {
  const t = useTranslations();
  return (
    <section
      aria-label={t("hidden.region")}
      data-role="hidden"
      className="rounded-lg border border-dashed border-line bg-panel px-3 py-2 text-xs text-muted"
    >
      <p className="mb-1 font-medium uppercase tracking-wide">
        {t("hidden.heading")} <span className="font-normal normal-case">{t("hidden.why", { role: item.role, reason: t(HIDDEN_REASON_KEY[item.reason]) })}</span>
      </p>
      <pre tabIndex={0} className="max-h-64 overflow-auto whitespace-pre-wrap break-words font-mono">{item.text}</pre>
    </section>
  );
}
