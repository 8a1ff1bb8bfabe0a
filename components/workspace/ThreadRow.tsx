"use client";
import { useQuery } from "@tanstack/react-query";
import Link from "next/link";
import { useRouter } from "next/navigation";
import { useLocale, useTranslations } from "next-intl";
import { memo, useRef, useState } from "react";
import { threadNameOptions } from "@/components/api/queries";
import { useToasts } from "@/components/providers/NoticesContext";
import { useApiClient } from "@/components/providers/RuntimeContext";
import { useUiStore } from "@/components/providers/UiStoreContext";
import { describeError } from "@/components/ui/errors";
import { DotsIcon } from "@/components/ui/icons";
import { Menu } from "@/components/ui/Menu";
import { ACTIVITY_KEY, type ThreadActivity } from "@/core/api/activity";
import { TITLE_MAX_LENGTH, type ThreadSummary } from "@/core/api/threads";
import type { ThreadId } from "@/core/ids";
import { oneLine } from "@/core/text/one-line";
import { formatRelativeTime } from "@/core/time/relative";
import { useDeleteThread } from "./useDeleteThread";
import { useRenameThread } from "./useRenameThread";
import { useThreadActivity } from "./useThreadActivity";

/**
 * One chat of the list: its link (a roving Tab stop: only the list's current row is one, with
 * its menu), its time and activity, and a menu to rename, export or delete it.
 */
export const ThreadRow = memo(function ThreadRow({ thread, active, now, tabbable }: { thread: ThreadSummary; active: boolean; now: number; tabbable: boolean }) {
  const t = useTranslations();
  const locale = useLocale();
  const client = useApiClient();
  const activity = useThreadActivity(thread.id, thread.status);
  // Only rows on screen ask, and only for chats their metadata does not name.
  const named = useQuery({ ...threadNameOptions(client, thread.id), enabled: thread.title === null }).data;
  const [editing, setEditing] = useState(false);
  const link = useRef<HTMLAnchorElement>(null);
  const deleteThread = useDeleteThread();
  const router = useRouter();
  const requestExport = useUiStore((s) => s.requestExport);
  const href = `/threads/${encodeURIComponent(thread.id)}`;
  const name = thread.title || named || t("common.untitledChat");

  if (editing) {
    const done = () => {
      setEditing(false);
      requestAnimationFrame(() => link.current?.focus());
    };
    return <RenameField threadId={thread.id} current={thread.title ?? named ?? ""} onDone={done} />;
  }
  return (
    <div className="group relative">
      <Link
        ref={link}
        href={href}
        // Prefetching every row that scrolls by would ask the server for a page per row.
        prefetch={false}
        tabIndex={tabbable ? 0 : -1}
        aria-current={active ? "page" : undefined}
        className="block rounded-md px-2 py-1.5 pr-8 text-sm hover:bg-canvas aria-[current=page]:bg-canvas aria-[current=page]:font-medium"
      >
        <span className="block truncate">{name}</span>
        {/* The mark shares the time's line, so a row keeps its height as marks come and go. */}
        {thread.updatedAt || activity ? (
          <span className="flex items-center gap-1.5 text-xs text-muted">
            {thread.updatedAt ? formatRelativeTime(thread.updatedAt, now, locale) : null}
            {activity ? <ActivityMark activity={activity} /> : null}
          </span>
        ) : null}
      </Link>
      {/* Shown on hover, on focus, for the open chat, and always where there is no hover (touch). */}
      <div className={`absolute right-1 top-1.5 ${active ? "" : "opacity-0 group-hover:opacity-100 group-focus-within:opacity-100 [@media(hover:none)]:opacity-100"}`}>
        <Menu
          label={t("threadList.actions", { name })}
          icon={<DotsIcon />}
          tabbable={tabbable}
          items={[
            { label: t("rename.button"), onSelect: () => setEditing(true) },
            {
              label: t("header.export"),
              // The thread page exports (its history is read the way its backend keeps it): open it first.
              onSelect: () => {
                requestExport(thread.id);
                if (!active) router.push(href);
              },
            },
            { label: t("delete.button"), danger: true, disabled: activity === "running", onSelect: () => deleteThread(thread.id, name, active) },
          ]}
        />
      </div>
    </div>
  );
});

/** The row's name as a field; Enter or leaving it saves, Escape cancels. */
function RenameField({ threadId, current, onDone }: { threadId: ThreadId; current: string; onDone: () => void }) {
  const t = useTranslations();
  const show = useToasts((s) => s.show);
  const rename = useRenameThread(threadId, {
    onRenamed: () => show({ text: t("rename.done") }),
    onFailed: (error) => show({ text: t("rename.failed", { error: describeError(error, t) }), tone: "error" }),
  });
  const finished = useRef(false);
  const finish = (value: string | null) => {
    if (finished.current) return;
    finished.current = true;
    const next = value === null ? null : oneLine(value);
    if (next !== null && next !== current) rename.mutate(next);
    onDone();
  };
  return (
    <div className="px-1 py-1">
      <input
        aria-label={t("rename.field")}
        defaultValue={current}
        maxLength={TITLE_MAX_LENGTH}
        autoFocus
        onFocus={(event) => event.currentTarget.select()}
        onKeyDown={(event) => {
          if (event.key === "Enter") finish(event.currentTarget.value);
          if (event.key === "Escape") finish(null);
        }}
        onBlur={(event) => finish(event.currentTarget.value)}
        className="w-full rounded-md border border-line bg-canvas px-1.5 py-1 text-sm outline-none focus-visible:border-accent"
      />
    </div>
  );
}

function ActivityMark({ activity }: { activity: ThreadActivity }) {
  const t = useTranslations();
  const tone = activity === "waiting" ? "bg-amber-100 text-amber-900 dark:bg-amber-900 dark:text-amber-100" : "bg-accent-soft text-accent";
  return <span className={`rounded px-1 font-medium ${tone}`}>{t(ACTIVITY_KEY[activity])}</span>;
}
