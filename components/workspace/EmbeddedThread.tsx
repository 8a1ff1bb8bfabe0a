"use client";
import { ThreadPane } from "@/components/thread/ThreadPane";
import { asThreadId } from "@/core/ids";

/** A single thread without the workspace chrome, for iframes. */
export function EmbeddedThread({ threadId }: { threadId: string }) {
  return (
    <main className="flex h-dvh flex-col overflow-hidden">
      <ThreadPane threadId={asThreadId(threadId)} embedded />
    </main>
  );
}
