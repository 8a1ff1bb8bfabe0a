// Runs before every page, route handler and static file except the API proxy: sets the
// security headers (core/security/headers.ts) and hands the page a CSP nonce. Access is not
// decided here: the pages and route handlers that serve data check who is asking themselves.
import { NextResponse, type NextRequest } from "next/server";
import { REQUEST_PATH_HEADER } from "@/core/auth/next-path";
import { readAuthSettings } from "@/core/auth/settings";
import { isUiFramePath } from "@/core/security/frame-headers";
import { newNonce, pageSecurityHeaders } from "@/core/security/headers";

export function proxy(request: NextRequest) {
  const { pathname, search } = request.nextUrl;
  // The sandboxed frame document sets its own, stricter headers (app/ui-frame/route.ts).
  if (isUiFramePath(pathname)) return NextResponse.next();
  const headers = pageSecurityHeaders({
    pathname,
    nonce: newNonce(),
    // Read per request, like all configuration: one build serves any deployment.
    embedOrigins: readAuthSettings(process.env).embedOrigins,
    dev: process.env.NODE_ENV === "development",
  });
  const forwarded = new Headers(request.headers);
  // Next.js takes the nonce for its own scripts from the request's policy.
  forwarded.set("content-security-policy", headers["Content-Security-Policy"]!);
  // Layouts do not know their URL; a page that sends to sign-in returns here afterwards.
  forwarded.set(REQUEST_PATH_HEADER, `${pathname}${search}`);
  const response = NextResponse.next({ request: { headers: forwarded } });
  for (const [name, value] of Object.entries(headers)) response.headers.set(name, value);
  return response;
}

export const config = {
  // Not the API proxy: a proxy.ts buffers request bodies (10 MB by default, cut off silently
  // beyond), which would break large attachments; next.config.ts sets the API's headers.
  matcher: ["/((?!api/).*)"],
};
