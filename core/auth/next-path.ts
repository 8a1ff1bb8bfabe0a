// Where sign-in sends the user afterwards. The value comes from the URL, so it must stay a
// path on this site: "//evil.example", "/\evil.example" or "https://..." would redirect away.

/** The request header proxy.ts sets to the requested path, for pages that send to sign-in. */
export const REQUEST_PATH_HEADER = "x-threadline-path";

const BASE = "http://threadline.invalid";
const MAX_LENGTH = 2048;
// A path still percent-encoded after this many decodings is nobody's real path.
const MAX_DECODINGS = 4;

// Browsers read a backslash as a slash and drop tabs and newlines: "/\x" and "/\t/x" are "//x".
const unsafeChar = (form: string) => [...form].some((c) => c === "\\" || c < " " || c === "\u007f");

/** `form` resolved against this site (dot segments applied, hash dropped), or null when it leaves it. */
function resolveHere(form: string): URL | null {
  if (!form.startsWith("/") || form.startsWith("//") || unsafeChar(form)) return null;
  let url: URL;
  try {
    url = new URL(form, BASE);
  } catch {
    return null;
  }
  // "/.//x" and "/a/..//x" resolve to the path "//x", which a browser reads as the host x.
  return url.origin === BASE && !url.pathname.startsWith("//") ? url : null;
}

function decodeOnce(path: string): string | null {
  try {
    return decodeURIComponent(path);
  } catch {
    return null;
  }
}

/**
 * A path on this site (with its query, dot segments resolved), or null for anything that
 * could leave it: also once a proxy or server decodes it ("/%2F%2Fx", "/%5C%5Cx", "/%252F..."
 * decode to "//x" or "/\x"), so every decoding of its path must resolve here too.
 */
export function sitePath(raw: unknown): string | null {
  if (typeof raw !== "string" || raw.length > MAX_LENGTH || raw.includes(" ")) return null;
  const url = resolveHere(raw);
  if (url === null) return null;
  let form = url.pathname;
  for (let round = 0; round <= MAX_DECODINGS; round++) {
    const decoded = decodeOnce(form);
    if (decoded === null) return null;
    if (decoded === form) return `${url.pathname}${url.search}`;
    if (resolveHere(decoded) === null) return null;
    form = decoded;
  }
  return null;
}

/** A same-origin path (with its query) to return to after signing in, or "/" for anything else. */
export function safeNextPath(raw: unknown): string {
  const path = sitePath(raw);
  if (path === null) return "/";
  const { pathname } = new URL(path, BASE);
  // Going back to the sign-in page or its handlers after signing in would loop.
  if (pathname === "/signin" || pathname.startsWith("/auth/")) return "/";
  return path;
}

/** The sign-in page's URL that returns to `path` afterwards. */
export function signInPath(path: string): string {
  const next = safeNextPath(path);
  return next === "/" ? "/signin" : `/signin?next=${encodeURIComponent(next)}`;
}
