import type { ReactNode } from "react";
import { EmbedBridgeProvider } from "@/components/embed/EmbedBridge";
import { readAuthSettings } from "@/core/auth/settings";

export default function EmbedLayout({ children }: { children: ReactNode }) {
  // The origins allowed to frame /embed are the only ones the chat talks to.
  return <EmbedBridgeProvider allowedOrigins={readAuthSettings(process.env).embedOrigins}>{children}</EmbedBridgeProvider>;
}
