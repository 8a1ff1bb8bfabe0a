import { notFound } from "next/navigation";
import { WorkspaceThread } from "@/components/workspace/Workspace";
import { isThreadId } from "@/core/ids";
import { requireWorkspaceIdentity } from "@/app/_server/access";

export default async function ThreadPage({ params }: { params: Promise<{ threadId: string }> }) {
  // Also here, not only in the layout: moving between pages re-renders the page alone.
  await requireWorkspaceIdentity();
  // Route params arrive decoded already.
  const { threadId } = await params;
  if (!isThreadId(threadId)) notFound();
  return <WorkspaceThread threadId={threadId} />;
}
