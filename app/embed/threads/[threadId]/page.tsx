import { notFound } from "next/navigation";
import { EmbeddedThread } from "@/components/workspace/EmbeddedThread";
import { parseThreadId } from "@/core/ids";
import { requireEmbedAccess } from "@/app/_server/embed";

type SearchParams = Promise<Record<string, string | string[] | undefined>>;

export default async function EmbeddedThreadPage({ params, searchParams }: { params: Promise<{ threadId: string }>; searchParams: SearchParams }) {
  const threadId = parseThreadId((await params).threadId);
  if (!threadId) notFound();
  const token = await requireEmbedAccess(searchParams, threadId);
  return <EmbeddedThread threadId={threadId} token={token} />;
}
