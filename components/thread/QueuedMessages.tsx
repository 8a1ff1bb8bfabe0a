"use client";
import { useTranslations } from "next-intl";
import { useState, type FormEvent, type KeyboardEvent } from "react";
import { Alert } from "@/components/ui/Alert";
import { describeError } from "@/components/ui/errors";
import type { QueuedMessage } from "@/core/queue/runs";
import type { useRunQueue } from "./useRunQueue";

const BUTTON = "rounded-md border border-line px-2 py-0.5 text-xs font-medium hover:bg-panel disabled:cursor-not-allowed disabled:opacity-60";

/** Messages sent during a run, above the composer, in the order they will be sent. */
export function QueuedMessages({ queue, waiting }: { queue: ReturnType<typeof useRunQueue>; waiting: boolean }) {
  const t = useTranslations();
  const { queued, error } = queue;
  if (queued.length === 0 && !error) return null;
  return (
    <div className="mx-auto w-full max-w-column px-4 pb-2">
      {error ? (
        <div className="pb-2">
          <Alert title={t("queue.failed")} onRetry={queue.retry}>
            {describeError(error, t)}
          </Alert>
        </div>
      ) : null}
      {queued.length > 0 ? (
        <div className="rounded-xl border border-line bg-panel/60 px-3 py-2">
          <p className="pb-1 text-xs text-muted">
            <span className="font-medium text-ink">{t("queue.label")}</span> · {waiting ? t("queue.waiting") : t("queue.hint")}
          </p>
          <ol aria-label={t("queue.label")} className="flex max-h-48 flex-col gap-1 overflow-y-auto">
            {queued.map((message) => (
              <QueuedRow key={message.runId} message={message} queue={queue} waiting={waiting} />
            ))}
          </ol>
        </div>
      ) : null}
    </div>
  );
}

function QueuedRow({ message, queue, waiting }: { message: QueuedMessage; queue: ReturnType<typeof useRunQueue>; waiting: boolean }) {
  const t = useTranslations();
  const [editing, setEditing] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const act = async (work: () => Promise<boolean>) => {
    setBusy(true);
    const done = await work();
    setBusy(false);
    return done;
  };
  const fileCount = message.images.length + message.files.length;

  if (editing !== null) {
    const save = async (event?: FormEvent) => {
      event?.preventDefault();
      const text = editing.trim();
      if (text.length === 0 && fileCount === 0) return;
      if (await act(() => queue.edit(message.runId, text))) setEditing(null);
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === "Escape") setEditing(null);
    };
    return (
      <li>
        <form onSubmit={(event) => void save(event)} onKeyDown={onKeyDown} className="flex items-end gap-2">
          <textarea
            aria-label={t("queue.editedLabel")}
            value={editing}
            onChange={(event) => setEditing(event.target.value)}
            rows={1}
            autoFocus
            className="min-h-8 flex-1 resize-none rounded-md border border-line bg-canvas px-2 py-1 text-sm [field-sizing:content]"
          />
          <button type="submit" disabled={busy} className={BUTTON}>
            {t("queue.save")}
          </button>
          <button type="button" onClick={() => setEditing(null)} className={BUTTON}>
            {t("queue.cancel")}
          </button>
        </form>
      </li>
    );
  }

  return (
    <li data-testid="queued-message" className="flex items-center gap-2 text-sm">
      <span className="min-w-0 flex-1 truncate" title={message.text}>
        {message.text}
        {fileCount > 0 ? <span className="ps-2 text-xs text-muted">{t("queue.files", { count: fileCount })}</span> : null}
      </span>
      <button type="button" aria-label={t("queue.edit")} disabled={busy} onClick={() => setEditing(message.text)} className={BUTTON}>
        {t("queue.editShort")}
      </button>
      <button type="button" aria-label={t("queue.remove")} disabled={busy} onClick={() => void act(() => queue.remove(message.runId))} className={BUTTON}>
        {t("queue.removeShort")}
      </button>
      {/* While the thread waits on a decision a new run would drop the request. */}
      <button type="button" disabled={busy || waiting} onClick={() => void act(() => queue.sendNow(message.runId))} className={BUTTON}>
        {t("queue.sendNow")}
      </button>
    </li>
  );
}
