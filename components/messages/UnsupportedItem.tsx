import { useTranslations } from "next-intl";
import type { UnsupportedItem as Item } from "@/core/timeline/types";

export function UnsupportedItem({ item }: { item: Item }) {
  const t = useTranslations();
  return (
    <p data-role="unsupported" className="rounded-md border border-dashed border-line px-3 py-1.5 text-xs text-muted">
      {t("message.unsupported", { reason: item.reason })}
    </p>
  );
}
