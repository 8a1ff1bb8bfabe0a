/** A 303 to a path on this site (relative, so it holds behind any proxy), never cached. */
export function seeOther(path: string, setCookie?: string): Response {
  const headers = new Headers({ Location: path, "Cache-Control": "no-store" });
  if (setCookie) headers.append("Set-Cookie", setCookie);
  return new Response(null, { status: 303, headers });
}
