import { EmbeddedNewChat } from "@/components/workspace/EmbeddedThread";
import { requireEmbedAccess } from "@/app/_server/embed";

type SearchParams = Promise<Record<string, string | string[] | undefined>>;

export default async function EmbeddedNewChatPage({ searchParams }: { searchParams: SearchParams }) {
  const { token } = await requireEmbedAccess(searchParams, null);
  return <EmbeddedNewChat token={token} />;
}
