import { savingStrings as t } from "@/components/thread/context-meter-strings";
import { compactionSaving } from "@/core/context/meter";

/** How much a compaction took out of the model's window (the context meter drops by it). */
export function CompactionSaving({ before, after }: { before: number | undefined; after: number | undefined }) {
  const saving = compactionSaving(before, after);
  if (saving === undefined) return null;
  return (
    <div data-testid="compaction-saving">
      <dt className="inline">{t.label}</dt>
      <dd className="inline">{t.saving(saving.tokens, saving.percent)}</dd>
    </div>
  );
}
