"use client";
import { useCallback, useMemo, useRef, useState } from "react";
import { FileDropZone } from "@/components/attachments/FileDropZone";
import { useAttachments } from "@/components/attachments/useAttachments";
import { ResumeContext } from "@/components/interrupts/ResumeContext";
import { LedgerPanel } from "@/components/ledger/LedgerPanel";
import { BranchContext } from "@/components/messages/BranchContext";
import { CondensedProvider } from "@/components/messages/CondensedContext";
import { RatingContext } from "@/components/messages/RatingContext";
import { ReplyContext } from "@/components/messages/ReplyContext";
import { UiActionContext } from "@/components/messages/UiActionContext";
import type { OutgoingAttachment } from "@/core/attachments/blocks";
import { SubagentPanelSlot } from "@/components/subagents/SubagentPanel";
import { SubagentPanelProvider } from "@/components/subagents/SubagentPanelContext";
import type { ThreadId } from "@/core/ids";
import type { DecidedInterrupt } from "@/core/interrupts";
import type { UiAction } from "@/core/ui-messages";
import { unreachable } from "@/core/unreachable";
import { taskElementId } from "@/core/timeline/targets";
import { BranchAlert } from "./BranchAlert";
import { FindBar } from "./FindBar";
import { MessageLog } from "./MessageLog";
import { OpenAtMessage } from "./OpenAtMessage";
import { ThreadFooter } from "./ThreadFooter";
import { ThreadHeader } from "./ThreadHeader";
import { ThreadStoreProvider } from "./ThreadStoreContext";
import { useCompactNow } from "./useCompactNow";
import { useFindShortcut } from "./useFindShortcut";
import { useInterruptResume } from "./useInterruptResume";
import { useReveal, type LogHandle } from "./scroll";
import { useRunQueue } from "./useRunQueue";
import { useThreadSend } from "./useThreadSend";
import { type RunObserver, useThreadSession } from "./useThreadSession";

/** Where the ledger is a full-screen sheet (Tailwind's `sm` breakpoint, as in LedgerPanel). */
const PHONE = "(max-width: 639.98px)";
const NO_DECISIONS: readonly DecidedInterrupt[] = [];

/**
 * A thread page: its sources wired into the thread model (useThreadSession), whose store the
 * components below read through selectors.
 */
