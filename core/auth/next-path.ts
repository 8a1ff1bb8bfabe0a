// Where sign-in sends the user afterwards. The value comes from the URL, so it must stay a
// path on this site: "//evil.example", "/\evil.example" or "https://..." would redirect away.

/** The request header proxy.ts sets to the requested path, for pages that send to sign-in. */
export const REQUEST_PATH_HEADER = "x-threadline-path";

const BASE = "http://threadline.invalid";

/** A same-origin path (with its query), or "/" for anything else. */
export function safeNextPath(raw: unknown): string {
  if (typeof raw !== "string" || raw.length > 2048 || !raw.startsWith("/")) return "/";
  // Browsers read a backslash as a slash and drop tabs and newlines: "/\\x" is "//x". An
  // encoded path has no spaces or control characters either.
  if (raw.startsWith("//") || [...raw].some((c) => c === "\\" || c <= " " || c === "\u007f")) return "/";
  let url: URL;
  try {
    url = new URL(raw, BASE);
  } catch {
    return "/";
  }
  if (url.origin !== BASE) return "/";
  // Going back to the sign-in page or its handlers after signing in would loop.
  if (url.pathname === "/signin" || url.pathname.startsWith("/auth/")) return "/";
  return `${url.pathname}${url.search}`;
}

/** The sign-in page's URL that returns to `path` afterwards. */
export function signInPath(path: string): string {
  const next = safeNextPath(path);
  return next === "/" ? "/signin" : `/signin?next=${encodeURIComponent(next)}`;
}
