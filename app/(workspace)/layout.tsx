import type { ReactNode } from "react";
import { SeedBoundary } from "@/components/api/SeedBoundary";
import { WorkspaceShell } from "@/components/workspace/Workspace";
import { requireWorkspaceIdentity } from "@/app/_server/access";
import { prefetchThreadList } from "@/app/_server/thread-prefetch";

// The sidebar lives in this layout, not in each page, so moving between threads keeps it
// mounted: its list, its scroll position and its loaded pages. Its first page is read here,
// so the first HTML lists the chats.
export default async function WorkspaceLayout({ children }: { children: ReactNode }) {
  const identity = await requireWorkspaceIdentity();
  return (
    <SeedBoundary seed={await prefetchThreadList(identity)}>
      <WorkspaceShell identity={identity}>{children}</WorkspaceShell>
    </SeedBoundary>
  );
}
