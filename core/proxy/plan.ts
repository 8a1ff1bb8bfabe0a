// What the proxy does with a request, decided before any body is read or the backend asked:
// refused (and how), answered by the app itself (OPTIONS), or forwarded with what must be
// checked first. The order matters: a foreign page learns nothing (403 before anything), a
// stranger learns nothing but the need to sign in (401 before 404).
import type { Identity } from "../auth/identity";
import { accessFor, scopeOf, type OwnerCheck, type Scope } from "./access";
import { gate } from "./gate";
import { filterQuery, matchRoute, methodsFor, type RouteMatch } from "./match";

/** Another graph's UI bundle: refused as if the route did not exist. */
const foreignGraph = (segments: readonly string[], graph: string): boolean => segments[0] === "ui" && segments[1] !== graph;

export interface ProxyRequest {
  method: string;
  /** Path below the proxy's own, one entry per segment, decoded once. */
  segments: readonly string[];
  search: URLSearchParams;
  headers: Headers;
  /** Protocol the request reached this server with. */
  protocol: string;
  /** No sign-in mode is configured. */
  anonymous: boolean;
  /** Who sent it; null when not signed in. */
  identity: Identity | null;
  /** The graph the app runs (its configured assistant id): the only one whose UI bundle is forwarded. */
  graph: string;
}

export type Plan =
  | { kind: "reply"; status: number; error: string | null; allow?: string }
  | { kind: "forward"; match: RouteMatch; query: string; scope: Scope; check: OwnerCheck };

const reply = (status: number, error: string | null): Plan => ({ kind: "reply", status, error });

export function planRequest(request: ProxyRequest): Plan {
  const method = request.method.toUpperCase();
  if (gate(request).kind === "refuse") return reply(403, "Forbidden");
  if (method === "OPTIONS") {
    // Answered here, never forwarded: the backend's CORS headers would let other sites in.
    const methods = foreignGraph(request.segments, request.graph) ? [] : methodsFor(request.segments);
    return methods.length === 0 ? reply(404, "Not found") : { kind: "reply", status: 204, error: null, allow: ["OPTIONS", ...methods].join(", ") };
  }
  if (request.identity === null) return reply(401, "Sign-in required");
  const match = matchRoute(method, request.segments);
  if (!match || foreignGraph(request.segments, request.graph)) return reply(404, "Not found");
  const query = filterQuery(match.route, request.search);
  if (query === null) return reply(400, "Invalid query");
  const scope = scopeOf(request.identity);
  const access = accessFor(match, scope);
  if (access.kind === "denied") return reply(404, "Not found");
  return { kind: "forward", match, query, scope, check: access.check };
}
