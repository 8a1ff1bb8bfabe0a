"use client";
import { useQuery } from "@tanstack/react-query";
import { useTranslations } from "next-intl";
import { useMemo, type ComponentType } from "react";
import { condensedFromHistoryOptions } from "@/components/api/history-queries";
import { useApiClient } from "@/components/providers/RuntimeContext";
import { describeError } from "@/components/ui/errors";
import type { ThreadId } from "@/core/ids";
import { groupTimeline } from "@/core/timeline";
import type { TimelineItem } from "@/core/timeline/types";

/**
 * On a server without a transcript, the messages a compaction removed live on only in the
 * checkpoints before it: one history request per card, on demand, shown inside the card.
 */
export function CondensedFromHistory({ threadId, summaryId, window, ItemView }: {
  threadId: ThreadId;
  summaryId: string;
  window: readonly unknown[];
  ItemView: ComponentType<{ item: TimelineItem; live: boolean }>;
}) {
  const t = useTranslations();
  const client = useApiClient();
  const query = useQuery(condensedFromHistoryOptions(client, threadId, summaryId, window));
  const items = useMemo(() => (query.data ? groupTimeline(query.data, {}) : []), [query.data]);
  if (query.isPending) return <p className="text-xs text-muted">{t("summary.loadingCondensed")}</p>;
  if (query.isError) return <p role="alert" className="text-xs text-red-700">{t("summary.condensedFailed", { error: describeError(query.error, t) })}</p>;
  if (items.length === 0) return <p className="text-xs text-muted">{t("summary.condensedGone")}</p>;
  return (
    <section aria-label={t("summary.condensedRegion")} className="mt-2 flex flex-col gap-3 border-l-2 border-line pl-3 opacity-90">
      {items.map((item) => (
        <ItemView key={item.id} item={item} live={false} />
      ))}
    </section>
  );
}
