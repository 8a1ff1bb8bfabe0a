import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { filterQuery, matchRoute, methodsFor } from "./match";
import { ID, ROUTES } from "./routes";

const T = "0f6c2a9e-5b1d-4c1e-9a57-1d2f3e4a5b6c";
const R = "1e0d2c3b-4a59-4687-8766-554433221100";
const split = (path: string) => path.split("/");
const pattern = (method: string, path: string) => matchRoute(method, split(path))?.route.pattern ?? null;

describe("matchRoute: what the UI uses", () => {
  it.each([
    ["POST", "threads", "threads"],
    ["POST", "threads/search", "threads/search"],
    ["POST", "threads/search/messages", "threads/search/messages"],
    ["GET", `threads/${T}`, "threads/{thread}"],
    ["PATCH", `threads/${T}`, "threads/{thread}"],
    ["DELETE", `threads/${T}`, "threads/{thread}"],
    ["GET", `threads/${T}/state`, "threads/{thread}/state"],
    ["GET", `threads/${T}/state/${R}`, "threads/{thread}/state/{checkpoint}"],
    ["POST", `threads/${T}/state/checkpoint`, "threads/{thread}/state/checkpoint"],
    ["POST", `threads/${T}/history`, "threads/{thread}/history"],
    ["POST", `threads/${T}/state`, "threads/{thread}/state"],
    ["GET", `threads/${T}/messages/page`, "threads/{thread}/messages/page"],
    ["GET", `threads/${T}/subagents/call_abc-1`, "threads/{thread}/subagents/{task}"],
    ["POST", `threads/${T}/runs/stream`, "threads/{thread}/runs/stream"],
    ["POST", `threads/${T}/runs`, "threads/{thread}/runs"],
    ["POST", `threads/${T}/compact`, "threads/{thread}/compact"],
    ["GET", `threads/${T}/runs/${R}/stream`, "threads/{thread}/runs/{run}/stream"],
    ["POST", `threads/${T}/runs/${R}/cancel`, "threads/{thread}/runs/{run}/cancel"],
    ["GET", `threads/${T}/runs`, "threads/{thread}/runs"],
    ["PUT", `threads/${T}/runs/${R}/feedback`, "threads/{thread}/runs/{run}/feedback"],
    ["DELETE", `threads/${T}/runs/${R}/feedback`, "threads/{thread}/runs/{run}/feedback"],
    ["GET", "assistants/agent", "assistants/{assistant}"],
    ["GET", "assistants/agent/schemas", "assistants/{assistant}/schemas"],
    ["POST", "assistants/search", "assistants/search"],
  ])("%s %s", (method, path, expected) => {
    expect(pattern(method, path)).toBe(expected);
  });

  it("hands out the ids", () => {
    expect(matchRoute("GET", split(`threads/${T}/runs/${R}/stream`))?.params).toEqual({ thread: T, run: R });
  });
});

