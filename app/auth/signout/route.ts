// "Sign out" posts here: the session cookie is cleared and the browser goes to sign-in.
import { isCrossSiteForm } from "@/core/auth/access";
import { clearedSessionCookie, isHttpsRequest } from "@/core/auth/session-cookie";
import { seeOther } from "@/app/_server/see-other";

export const dynamic = "force-dynamic";

export function POST(request: Request): Response {
  if (isCrossSiteForm(request.headers, new URL(request.url).protocol)) return new Response("Sign-out from another site is refused.", { status: 403 });
  return seeOther("/signin", clearedSessionCookie(isHttpsRequest(request.url, request.headers)));
}
