"use client";
import { useTranslations } from "next-intl";
import { useRef } from "react";
import { describeError } from "@/components/ui/errors";
import { TITLE_MAX_LENGTH } from "@/core/api/threads";
import type { ThreadId } from "@/core/ids";
import { oneLine } from "@/core/text/one-line";
import { useRenameThread } from "@/components/workspace/useRenameThread";

/**
 * The thread's title on one line (cut with an ellipsis, whole in its tooltip), renamed in place
 * (useRenameThread) while `editing`: the header's "Rename" turns it into a field.
 */
export function ThreadTitle({ threadId, title, editing, onEditDone }: {
  threadId: ThreadId;
  title: string | null;
  editing: boolean;
  /** The field is gone; the keyboard goes back to where the edit started. */
  onEditDone: () => void;
}) {
  const t = useTranslations();
  const cancelled = useRef(false);
  const rename = useRenameThread(threadId);

  // Enter and Escape end the edit by leaving the field, so a name is saved exactly once,
  // from blur (clicking elsewhere saves too).
  const finish = (name: string) => {
    const next = oneLine(name);
    if (!cancelled.current && next !== (title ?? "")) rename.mutate(next);
    cancelled.current = false;
    onEditDone();
  };

  if (editing) {
    return (
      <input
        aria-label={t("rename.field")}
        defaultValue={title ?? ""}
        maxLength={TITLE_MAX_LENGTH}
        autoFocus
        onFocus={(event) => event.currentTarget.select()}
        onKeyDown={(event) => {
          if (event.key !== "Enter" && event.key !== "Escape") return;
          cancelled.current = event.key === "Escape";
          event.currentTarget.blur();
        }}
        onBlur={(event) => finish(event.currentTarget.value)}
        className="min-w-0 flex-1 rounded-md border border-line bg-transparent px-1.5 py-0.5 text-sm font-semibold outline-none focus-visible:border-accent"
      />
    );
  }
  const shown = (rename.isPending ? rename.variables : null) || title || t("common.newChat");
  return (
    <div className="flex min-w-0 flex-1 items-center gap-2">
      <h1 title={shown} className="min-w-0 truncate text-sm font-semibold">
        {shown}
      </h1>
      {rename.isError ? (
        <span role="alert" title={t("rename.failed", { error: describeError(rename.error, t) })} className="min-w-0 truncate text-xs text-red-700 dark:text-red-400">
          {t("rename.failed", { error: describeError(rename.error, t) })}
        </span>
      ) : null}
    </div>
  );
}
