import { sitePath } from "@/core/auth/next-path";

/**
 * A 303 to a path on this site (relative, so it holds behind any proxy), never cached. A
 * target that would leave the site once normalised goes to "/" instead.
 */
export function seeOther(path: string, setCookie?: string): Response {
  const headers = new Headers({ Location: sitePath(path) ?? "/", "Cache-Control": "no-store" });
  if (setCookie) headers.append("Set-Cookie", setCookie);
  return new Response(null, { status: 303, headers });
}
