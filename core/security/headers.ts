// Response headers that limit what a page can load, who may frame it and what it leaks.
// proxy.ts applies pageSecurityHeaders to every page, route handler and static file but the
// API proxy, which gets API_SECURITY_HEADERS from next.config.ts (see there why).

/** The embed routes (docs/ui-contract.md, "Routes"): the only pages a host site may frame. */
const EMBED_PATH = /^\/embed\/(?:new|threads\/[A-Za-z0-9_-]{1,128})\/?$/;
export const isEmbedPath = (pathname: string): boolean => EMBED_PATH.test(pathname);

/** A fresh nonce per response; Next.js reads it from the request's CSP and puts it on its scripts. */
export function newNonce(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return btoa(String.fromCharCode(...bytes));
}

export interface PolicyOptions {
  nonce: string;
  /** Origins that may frame the page; none means nobody may. */
  frameAncestors: readonly string[];
  /** `next dev` evaluates code to rebuild server error stacks in the browser. */
  dev: boolean;
}

export function contentSecurityPolicy({ nonce, frameAncestors, dev }: PolicyOptions): string {
  const directives = [
    "default-src 'self'",
    // Only scripts carrying this response's nonce run, and the chunks they load
    // ('strict-dynamic'); an injected <script>, inline or same-origin, does not.
    `script-src 'self' 'nonce-${nonce}' 'strict-dynamic'${dev ? " 'unsafe-eval'" : ""}`,
    // Inline styles stay allowed: the virtualized log positions its server-rendered rows with
    // style attributes, which a nonce cannot cover; styles cannot run code.
    "style-src 'self' 'unsafe-inline'",
    // Remote images load only from THREADLINE_IMAGE_ORIGINS or after the reader clicks "Load
    // image" (components/messages/MessageImage.tsx), whatever their scheme: that click is the
    // gate, as a policy cannot know which image was chosen. data: and blob: are attachments.
    "img-src 'self' data: blob: http: https:",
    "font-src 'self'",
    "connect-src 'self'",
    // An agent's UI components run in the app's own sandboxed frame document (frame-headers.ts).
    "frame-src 'self'",
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'self'",
    `frame-ancestors ${frameAncestors.length > 0 ? frameAncestors.join(" ") : "'none'"}`,
  ];
  return directives.join("; ");
}

/** Features the app never uses, refused for it and for anything it might frame. */
export const PERMISSIONS_POLICY = "camera=(), microphone=(), geolocation=(), payment=(), usb=()";

const common = {
  "X-Content-Type-Options": "nosniff",
  // Embed URLs carry a token: never send them to another origin.
  "Referrer-Policy": "same-origin",
  "Permissions-Policy": PERMISSIONS_POLICY,
} as const;

export interface PageHeaderOptions {
  pathname: string;
  nonce: string;
  /** THREADLINE_EMBED_ORIGINS, already parsed to bare origins. */
  embedOrigins: readonly string[];
  dev: boolean;
}

export function pageSecurityHeaders({ pathname, nonce, embedOrigins, dev }: PageHeaderOptions): Record<string, string> {
  const framable = isEmbedPath(pathname) && embedOrigins.length > 0;
  const csp = contentSecurityPolicy({ nonce, frameAncestors: framable ? embedOrigins : [], dev });
  // X-Frame-Options cannot name origins; where some may frame, frame-ancestors alone decides.
  return framable ? { "Content-Security-Policy": csp, ...common } : { "Content-Security-Policy": csp, "X-Frame-Options": "DENY", ...common };
}

/** The API answers data, never a page: it may load nothing and be framed by nobody. */
export const API_SECURITY_HEADERS: ReadonlyArray<{ key: string; value: string }> = [
  { key: "Content-Security-Policy", value: "default-src 'none'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'" },
  { key: "X-Frame-Options", value: "DENY" },
  ...Object.entries(common).map(([key, value]) => ({ key, value })),
];