describe("matchRoute: everything else is refused", () => {
  it.each([
    ["POST", "internal/truncate"],
    ["GET", "store/items"],
    ["PUT", "store/items"],
    ["POST", "store/items/search"],
    ["POST", "runs/stream"],
    ["POST", "runs/wait"],
    ["POST", "runs"],
    ["POST", "runs/batch"],
    ["POST", "runs/crons"],
    ["POST", `threads/${T}/runs/crons`],
    ["POST", `threads/${T}/runs/wait`],
    ["POST", `threads/${T}/copy`],
    ["DELETE", `threads/${T}/subagents/call_1`],
    ["GET", `threads/${T}/subagents`],
    ["GET", `threads/${T}/subagents/..`],
    ["POST", "threads/count"],
    ["DELETE", `threads/${T}/runs/${R}`],
    ["GET", `threads/${T}/runs/${R}/feedback`],
    ["POST", `threads/${T}/runs/${R}/feedback`],
    ["PUT", `threads/${T}/runs/../feedback`],
    ["PUT", `threads/${T}/feedback`],
    ["POST", "assistants"],
    ["PATCH", "assistants/agent"],
    ["DELETE", "assistants/agent"],
    ["GET", "info"],
    ["GET", "ok"],
    ["HEAD", `threads/${T}`],
    ["PUT", `threads/${T}`],
    ["GET", `threads/${T}/state/..`],
    ["GET", `threads/../state`],
    ["GET", `threads/a%2Fb`],
    ["GET", `threads/a b`],
    ["GET", `threads/${"x".repeat(129)}`],
    ["GET", `threads/${T}/state/extra/more`],
  ])("%s %s", (method, path) => {
    expect(matchRoute(method, split(path))).toBeNull();
  });

  it("refuses a decoded slash, dot segments and empty segments", () => {
    expect(matchRoute("GET", ["threads", "a/b"])).toBeNull();
    expect(matchRoute("GET", ["threads", ".", "state"])).toBeNull();
    expect(matchRoute("GET", ["threads", ""])).toBeNull();
    expect(matchRoute("GET", [])).toBeNull();
  });

  it("never matches a parameter that is not id-shaped, whatever the path", () => {
    fc.assert(
      fc.property(fc.constantFrom(...ROUTES), fc.string(), (route, junk) => {
        fc.pre(!ID.test(junk));
        const segments = route.segments.map((s) => (s.kind === "literal" ? s.value : junk));
        // Every literal is id-shaped, so junk can be neither an id nor a literal.
        const hasParam = route.segments.some((s) => s.kind === "param");
        const match = matchRoute(route.method, segments);
        return hasParam ? match === null : match?.route === route;
      }),
    );
  });

  it("matches only paths built from a route and ids", () => {
    fc.assert(
      fc.property(fc.constantFrom("GET", "POST", "PATCH", "DELETE", "PUT"), fc.array(fc.string(), { maxLength: 6 }), (method, segments) => {
        const match = matchRoute(method, segments);
        if (!match) return true;
        return segments.every((s, i) => {
          const want = match.route.segments[i]!;
          return want.kind === "literal" ? want.value === s : ID.test(s);
        });
      }),
    );
  });
});

it("gives a place a literal can take to the literal, for every method", () => {
  expect(pattern("POST", "threads/search")).toBe("threads/search");
  expect(pattern("GET", "threads/search")).toBeNull();
  expect(pattern("POST", `threads/${T}/state/checkpoint`)).toBe("threads/{thread}/state/checkpoint");
  expect(pattern("GET", `threads/${T}/state/checkpoint`)).toBeNull();
  expect(pattern("GET", `threads/${T}/state/${R}`)).toBe("threads/{thread}/state/{checkpoint}");
});

it("methodsFor lists the methods of a path", () => {
  expect(methodsFor(split(`threads/${T}`)).sort()).toEqual(["DELETE", "GET", "PATCH"]);
  expect(methodsFor(split("threads/search"))).toEqual(["POST"]);
  expect(methodsFor(split("threads/search/messages"))).toEqual(["POST"]);
  expect(pattern("GET", "threads/search/messages")).toBeNull();
  expect(methodsFor(split("internal/truncate"))).toEqual([]);
});

describe("filterQuery", () => {
  const route = (method: string, path: string) => matchRoute(method, split(path))!.route;
  const page = route("GET", `threads/${T}/messages/page`);

  it("keeps the allowed parameters and drops the others", () => {
    expect(filterQuery(page, new URLSearchParams("before_seq=12&limit=50&evil=1"))).toBe("?before_seq=12&limit=50");
    expect(filterQuery(page, new URLSearchParams(""))).toBe("");
    expect(filterQuery(page, new URLSearchParams("after_seq=0&limit=300&evil=1"))).toBe("?after_seq=0&limit=300");
    expect(filterQuery(route("GET", `threads/${T}`), new URLSearchParams("x=1"))).toBe("");
  });

  it("refuses malformed or repeated values", () => {
    expect(filterQuery(page, new URLSearchParams("limit=ten"))).toBeNull();
    expect(filterQuery(page, new URLSearchParams("limit=1&limit=2"))).toBeNull();
  });

  it("lets Stop interrupt a run but not roll it back", () => {
    const cancel = route("POST", `threads/${T}/runs/${R}/cancel`);
    expect(filterQuery(cancel, new URLSearchParams("wait=0&action=interrupt"))).toBe("?wait=0&action=interrupt");
    expect(filterQuery(cancel, new URLSearchParams("action=rollback"))).toBeNull();
  });

  it("takes the SDK's stream modes as it writes them", () => {
    const join = route("GET", `threads/${T}/runs/${R}/stream`);
    expect(filterQuery(join, new URLSearchParams({ cancel_on_disconnect: "0", stream_mode: '["values","custom"]' }))).not.toBeNull();
  });
});
