import { notFound } from "next/navigation";
import { requireWorkspaceIdentity } from "@/app/_server/access";
import { WorkspaceThread } from "@/components/workspace/Workspace";
import { parseThreadId } from "@/core/ids";

export default async function ThreadPage({ params }: { params: Promise<{ threadId: string }> }) {
  // Also here, not only in the layout: moving between pages re-renders the page alone.
  await requireWorkspaceIdentity();
  // Id-shaped ids need no decoding; anything else is no thread of ours.
  const threadId = parseThreadId((await params).threadId);
  if (!threadId) notFound();
  return <WorkspaceThread threadId={threadId} />;
}
