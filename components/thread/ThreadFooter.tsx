"use client";
import { useTranslations } from "next-intl";
import type { Ref } from "react";
import type { ComposerAttachment } from "@/components/attachments/read-file";
import type { Attachments } from "@/components/attachments/useAttachments";
import { useUiStore } from "@/components/providers/UiStoreContext";
import { useConnection } from "@/components/providers/RuntimeContext";
import type { ThreadId } from "@/core/ids";
import { Composer } from "./Composer";
import { ConnectionStatus } from "./ConnectionStatus";
import { QueuedMessages } from "./QueuedMessages";
import { ThreadAlerts } from "./ThreadAlerts";
import { TodoPanel } from "./TodoPanel";
import { useThreadView } from "./ThreadStoreContext";
import { WorkingStatus } from "./WorkingStatus";
import type { useRunQueue } from "./useRunQueue";
import type { useThreadHistory } from "./useThreadHistory";
import type { useThreadStream } from "./useThreadStream";

/** Under the log: what went wrong (with its retry), the agent's to-dos, the queue, and the composer with its draft and files. */
export function ThreadFooter({ threadId, thread, queue, history, attachments, onSend, composerRef }: {
  threadId: ThreadId;
  thread: ReturnType<typeof useThreadStream>;
  queue: ReturnType<typeof useRunQueue>;
  history: ReturnType<typeof useThreadHistory>;
  attachments: Attachments;
  onSend: (text: string, files?: readonly ComposerAttachment[]) => void;
  composerRef?: Ref<{ focus: () => void }>;
}) {
  const t = useTranslations();
  const draft = useUiStore((s) => s.drafts[threadId] ?? "");
  const setDraft = useUiStore((s) => s.setDraft);
  const lost = useConnection(threadId).kind === "lost";
  // A message sent now would start a new run from the paused one and drop what it waits for.
  const waiting = useThreadView((view) => view.interrupts.length > 0) && !thread.isRunning;
  return (
    <>
      <ConnectionStatus threadId={threadId} />
      <ThreadAlerts
        problems={{ sendError: thread.sendError, loadError: thread.loadError, historyError: history.error, runError: thread.runError, connectionLost: lost }}
        onResend={() => onSend(draft || thread.pending?.text || "", attachments.items)}
        onReload={thread.retryLoad}
        onRetryHistory={history.retry}
      />
      <TodoPanel />
      {thread.isRunning ? <WorkingStatus /> : null}
      <QueuedMessages queue={queue} waiting={waiting} />
      {waiting ? (
        <p role="status" className="mx-auto w-full max-w-column px-5 pb-1 text-sm text-amber-800 dark:text-amber-300">
          {t("thread.waitingDecision")}
        </p>
      ) : null}
      <Composer
        value={draft}
        onChange={(text) => setDraft(threadId, text)}
        onSend={(text) => onSend(text, attachments.items)}
        onStop={thread.stop}
        running={thread.isRunning}
        disabled={waiting}
        placeholder={waiting ? t("composer.waitingPlaceholder") : undefined}
        autoFocus
        attachments={attachments}
        focusRef={composerRef}
      />
    </>
  );
}
