// What the chat list downloads when the workspace opens: the page's HTML (where the server
// puts the list's first page) and every API request the page makes through the app's proxy
// (/api/langgraph), with body sizes as the app reads them (decoded) and on the wire
// (compressed, headers included).
import { type Browser, type Request } from "@playwright/test";
import { newPage } from "./page";

const API = "/api/langgraph";

export interface ApiRequest {
  method: string;
  /** The backend route, e.g. /threads/search, or "(page HTML)". */
  path: string;
  /** Request plus response body, decoded. */
  bodyBytes: number;
  /** Bytes on the wire, both ways, headers included. */
  wireBytes: number;
  /** Rows of a JSON array response (a search's threads). */
  rows: number | null;
}

export interface ListBytes {
  requests: ApiRequest[];
  bodyBytes: number;
  wireBytes: number;
}

async function describe(request: Request): Promise<ApiRequest> {
  const response = await request.response();
  const body = response ? await response.body().catch(() => Buffer.alloc(0)) : Buffer.alloc(0);
  const sizes = await request.sizes();
  let rows: number | null = null;
  try {
    const parsed: unknown = JSON.parse(body.toString("utf8"));
    if (Array.isArray(parsed)) rows = parsed.length;
  } catch {
    // not JSON
  }
  return {
    method: request.method(),
    path: request.resourceType() === "document" ? "(page HTML)" : new URL(request.url()).pathname.slice(API.length),
    bodyBytes: (request.postDataBuffer()?.length ?? 0) + body.length,
    wireBytes: sizes.requestHeadersSize + sizes.requestBodySize + sizes.responseHeadersSize + sizes.responseBodySize,
    rows,
  };
}

/** Opens `url` (the workspace) and sums its API requests until the network is quiet. */
export async function measureListBytes(browser: Browser, url: string): Promise<ListBytes> {
  const { context, page } = await newPage(browser);
  try {
    const pending: Promise<ApiRequest>[] = [];
    page.on("requestfinished", (request) => {
      if (request.resourceType() === "document" || new URL(request.url()).pathname.startsWith(`${API}/`)) pending.push(describe(request));
    });
    await page.goto(url, { waitUntil: "load" });
    await page.locator('a[href^="/threads/"]').first().waitFor({ timeout: 30_000 });
    await page.waitForLoadState("networkidle");
    const requests = await Promise.all(pending);
    const sum = (pick: (r: ApiRequest) => number) => requests.reduce((total, r) => total + pick(r), 0);
    return {
      requests,
      bodyBytes: sum((r) => r.bodyBytes),
      wireBytes: sum((r) => r.wireBytes),
    };
  } finally {
    await context.close();
  }
}
