import { type Ops } from "@langchain/langgraph-api/storage";

// The chat list reads threads without their values (a long thread's values are megabytes), so
// the title the agent keeps in its state (`values.title`) is copied into the thread's metadata
// as `agent_title` when a run ends, where a narrow read finds it. `metadata.title` stays the
// user's own name for the chat (a rename), which wins over it.

export const AGENT_TITLE_KEY = "agent_title";

export function copyTitlesToMetadata(ops: Ops): void {
  const setStatus = ops.threads.setStatus.bind(ops.threads);
  ops.threads.setStatus = async (threadId, options) => {
    await setStatus(threadId, options);
    const title = (options.checkpoint?.values as { title?: unknown } | undefined)?.title;
    if (typeof title !== "string" || title === "") return;
    const thread = await ops.threads.get(threadId, undefined).catch(() => undefined);
    if (thread && thread.metadata?.[AGENT_TITLE_KEY] !== title) {
      await ops.threads.patch(threadId, { metadata: { [AGENT_TITLE_KEY]: title } }, undefined);
    }
  };
}
