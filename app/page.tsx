import { Workspace } from "@/components/workspace/Workspace";

export default function HomePage() {
  return <Workspace threadId={null} />;
}
