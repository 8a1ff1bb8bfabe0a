"use client";
import { useParams } from "next/navigation";
import type { ReactNode } from "react";
import { ThreadPane } from "@/components/thread/ThreadPane";
import type { WorkspaceIdentity } from "@/core/auth/access";
import { asThreadId, parseThreadId } from "@/core/ids";
import { Sidebar } from "./Sidebar";
import { SidebarProvider } from "./SidebarContext";

/** Sidebar and main area; the active thread is read from the route. */
export function WorkspaceShell({ identity, children }: { identity: WorkspaceIdentity; children: ReactNode }) {
  const params = useParams<{ threadId?: string }>();
  // Id-shaped ids need no decoding (decoding a stray "%" would throw); anything else is no thread.
  const activeThreadId = parseThreadId(params.threadId);
  return (
    <SidebarProvider>
      <div className="flex h-dvh overflow-hidden">
        <Sidebar activeThreadId={activeThreadId} identity={identity} />
        <main className="flex min-w-0 flex-1 flex-col">{children}</main>
      </div>
    </SidebarProvider>
  );
}

export function WorkspaceThread({ threadId }: { threadId: string }) {
  return <ThreadPane key={threadId} threadId={asThreadId(threadId)} />;
}
