// Same-origin proxy to the LangGraph backend. The target and key are read per request so
// one build can be pointed at any backend, and the response body is piped through as it
// arrives so server-sent events reach the browser token by token.
import {
  backendApiKey,
  backendUrl,
  forwardRequestHeaders,
  forwardResponseHeaders,
  METHODS_WITH_BODY,
  targetUrl,
} from "@/core/proxy/proxy";
import { compactSseStream } from "@/core/proxy/sse-compact";

export const dynamic = "force-dynamic";
export const runtime = "nodejs";

type Context = { params: Promise<{ path?: string[] }> };

async function proxy(request: Request, context: Context): Promise<Response> {
  const { path = [] } = await context.params;
  const base = backendUrl(process.env);
  const url = targetUrl(base, path, new URL(request.url).search);
  if (!url) return Response.json({ error: "Invalid path" }, { status: 400 });

  const method = request.method.toUpperCase();
  const body = METHODS_WITH_BODY.has(method) ? await request.arrayBuffer() : undefined;
  let upstream: Response;
  try {
    upstream = await fetch(url, {
      method,
      headers: forwardRequestHeaders(request.headers, backendApiKey(process.env)),
      body: body && body.byteLength > 0 ? body : undefined,
      // Closing the browser's connection closes ours, so an abandoned stream does not
      // keep the backend busy (runs survive it when started with on_disconnect=continue).
      signal: request.signal,
      redirect: "manual",
      cache: "no-store",
    });
  } catch (error) {
    if (request.signal.aborted) return new Response(null, { status: 499 });
    const reason = error instanceof Error ? (error.cause instanceof Error ? error.cause.message : error.message) : "unknown error";
    return Response.json(
      { error: "Backend unreachable", detail: `Could not reach the LangGraph server (${reason}).` },
      { status: 502 },
    );
  }

  // Events re-framed to one data line each (see sse-compact.ts): the JS server pretty-prints
  // them, and the browser pays per line.
  const isEventStream = (upstream.headers.get("content-type") ?? "").includes("text/event-stream");
  const responseBody = isEventStream && upstream.body ? upstream.body.pipeThrough(compactSseStream()) : upstream.body;
  return new Response(responseBody, {
    status: upstream.status,
    statusText: upstream.statusText,
    headers: forwardResponseHeaders(upstream.headers),
  });
}

export const GET = proxy;
export const POST = proxy;
export const PUT = proxy;
export const PATCH = proxy;
export const DELETE = proxy;
export const HEAD = proxy;
export const OPTIONS = proxy;
