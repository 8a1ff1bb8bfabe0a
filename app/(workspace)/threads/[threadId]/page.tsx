import { WorkspaceThread } from "@/components/workspace/Workspace";

export default async function ThreadPage({ params }: { params: Promise<{ threadId: string }> }) {
  const { threadId } = await params;
  return <WorkspaceThread threadId={decodeURIComponent(threadId)} />;
}
