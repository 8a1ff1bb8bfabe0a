import { notFound } from "next/navigation";
import { SeedBoundary } from "@/components/api/SeedBoundary";
import { requireEmbedAccess } from "@/app/_server/embed";
import { prefetchThreadPage } from "@/app/_server/thread-prefetch";
import { EmbeddedThread } from "@/components/workspace/EmbeddedThread";
import { parseThreadId } from "@/core/ids";

type SearchParams = Promise<Record<string, string | string[] | undefined>>;

export default async function EmbeddedThreadPage({ params, searchParams }: { params: Promise<{ threadId: string }>; searchParams: SearchParams }) {
  const threadId = parseThreadId((await params).threadId);
  if (!threadId) notFound();
  const { token, identity } = await requireEmbedAccess(searchParams, threadId);
  return (
    <SeedBoundary {...await prefetchThreadPage(threadId, identity)}>
      <EmbeddedThread threadId={threadId} token={token} />
    </SeedBoundary>
  );
}
