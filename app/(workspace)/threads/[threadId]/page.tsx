import { notFound } from "next/navigation";
import { SeedBoundary } from "@/components/api/SeedBoundary";
import { requireWorkspaceIdentity } from "@/app/_server/access";
import { prefetchThreadPage } from "@/app/_server/thread-prefetch";
import { WorkspaceThread } from "@/components/workspace/Workspace";
import { parseThreadId } from "@/core/ids";

export default async function ThreadPage({ params }: { params: Promise<{ threadId: string }> }) {
  // Also here, not only in the layout: moving between pages re-renders the page alone.
  const identity = await requireWorkspaceIdentity();
  // Id-shaped ids need no decoding; anything else is no thread of ours.
  const threadId = parseThreadId((await params).threadId);
  if (!threadId) notFound();
  // The newest page is read here, so the first HTML shows the newest answer
  // (docs/architecture.md, "Budgets").
  return (
    <SeedBoundary {...await prefetchThreadPage(threadId, identity)}>
      <WorkspaceThread threadId={threadId} />
    </SeedBoundary>
  );
}
