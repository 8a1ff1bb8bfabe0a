"use client";
import { useQuery } from "@tanstack/react-query";
import { threadActivityOptions } from "@/components/api/activity-queries";
import { useApiClient } from "@/components/providers/RuntimeContext";
import { activityOf, threadActivity, type ThreadActivity } from "@/core/api/activity";

/**
 * One chat's mark in the list. Each row reads it for itself, so a mark that changes re-renders
 * that row only, never the list and its virtualizer; a poll that reads the same re-renders
 * nothing (e2e/thread-list.spec.ts walks the list by keyboard while a thread runs).
 */
export function useThreadActivity(threadId: string, rowStatus: string | null): ThreadActivity | null {
  const client = useApiClient();
  const { data } = useQuery({ ...threadActivityOptions(client), select: (activity) => activityOf(threadId, rowStatus, activity) });
  // Until the marks are read (and in the server's HTML), the list row's own status.
  return data === undefined ? threadActivity(rowStatus) : data;
}
