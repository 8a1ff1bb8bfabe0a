import type { ReactNode } from "react";
import { WorkspaceShell } from "@/components/workspace/Workspace";
import { requireWorkspaceIdentity } from "@/app/_server/access";

// The sidebar lives in this layout, not in each page, so moving between threads keeps it
// mounted: its list, its scroll position and its loaded pages.
export default async function WorkspaceLayout({ children }: { children: ReactNode }) {
  const identity = await requireWorkspaceIdentity();
  return <WorkspaceShell identity={identity}>{children}</WorkspaceShell>;
}
