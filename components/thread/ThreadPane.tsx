"use client";
import { useQuery } from "@tanstack/react-query";
import { useCallback, useEffect, useMemo, useRef, useState } from "react";
import { threadMetadataOptions } from "@/components/api/queries";
import { LedgerProvider } from "@/components/ledger/LedgerContext";
import { LedgerPanel } from "@/components/ledger/LedgerPanel";
import { CondensedProvider } from "@/components/messages/CondensedContext";
import { ReplyContext } from "@/components/messages/ReplyContext";
import { logRows } from "@/components/messages/rows";
import { useApiClient } from "@/components/providers/RuntimeContext";
import { useUiStore, useUiStoreApi } from "@/components/providers/UiStoreContext";
import { threadTitle } from "@/core/api/threads";
import { createCompactionTracker } from "@/core/history";
import type { ThreadId } from "@/core/ids";
import { countInProgress, createLedgerResolver } from "@/core/ledger";
import { createTimelineBuilder } from "@/core/timeline";
import { Composer } from "./Composer";
import { FindBar } from "./FindBar";
import { MessageLog, type LogHandle } from "./MessageLog";
import { ThreadAlerts } from "./ThreadAlerts";
import { ThreadHeader } from "./ThreadHeader";
import { TodoPanel } from "./TodoPanel";
import { useLiveSession, useObserveValues } from "./useLiveSession";
import { useExport } from "./useExport";
import { useFind } from "./useFind";
import { useReveal } from "./useReveal";
import { useThreadHistory } from "./useThreadHistory";
import { useThreadStream } from "./useThreadStream";

export interface RunObserver {
  onRunStarted: () => void;
  onRunEnded: () => void;
}

