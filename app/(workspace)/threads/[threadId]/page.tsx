import { notFound } from "next/navigation";
import { WorkspaceThread } from "@/components/workspace/Workspace";
import { parseThreadId } from "@/core/ids";

export default async function ThreadPage({ params }: { params: Promise<{ threadId: string }> }) {
  // Id-shaped ids need no decoding; anything else is no thread of ours.
  const threadId = parseThreadId((await params).threadId);
  if (!threadId) notFound();
  return <WorkspaceThread threadId={threadId} />;
}
