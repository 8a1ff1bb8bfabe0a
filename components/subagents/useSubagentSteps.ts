"use client";
import { useQuery } from "@tanstack/react-query";
import { useMemo } from "react";
import { useStore } from "zustand";
import { subagentRecordOptions, subgraphRecordOptions } from "@/components/api/subagent-queries";
import { useApiClient, useTranscriptClient } from "@/components/providers/RuntimeContext";
import { asToolCallId } from "@/core/ids";
import type { NormalizedMessage } from "@/core/messages/types";
import { joinSteps } from "@/core/subagents/steps";
import { useThreadState } from "@/components/thread/ThreadStoreContext";
import { useSubagentPanel } from "./SubagentPanelContext";

/** How often a running task's record is read again, for what the stream did not bring (a reload mid-run). */
const POLL_MS = 1_500;

export type StepsView =
  | { kind: "steps"; messages: NormalizedMessage[] }
  /** The backend keeps no steps of any subagent. */
  | { kind: "unavailable" }
  /** The backend keeps steps, but none of this task. */
  | { kind: "unknown" }
  | { kind: "waiting" }
  | { kind: "loading" }
  | { kind: "error"; error: unknown; retry: () => void };

const NONE: readonly NormalizedMessage[] = [];

/** One subagent's messages: what the backend kept, joined with what streamed on this page. */
export function useSubagentSteps(taskId: string, running: boolean): StepsView {
  const panel = useSubagentPanel();
  const transcript = useTranscriptClient();
  const client = useApiClient();
  const source = panel?.sources.source ?? "none";
  const records = source === "records";
  const live = useStore(panel!.sources.steps, (steps) => steps.get(asToolCallId(taskId)) ?? NONE);
  const recordQuery = useQuery(subagentRecordOptions(transcript, panel!.threadId, taskId, records, records && running ? POLL_MS : false));
  // A subgraph's steps stream with the run; those the page did not see are read back from its
  // checkpoints once no run goes (the task finished, or its subagent waits for a decision).
  const runLive = useThreadState((state) => state.input.runLive);
  const subgraphQuery = useQuery(subgraphRecordOptions(client, panel!.threadId, taskId, source === "subgraphs" && !runLive && live.length === 0));
  const query = records ? recordQuery : subgraphQuery;
  const stored = query.data?.kind === "record" ? query.data.messages : undefined;
  const messages = useMemo(() => joinSteps(stored, live), [stored, live]);
  if (messages.length > 0) return { kind: "steps", messages };
  if (source === "none") return { kind: "unavailable" };
  if (source === "subgraphs" && runLive && running) return { kind: "waiting" };
  if (query.isPending) return { kind: "loading" };
  if (query.isError) return { kind: "error", error: query.error, retry: () => void query.refetch() };
  return running ? { kind: "waiting" } : { kind: "unknown" };
}