export function ThreadPane({ threadId, embedded = false, runObserver }: {
  threadId: ThreadId;
  embedded?: boolean;
  /** Told when this pane's runs start and end (an embedded chat reports them to its host). */
  runObserver?: RunObserver;
}) {
  const live = useLiveSession();
  // The stream is created before the history it refreshes; the ref closes that loop.
  const refreshNewest = useRef<() => Promise<void>>(async () => undefined);
  const thread = useThreadStream(threadId, {
    onCustomEvent: live.onCustomEvent,
    onRunStarted: () => runObserver?.onRunStarted(),
    onRunEnded: () => {
      void refreshNewest.current();
      runObserver?.onRunEnded();
    },
  });
  useObserveValues(thread.values, live.setLiveLog);
  const history = useThreadHistory(threadId, { storedValues: thread.storedValues, liveLog: live.liveLog, isRunning: thread.isRunning });
  useEffect(() => {
    refreshNewest.current = history.refreshNewest;
  }, [history.refreshNewest]);

  const storeApi = useUiStoreApi();
  const showHidden = useUiStore((s) => s.showHidden);
  const draft = useUiStore((s) => s.drafts[threadId] ?? "");
  const setDraft = useUiStore((s) => s.setDraft);
  const clearSentDraft = useUiStore((s) => s.clearSentDraft);
  const [ledgerOpen, setLedgerOpen] = useState(false);

  const { isRunning, pending, send } = thread;
  const [builder] = useState(createTimelineBuilder);
  const items = useMemo(
    () => builder.build(history.messages, { showHidden, runLive: isRunning, threadId, summaryText: history.summaryText }),
    [builder, history.messages, showHidden, isRunning, threadId, history.summaryText],
  );
  const channel = (thread.values as { delegations?: unknown } | undefined)?.delegations;
  // Incremental twins of resolveLedger and compactionCount: per frame they redo the live tail.
  const [ledgerResolver] = useState(createLedgerResolver);
  const [compactionTracker] = useState(createCompactionTracker);
  const ledger = useMemo(
    () => ledgerResolver.resolve({ channel, messages: history.messages, liveEvents: live.taskEvents, threadId }),
    [ledgerResolver, channel, history.messages, live.taskEvents, threadId],
  );
  const counted = useMemo(() => compactionTracker.compactionCount(history.messages), [compactionTracker, history.messages]);
  // A summary_text without any marker means at least one compaction nobody recorded.
  const compactions = counted === 0 && history.compacted ? 1 : counted;
  const compactionsPartial = history.hasOlder || (counted === 0 && history.compacted);
  const pendingVisible = useMemo(
    () => (pending && !history.messages.some((m) => (m as { id?: unknown } | null)?.id === pending.id) ? pending : null),
    [pending, history.messages],
  );
  const logHandle = useRef<LogHandle>(null);
  const { reveal, highlighted } = useReveal({ items, hasOlder: history.hasOlder, loadOlder: history.loadOlder, log: logHandle });
  const revealMany = useCallback((ids: string[]) => void reveal(ids), [reveal]);
  const find = useFind({ items, hasOlder: history.hasOlder, loadOlder: history.loadOlder, reveal });
  const client = useApiClient();
  const metadata = useQuery(threadMetadataOptions(client, threadId));
  const title = threadTitle(thread.values, metadata.data);
  const { exporting, exportThread } = useExport({ items, hasOlder: history.hasOlder, loadOlder: history.loadOlder, title });
  const [findOpen, setFindOpen] = useState(false);
  const findInput = useRef<HTMLInputElement>(null);
  const openFind = useCallback(() => {
    setFindOpen(true);
    findInput.current?.focus();
    findInput.current?.select();
  }, []);
  const { search } = find;
  const closeFind = useCallback(() => {
    setFindOpen(false);
    search("");
  }, [search]);
  // The browser's own find sees only the rows the virtualized log has mounted.
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if ((event.ctrlKey || event.metaKey) && !event.altKey && !event.shiftKey && event.key.toLowerCase() === "f") {
        event.preventDefault();
        openFind();
      }
    };
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, [openFind]);
  const rows = useMemo(() => logRows(items, pendingVisible, isRunning), [items, pendingVisible, isRunning]);
  const older = useMemo(
    () => ({ has: history.hasOlder, loading: history.loadingOlder, load: history.loadOlder }),
    [history.hasOlder, history.loadingOlder, history.loadOlder],
  );
  const stateMessages = (thread.storedValues as { messages?: unknown } | undefined)?.messages;
  const stateWindow = useMemo(() => (Array.isArray(stateMessages) ? stateMessages : []), [stateMessages]);

  // A first message typed on the new-chat page is handed over through the store.
  useEffect(() => {
    const first = storeApi.getState().takePendingFirstMessage(threadId);
    if (first) send(first, () => storeApi.getState().clearSentDraft(threadId, first));
    // Only on arrival: later renders must not resend.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [threadId]);

  const onSend = useCallback((text: string) => send(text, () => clearSentDraft(threadId, text)), [send, clearSentDraft, threadId]);
  const reply = isRunning ? null : onSend;

  return (
    <LedgerProvider entries={ledger}>
      <div className="relative flex min-h-0 flex-1">
        <div className="flex min-w-0 flex-1 flex-col">
          {embedded ? null : (
            <ThreadHeader
              threadId={threadId}
              running={isRunning}
              title={title}
              compactions={compactions}
              compactionsPartial={compactionsPartial}
              delegations={{ total: ledger.length, inProgress: countInProgress(ledger), open: ledgerOpen, onToggle: () => setLedgerOpen(!ledgerOpen) }}
              onFind={openFind}
              exporting={exporting}
              onExport={() => void exportThread()}
            />
          )}
          {findOpen ? <FindBar find={find} onClose={closeFind} focusRef={findInput} /> : null}
          <CondensedProvider
            threadId={threadId}
            messages={history.messages}
            window={stateWindow}
            items={items}
            canLoadHistory={history.source === "state"}
            reveal={revealMany}
          >
            <ReplyContext value={reply}>
              <MessageLog
                rows={rows}
                busy={isRunning}
                loading={(thread.isThreadLoading || history.isLoading) && !thread.loadError && !history.error}
                older={older}
                highlighted={highlighted}
                handleRef={logHandle}
              />
            </ReplyContext>
          </CondensedProvider>
          <ThreadAlerts
            problems={{ sendError: thread.sendError, loadError: thread.loadError, historyError: history.error, runError: thread.runError }}
            onResend={() => onSend(draft || pending?.text || "")}
            onReload={thread.retryLoad}
            onRetryHistory={history.retry}
          />
          <TodoPanel values={thread.values} messages={history.messages} />
          <Composer
            value={draft}
            onChange={(text) => setDraft(threadId, text)}
            onSend={onSend}
            onStop={thread.stop}
            running={isRunning}
            autoFocus
          />
        </div>
        {ledgerOpen && !embedded ? (
          <LedgerPanel entries={ledger} onShow={(taskId) => void reveal(`task-${taskId}`)} onClose={() => setLedgerOpen(false)} />
        ) : null}
      </div>
    </LedgerProvider>
  );
}
