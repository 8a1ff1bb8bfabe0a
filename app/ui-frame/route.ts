// The sandboxed frame an agent's UI bundle runs in (components/ui-frame/ExternalUiFrame.tsx):
// a static document with its own strict headers (core/security/frame-headers.ts). It holds
// nothing of the user's, so it needs no sign-in.
import { readAuthSettings } from "@/core/auth/settings";
import { frameDocument, frameSecurityHeaders } from "@/core/security/frame-headers";
import { newNonce } from "@/core/security/headers";

export const dynamic = "force-dynamic";

export function GET(): Response {
  const nonce = newNonce();
  const headers = frameSecurityHeaders({ nonce, embedOrigins: readAuthSettings(process.env).embedOrigins });
  return new Response(frameDocument(nonce), { status: 200, headers });
}
