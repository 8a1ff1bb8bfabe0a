"use client";
import { useCallback, useState } from "react";
import { createStore } from "zustand/vanilla";
import { EMPTY_LIVE_LOG, observeLiveMessages, observeSummarizationEvent, type LiveLog } from "@/core/history";
import type { StreamMetadataOf } from "@/core/history/summarizer";
import { applySubagentEvent, NO_LIVE_STEPS, type LiveSteps } from "@/core/subagents/steps";
import { customEventType, readThreadValues } from "@/core/thread";

const MAX_TASK_EVENTS = 5_000;
const NO_EVENTS: readonly unknown[] = [];
/** The list readThreadValues gives values without messages. */
const NO_MESSAGES = readThreadValues(undefined).messages;

/**
 * What this page has seen of the thread's live runs: every message window the stream showed
 * (kept even after a compaction removes messages from the state) and the custom events, in
 * one log so a compaction card lands where its event arrived.
 */
export function useLiveSession() {
  const [liveLog, setLiveLog] = useState<LiveLog>(EMPTY_LIVE_LOG);
  const [taskEvents, setTaskEvents] = useState<readonly unknown[]>(NO_EVENTS);
  // Subagents' own messages: a store of their own, read by the subagent panel alone, so they
  // cost the thread model nothing.
  const [subagentSteps] = useState(() => createStore<LiveSteps>()(() => NO_LIVE_STEPS));

  const onCustomEvent = useCallback((event: unknown, values?: unknown) => {
    const type = customEventType(event);
    // The card goes after everything the stream had shown when the compaction happened, so
    // the messages of that moment are observed first: rendered values may be a frame behind.
    if (type === "summarization") {
      const now = new Date().toISOString();
      setLiveLog((log) => observeSummarizationEvent(values === undefined ? log : observeLiveMessages(log, readThreadValues(values).messages), event, now));
    } else if (type === "subagent_message") subagentSteps.setState(applySubagentEvent(subagentSteps.getState(), event), true);
    else if (type?.startsWith("task_")) setTaskEvents((events) => [...events.slice(-(MAX_TASK_EVENTS - 1)), event]);
  }, [subagentSteps]);

  /** Forgets what the stream showed: it belongs to a branch the page no longer shows. */
  const reset = useCallback(() => {
    setLiveLog(EMPTY_LIVE_LOG);
    setTaskEvents(NO_EVENTS);
    subagentSteps.setState(NO_LIVE_STEPS, true);
  }, [subagentSteps]);

  return { liveLog, setLiveLog, taskEvents, subagentSteps, onCustomEvent, reset };
}

/**
 * Feeds each new message list of the stream into the live log. Derived while rendering
 * (React's "adjust state when a prop changes"), so a streamed chunk costs no extra commit,
 * and observeLiveMessages returns the same log when nothing changed. (The SDK hands out a
 * fresh `{}` for a thread without values on every render: identity is tracked on the
 * messages array, which readThreadValues keeps.)
 */
export function useObserveValues(messages: readonly unknown[], setLiveLog: (update: (log: LiveLog) => LiveLog) => void, metadataOf?: StreamMetadataOf) {
  const [seen, setSeen] = useState<readonly unknown[]>(NO_MESSAGES);
  if (messages !== seen) {
    setSeen(messages);
    setLiveLog((log) => observeLiveMessages(log, messages, metadataOf));
  }
}
