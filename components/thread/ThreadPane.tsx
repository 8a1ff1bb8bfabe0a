"use client";
import { useEffect, useMemo } from "react";
import { TimelineView } from "@/components/messages/TimelineView";
import { useUiStore, useUiStoreApi } from "@/components/providers/UiStoreContext";
import { Alert } from "@/components/ui/Alert";
import { describeError } from "@/components/ui/errors";
import type { ThreadId } from "@/core/ids";
import { buildTimeline } from "@/core/timeline";
import { threadTitle } from "@/core/api/threads";
import { Composer } from "./Composer";
import { MessageLog } from "./MessageLog";
import { ThreadHeader } from "./ThreadHeader";
import { useThreadStream } from "./useThreadStream";

export function ThreadPane({ threadId, embedded = false }: { threadId: ThreadId; embedded?: boolean }) {
  const thread = useThreadStream(threadId);
  const storeApi = useUiStoreApi();
  const showHidden = useUiStore((s) => s.showHidden);
  const draft = useUiStore((s) => s.drafts[threadId] ?? "");
  const setDraft = useUiStore((s) => s.setDraft);
  const clearSentDraft = useUiStore((s) => s.clearSentDraft);

  const { values, isRunning, pending, send } = thread;
  const items = useMemo(
    () => buildTimeline(values, { showHidden, runLive: isRunning, threadId }),
    [values, showHidden, isRunning, threadId],
  );
  const pendingVisible = pending && !hasMessage(values, pending.id) ? pending : null;

  // A first message typed on the new-chat page is handed over through the store.
  useEffect(() => {
    const first = storeApi.getState().takePendingFirstMessage(threadId);
    if (first) send(first, () => storeApi.getState().clearSentDraft(threadId, first));
    // Only on arrival: later renders must not resend.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [threadId]);

  const onSend = (text: string) => send(text, () => clearSentDraft(threadId, text));
  const alert = thread.sendError ? (
    <Alert title="Your message was not sent" onRetry={() => onSend(draft || pending?.text || "")}>
      {describeError(thread.sendError)} Your text is still in the box below.
    </Alert>
  ) : thread.loadError ? (
    <Alert title="Could not load this conversation" onRetry={thread.retryLoad}>
      {describeError(thread.loadError)}
    </Alert>
  ) : thread.runError ? (
    <Alert title="The run stopped with an error" onRetry={thread.retryLoad}>
      {describeError(thread.runError)}
    </Alert>
  ) : null;

  return (
    <div className="flex min-h-0 flex-1 flex-col">
      {embedded ? null : <ThreadHeader title={threadTitle(values, null)} />}
      <MessageLog busy={isRunning} loading={thread.isThreadLoading && !thread.loadError}>
        <TimelineView items={items} pending={pendingVisible} running={isRunning} />
      </MessageLog>
      {alert ? <div className="mx-auto w-full max-w-3xl px-4 pb-2">{alert}</div> : null}
      <Composer
        value={draft}
        onChange={(text) => setDraft(threadId, text)}
        onSend={onSend}
        onStop={thread.stop}
        running={isRunning}
        autoFocus
      />
    </div>
  );
}

function hasMessage(values: unknown, id: string): boolean {
  if (typeof values !== "object" || values === null) return false;
  const messages = (values as { messages?: unknown }).messages;
  return Array.isArray(messages) && messages.some((m) => typeof m === "object" && m !== null && (m as { id?: unknown }).id === id);
}
