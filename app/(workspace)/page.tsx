import { NewChatPane } from "@/components/thread/NewChatPane";

export default function HomePage() {
  return <NewChatPane />;
}
