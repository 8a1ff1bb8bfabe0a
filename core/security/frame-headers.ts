// Headers of the frame document that runs an agent's UI bundle (app/ui-frame/route.ts). The
// frame is sandboxed without allow-same-origin, by its own policy and by the embedding iframe:
// an opaque origin, so no cookies, no storage, no reach into the page or the API proxy. It
// runs only its bootstrap (this response's nonce) and the bundle the app hands it (a blob:
// URL), and may connect nowhere.
import { PERMISSIONS_POLICY } from "./headers";

/** The frame document's path; proxy.ts leaves its headers to the route. */
export const UI_FRAME_PATH = "/ui-frame";
/** The frame's bootstrap (React and the stand-ins the bundle expects), built into public/. */
export const UI_FRAME_BOOTSTRAP = "/ui-frame/bootstrap.js";

export const isUiFramePath = (pathname: string): boolean => pathname === UI_FRAME_PATH || pathname === `${UI_FRAME_PATH}/`;

export interface FramePolicyOptions {
  nonce: string;
  /** THREADLINE_EMBED_ORIGINS: an embedded chat's frames have the host site among their ancestors. */
  embedOrigins: readonly string[];
}

export function framePolicy({ nonce, embedOrigins }: FramePolicyOptions): string {
  return [
    "default-src 'none'",
    `script-src 'nonce-${nonce}' blob:`,
    // Components style themselves with style attributes and the bundle's CSS (a blob: sheet).
    "style-src 'unsafe-inline' blob:",
    "img-src data: blob:",
    "font-src data:",
    "connect-src 'none'",
    "frame-src 'none'",
    "worker-src 'none'",
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'none'",
    `frame-ancestors 'self'${embedOrigins.map((o) => ` ${o}`).join("")}`,
    "sandbox allow-scripts",
  ].join("; ");
}

export function frameSecurityHeaders(options: FramePolicyOptions): Record<string, string> {
  return {
    "Content-Security-Policy": framePolicy(options),
    "Content-Type": "text/html; charset=utf-8",
    "Cache-Control": "no-store",
    "X-Content-Type-Options": "nosniff",
    "Referrer-Policy": "no-referrer",
    "Permissions-Policy": PERMISSIONS_POLICY,
  };
}

/** The frame document: its bootstrap does the rest when the app posts a render request. */
export function frameDocument(nonce: string): string {
  return `<!doctype html><html><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><style>html,body{margin:0;padding:0;background:transparent;font-family:system-ui,sans-serif;overflow:hidden}</style></head><body><div id="root"></div><script nonce="${nonce}" src="${UI_FRAME_BOOTSTRAP}"></script></body></html>`;
}
