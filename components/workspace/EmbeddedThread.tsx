"use client";
import { useEmbedRunObserver } from "@/components/embed/EmbedBridge";
import { EmbedRuntimeProvider } from "@/components/providers/RuntimeContext";
import { NewChatPane } from "@/components/thread/NewChatPane";
import { ThreadPane } from "@/components/thread/ThreadPane";
import { asThreadId } from "@/core/ids";

/** A single thread without the workspace chrome, for iframes. */
export function EmbeddedThread({ threadId, token }: { threadId: string; token: string | null }) {
  const runObserver = useEmbedRunObserver(threadId);
  return (
    <EmbedRuntimeProvider token={token}>
      <main className="flex h-dvh flex-col overflow-hidden">
        <ThreadPane threadId={asThreadId(threadId)} embedded runObserver={runObserver} />
      </main>
    </EmbedRuntimeProvider>
  );
}

/** A new chat for iframes; its thread opens in /embed with the same token. */
export function EmbeddedNewChat({ token }: { token: string | null }) {
  const query = token ? `?token=${encodeURIComponent(token)}` : "";
  return (
    <EmbedRuntimeProvider token={token}>
      <main className="flex h-dvh flex-col overflow-hidden">
        <NewChatPane threadPath={(id) => `/embed/threads/${encodeURIComponent(id)}${query}`} />
      </main>
    </EmbedRuntimeProvider>
  );
}