export function ThreadPane({ threadId, embedded = false, runObserver }: { threadId: ThreadId; embedded?: boolean; runObserver?: RunObserver }) {
  const [ledgerOpen, setLedgerOpen] = useState(false);
  const [decided, setDecided] = useState<{ threadId: ThreadId; list: readonly DecidedInterrupt[] }>({ threadId, list: [] });
  const decidedHere = decided.threadId === threadId ? decided.list : NO_DECISIONS;
  const { thread, history, stores, window, branching, joinQueued, subagents } = useThreadSession(threadId, { runObserver, wantCondensed: ledgerOpen && !embedded, decided: decidedHere });
  const older = useMemo(() => ({ hasOlder: history.hasOlder, loadOlder: history.loadOlder }), [history.hasOlder, history.loadOlder]);
  const paging = useMemo(
    () => ({ loadOlder: history.loadOlder, loadNewer: history.loadNewer, reachStart: history.reachStart }),
    [history.loadOlder, history.loadNewer, history.reachStart],
  );
  const log = useRef<LogHandle>(null);
  const { reveal, highlighted } = useReveal({ store: stores.model, older, log });
  const revealAll = useCallback((ids: string[]) => void reveal(ids), [reveal]);
  const jumpToStart = useCallback(() => log.current?.jumpToStart(), []);
  const find = useFindShortcut();
  const attachments = useAttachments();
  const { isRunning, send: sendNew } = thread;
  const { refetchState } = thread;
  const { refreshNewest } = history;
  const onQueueMoved = useCallback(() => {
    void refetchState();
    void refreshNewest();
  }, [refetchState, refreshNewest]);
  const queue = useRunQueue(threadId, thread, { onMoved: onQueueMoved, join: joinQueued });
  // While a run goes, or queued messages wait their turn, a message joins the queue.
  const queueing = isRunning || queue.queued.length > 0;
  const { enqueue } = queue;
  const sendOrQueue = useCallback(
    (text: string, onAccepted?: () => void, files: readonly OutgoingAttachment[] = []) =>
      queueing ? enqueue(text, files, onAccepted ?? (() => undefined)) : sendNew(text, onAccepted, files),
    [queueing, enqueue, sendNew],
  );
  const send = useThreadSend(threadId, sendOrQueue, attachments);
  // What an agent's UI component asks for, performed here: a send is the composer's own.
  const performUiAction = useCallback(
    (action: UiAction) => {
      switch (action.type) {
        case "send":
          send(action.text);
          return;
        default:
          unreachable(action.type);
      }
    },
    [send],
  );
  const composer = useRef<{ focus: () => void }>(null);
  const onDecided = useCallback(
    (entry: DecidedInterrupt) => {
      setDecided((prev) => ({ threadId, list: [...(prev.threadId === threadId ? prev.list : []), entry] }));
      composer.current?.focus();
    },
    [threadId],
  );
  const { waiting, resume } = useInterruptResume(stores.model, thread.resume, isRunning, onDecided);
  const ledgerButton = useRef<HTMLButtonElement>(null);
  const closeLedger = useCallback(() => {
    setLedgerOpen(false);
    ledgerButton.current?.focus();
  }, []);
  const showTask = useCallback(
    (taskId: string) => {
      // On a phone the ledger is a full-screen sheet: the card it reveals would be under it.
      if (globalThis.matchMedia(PHONE).matches) setLedgerOpen(false);
      void reveal(taskElementId(taskId));
    },
    [reveal],
  );
  const ratings = useMemo(() => ({ threadId, targets: history.ratings }), [threadId, history.ratings]);
  const compaction = useCompactNow(threadId, { compactRun: thread.compactNow, refetchState: thread.refetchState, refreshNewest: history.refreshNewest });

  return (
    <ThreadStoreProvider value={stores}>
      <OpenAtMessage older={older} reveal={reveal} />
      <RatingContext value={ratings}>
        <SubagentPanelProvider threadId={threadId} sources={subagents}>
          <FileDropZone onFiles={attachments.add} className="flex min-h-0 min-w-0 flex-1 flex-col">
            {embedded ? null : (
              <ThreadHeader
                threadId={threadId}
                values={thread.values}
                running={isRunning}
                older={older}
                totals={history.totals}
                ledgerOpen={ledgerOpen}
                onToggleLedger={() => setLedgerOpen(!ledgerOpen)}
                ledgerButtonRef={ledgerButton}
                onFind={find.open}
                onJumpToStart={jumpToStart}
                compaction={compaction}
              />
            )}
            {find.isOpen ? <FindBar older={older} reveal={reveal} onClose={find.close} focusRef={find.inputRef} /> : null}
            <CondensedProvider threadId={threadId} window={window} canLoadHistory={history.dialect?.condensed === "checkpoints"} reveal={revealAll}>
              {/* While the agent waits on a decision, a plain reply would start another run and lose it. */}
              <ReplyContext value={isRunning || waiting ? null : send}>
                <UiActionContext value={performUiAction}>
                  <BranchContext value={isRunning || waiting || branching.busy ? null : branching.actions}>
                    <ResumeContext value={resume}>
                      {/* The ledger is placed against the log alone: lying over it, it covers neither the
                          header's button that toggles it nor the composer's Stop. */}
                      <div className="relative flex min-h-0 flex-1">
                        <div className="flex min-w-0 flex-1 flex-col">
                          <MessageLog paging={paging} highlighted={highlighted} handleRef={log} />
                        </div>
                        {ledgerOpen && !embedded ? <LedgerPanel onShow={showTask} onClose={closeLedger} /> : null}
                        <SubagentPanelSlot />
                      </div>
                    </ResumeContext>
                  </BranchContext>
                </UiActionContext>
              </ReplyContext>
            </CondensedProvider>
            <BranchAlert error={branching.error} onDismiss={branching.dismissError} />
            <ThreadFooter threadId={threadId} thread={thread} queue={queue} history={history} attachments={attachments} onSend={send} composerRef={composer} />
          </FileDropZone>
        </SubagentPanelProvider>
      </RatingContext>
    </ThreadStoreProvider>
  );
}
