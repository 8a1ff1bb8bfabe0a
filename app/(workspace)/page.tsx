import { NewChatPane } from "@/components/thread/NewChatPane";
import { requireWorkspaceIdentity } from "@/app/_server/access";

export default async function HomePage() {
  // Also here, not only in the layout: moving between pages re-renders the page alone.
  await requireWorkspaceIdentity();
  return <NewChatPane />;
}
