"use client";
import { useTranslations } from "next-intl";
import { useRef, useState } from "react";
import { describeError } from "@/components/ui/errors";
import { PencilIcon } from "@/components/ui/icons";
import { TITLE_MAX_LENGTH } from "@/core/api/threads";
import type { ThreadId } from "@/core/ids";
import { oneLine } from "@/core/text/one-line";
import { useRenameThread } from "@/components/workspace/useRenameThread";

/** The thread's title, renamed in place (useRenameThread). */
export function ThreadTitle({ threadId, title }: { threadId: ThreadId; title: string | null }) {
  const t = useTranslations();
  const [editing, setEditing] = useState(false);
  const cancelled = useRef(false);
  const renameButton = useRef<HTMLButtonElement>(null);
  const rename = useRenameThread(threadId);

  // Enter and Escape end the edit by leaving the field, so a name is saved exactly once,
  // from blur (clicking elsewhere saves too), and the keyboard goes back to the button.
  const finish = (name: string) => {
    setEditing(false);
    const next = oneLine(name);
    if (!cancelled.current && next !== (title ?? "")) rename.mutate(next);
    cancelled.current = false;
  };
  const leave = (field: HTMLInputElement, cancel: boolean) => {
    cancelled.current = cancel;
    field.blur();
    requestAnimationFrame(() => renameButton.current?.focus());
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
          if (event.key === "Enter" || event.key === "Escape") leave(event.currentTarget, event.key === "Escape");
        }}
        onBlur={(event) => finish(event.currentTarget.value)}
        className="min-w-0 flex-1 rounded-md border border-line bg-transparent px-1.5 py-0.5 text-sm font-semibold outline-none focus-visible:border-accent"
      />
    );
  }
  return (
    <>
      <h1 className="min-w-0 truncate text-sm font-semibold">{(rename.isPending ? rename.variables : null) || title || t("common.newChat")}</h1>
      <button
        ref={renameButton}
        type="button"
        onClick={() => setEditing(true)}
        aria-label={t("rename.button")}
        title={t("rename.title")}
        className="shrink-0 rounded-md p-1 text-muted hover:bg-panel hover:text-ink"
      >
        <PencilIcon />
      </button>
      {rename.isError ? (
        <span role="alert" className="truncate text-xs text-red-700 dark:text-red-400">
          {t("rename.failed", { error: describeError(rename.error, t) })}
        </span>
      ) : null}
      <span className="flex-1" aria-hidden />
    </>
  );
}
