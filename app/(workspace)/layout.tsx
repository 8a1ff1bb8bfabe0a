import type { ReactNode } from "react";
import { WorkspaceShell } from "@/components/workspace/Workspace";

// The sidebar lives in this layout, not in each page, so moving between threads keeps it
// mounted: its list, its scroll position and its loaded pages.
export default function WorkspaceLayout({ children }: { children: ReactNode }) {
  return <WorkspaceShell>{children}</WorkspaceShell>;
}
