import { useTranslations } from "next-intl";
import { compactionSaving } from "@/core/context/meter";

/** How much a compaction took out of the model's window (the context meter drops by it). */
export function CompactionSaving({ before, after }: { before: number | undefined; after: number | undefined }) {
  const t = useTranslations();
  const saving = compactionSaving(before, after);
  if (saving === undefined) return null;
  return (
    <div data-testid="compaction-saving">
      <dt className="inline">{t("meter.savingLabel")}</dt>
      <dd className="inline">{t("meter.saving", saving)}</dd>
    </div>
  );
}
