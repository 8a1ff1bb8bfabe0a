"use client";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useCallback, useLayoutEffect, useMemo, useRef, useState } from "react";
import { branchHistoryOptions, findForkPoint } from "@/components/api/branch-queries";
import { threadMetadataOptions } from "@/components/api/queries";
import { useApiClient } from "@/components/providers/RuntimeContext";
import { UiError } from "@/components/ui/errors";
import { queryKeys } from "@/core/api/keys";
import { type ContentBlock, fileBlocksOfMessage, type OutgoingAttachment } from "@/core/attachments/blocks";
import { answerStart, BRANCH_FLOOR_KEY, branchFloor, checkpointWindow, lowerFloor } from "@/core/branches";
import type { NormalizedMessage } from "@/core/messages";
import type { ThreadId } from "@/core/ids";
import type { BranchHistory } from "@/core/thread";

/** What the branch actions drive: the thread's runs, its stored history, and what the stream showed. */
export interface BranchSources {
  head: string | undefined;
  fork: (text: string | null, from: string | undefined, onAccepted?: () => void, files?: readonly OutgoingAttachment[], kept?: readonly ContentBlock[]) => void;
  refetchState: () => Promise<unknown>;
  reloadHistory: () => Promise<void>;
  resetLive: () => void;
  /** Forgets the message last sent (shown until the thread holds it: another branch never will). */
  dropPending: () => void;
  /** The thread model's merged messages, as shown now. */
  messages: () => readonly NormalizedMessage[];
}

export interface BranchActions {
  /** Asks `text` in place of the question `messageId`, from the checkpoint before it. */
  edit: (messageId: string, text: string) => void;
  /** Reruns the answer that ends with `messageId` from the checkpoint before it starts. */
  regenerate: (messageId: string) => void;
  /** Makes `checkpointId` (another version's newest checkpoint) the thread's head. */
  showVersion: (checkpointId: string) => void;
}

/**
 * Edit, Regenerate and the versions switcher (docs/ui-contract.md, "Branches"), on any
 * LangGraph server: a fork is a run from an older checkpoint, and the version shown is the
 * thread's head, so a reload, another tab and the next run all see it. The versions themselves
 * come from the newest checkpoints (read only for threads with a fork, see
 * core/branches/reading.ts) and are derived by the thread model.
 */
export function useBranches(threadId: ThreadId, sources: BranchSources) {
  const client = useApiClient();
  const queryClient = useQueryClient();
  const floor = branchFloor(useQuery(threadMetadataOptions(client, threadId)).data);
  const checkpoints = useQuery(branchHistoryOptions(client, threadId, floor));
  const { head } = sources;
  const read = useMemo<BranchHistory | undefined>(
    () => (checkpoints.data && head && checkpointWindow(checkpoints.data).nodes.has(head) ? { checkpoints: checkpoints.data, head } : undefined),
    [checkpoints.data, head],
  );
  // While the head has moved past what was read (a run ended, a version was picked) and the
  // history is read again, the versions of the last read stay, rather than blinking out.
  const [branches, setBranches] = useState<BranchHistory>();
  if (read !== undefined && read !== branches) setBranches(read);
  // The message the page forked at: what storage holds from it on is the branch it left.
  const [forkedAt, setForkedAt] = useState<string>();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<unknown>(null);
  // A forked run's end reads the transcript afresh (its pages are of the branch it left).
  const forkRunning = useRef(false);
  // Actions run after awaits: they read the sources of the latest render, not of their own.
  const latest = useRef(sources);
  useLayoutEffect(() => {
    latest.current = sources;
  });

  const invalidate = useCallback(() => queryClient.invalidateQueries({ queryKey: queryKeys.branches(threadId) }), [queryClient, threadId]);

  /** The checkpoint before `messageKey`, recorded as the thread's floor when it is the oldest fork. */
  const forkPointOf = useCallback(
    async (messageKey: string): Promise<string> => {
      const current = latest.current.head;
      if (current === undefined) throw new UiError("alerts.notLoaded");
      const read = queryClient.getQueryData<unknown[]>(queryKeys.branches(threadId)) ?? [];
      const fresh = checkpointWindow(read).nodes.has(current) ? read : [];
      const from = await findForkPoint(client, threadId, current, messageKey, fresh);
      const known = branchFloor(queryClient.getQueryData(queryKeys.threadInfo(threadId)));
      if (known === undefined || from < known) {
        const thread = await client.threads.update(threadId, { metadata: { [BRANCH_FLOOR_KEY]: lowerFloor(known, from) } });
        queryClient.setQueryData(queryKeys.threadInfo(threadId), thread.metadata ?? null);
      }
      return from;
    },
    [client, queryClient, threadId],
  );

  const act = useCallback(async (work: () => Promise<void>) => {
    setError(null);
    setBusy(true);
    try {
      await work();
    } catch (failure) {
      setError(failure);
    } finally {
      setBusy(false);
    }
  }, []);

  const forkAt = useCallback(
    (cutAt: string, text: string | null) =>
      act(async () => {
        const from = await forkPointOf(cutAt);
        // An edit keeps the question's files; read before resetLive forgets a live message.
        const kept = text === null ? [] : fileBlocksOfMessage(latest.current.messages(), cutAt);
        latest.current.resetLive();
        setForkedAt(cutAt);
        forkRunning.current = true;
        latest.current.fork(text, from, undefined, [], kept);
      }),
    [act, forkPointOf],
  );

  const actions = useMemo<BranchActions>(
    () => ({
      edit: (messageId, text) => void forkAt(messageId, text),
      regenerate: (messageId) => void forkAt(answerStart(latest.current.messages(), messageId), null),
      showVersion: (checkpointId) =>
        void act(async () => {
          await client.threads.updateState(threadId, { values: null as never, checkpointId });
          // The history first: it then holds the new head by the time the state names it.
          await invalidate();
          latest.current.resetLive();
          latest.current.dropPending();
          setForkedAt(undefined);
          await Promise.all([latest.current.refetchState(), latest.current.reloadHistory()]);
        }),
    }),
    [act, client, forkAt, invalidate, threadId],
  );

  /**
   * After every run: a forked run's branch replaces the pages (they are of the branch it
   * left), any other run's rows are added to them (`refresh`); the versions are read again.
   */
  const onRunEnded = useCallback(
    async (refresh: () => Promise<void>) => {
      if (forkRunning.current) {
        forkRunning.current = false;
        await latest.current.reloadHistory();
        setForkedAt(undefined);
      } else await refresh();
      if (branchFloor(queryClient.getQueryData(queryKeys.threadInfo(threadId))) !== undefined) await invalidate();
    },
    [invalidate, queryClient, threadId],
  );

  return { branches, forkedAt, actions, busy, error, dismissError: () => setError(null), onRunEnded };
}
