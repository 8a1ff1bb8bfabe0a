"use client";
import { NewChatPane } from "@/components/thread/NewChatPane";
import { ThreadPane } from "@/components/thread/ThreadPane";
import { asThreadId } from "@/core/ids";
import { Sidebar } from "./Sidebar";

export function Workspace({ threadId }: { threadId: string | null }) {
  return (
    <div className="flex h-dvh overflow-hidden">
      <Sidebar activeThreadId={threadId} />
      <main className="flex min-w-0 flex-1 flex-col">
        {threadId ? <ThreadPane key={threadId} threadId={asThreadId(threadId)} /> : <NewChatPane />}
      </main>
    </div>
  );
}
