// Matching a request against the allow-list (routes.ts). The path arrives as segments the
// router decoded once; a segment is either a route's literal or an id of the strict shape
// ID, so nothing that could mean something else to the backend (`..`, `/`, `%2F`, `?`, a
// space) gets through, and the forwarded path needs no re-encoding.
import { ID, ROUTES, type Method, type ParamName, type Route } from "./routes";

export type Params = Partial<Record<ParamName, string>>;

export interface RouteMatch {
  route: Route;
  params: Params;
}

/** Longest path any route has: longer requests are refused before any work. */
const MAX_SEGMENTS = Math.max(...ROUTES.map((r) => r.segments.length));

function paramsFor(route: Route, segments: readonly string[]): Params | null {
  if (route.segments.length !== segments.length) return null;
  const params: Params = {};
  for (let i = 0; i < segments.length; i++) {
    const want = route.segments[i]!;
    const got = segments[i]!;
    if (want.kind === "literal") {
      if (want.value !== got) return null;
    } else {
      if (!ID.test(got)) return null;
      params[want.name] = got;
    }
  }
  return params;
}

const literalCount = (route: Route) => route.segments.filter((s) => s.kind === "literal").length;

/**
 * Routes whose path fits, whatever their method. Where a literal and an id could both take a
 * segment, the literal wins for every method: `threads/search` is the search and never a
 * thread named "search".
 */
function pathMatches(segments: readonly string[]): RouteMatch[] {
  if (segments.length === 0 || segments.length > MAX_SEGMENTS) return [];
  const out: RouteMatch[] = [];
  for (const route of ROUTES) {
    const params = paramsFor(route, segments);
    if (params) out.push({ route, params });
  }
  const best = Math.max(...out.map((m) => literalCount(m.route)));
  return out.filter((m) => literalCount(m.route) === best);
}

export function matchRoute(method: string, segments: readonly string[]): RouteMatch | null {
  return pathMatches(segments).find((m) => m.route.method === method) ?? null;
}

/** The methods a path answers to, for OPTIONS' `Allow`; empty when the path is not allowed. */
export function methodsFor(segments: readonly string[]): Method[] {
  return [...new Set(pathMatches(segments).map((m) => m.route.method))];
}

/**
 * The query string forwarded for a route: its allowed parameters only, each at most once and
 * of the right shape. Null when one is malformed (400): a value the UI never sends is refused
 * rather than silently dropped, so a mistake shows.
 */
export function filterQuery(route: Route, search: URLSearchParams): string | null {
  const out = new URLSearchParams();
  for (const [name, shape] of Object.entries(route.query)) {
    const values = search.getAll(name);
    if (values.length === 0) continue;
    if (values.length > 1 || !shape.test(values[0]!)) return null;
    out.set(name, values[0]!);
  }
  const text = out.toString();
  return text ? `?${text}` : "";
}
