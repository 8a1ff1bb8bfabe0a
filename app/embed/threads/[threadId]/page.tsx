import { EmbeddedThread } from "@/components/workspace/EmbeddedThread";

export default async function EmbeddedThreadPage({ params }: { params: Promise<{ threadId: string }> }) {
  const { threadId } = await params;
  return <EmbeddedThread threadId={decodeURIComponent(threadId)} />;
}
