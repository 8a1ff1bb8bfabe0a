import fc from "fast-check";
import { describe, expect, it } from "vitest";
import type { Identity } from "../auth/identity";
import { planRequest, type ProxyRequest } from "./plan";

const T = "0f6c2a9e-5b1d-4c1e-9a57-1d2f3e4a5b6c";
const request = (over: Partial<ProxyRequest> & { path?: string; query?: string; headers?: Headers } = {}): ProxyRequest => ({
  method: "GET",
  segments: (over.path ?? `threads/${T}/state`).split("/"),
  search: new URLSearchParams(over.query ?? ""),
  headers: new Headers({ host: "127.0.0.1:3000" }),
  protocol: "http:",
  anonymous: false,
  identity: { kind: "password" },
  graph: "agent",
  ...over,
});
const status = (r: ProxyRequest) => {
  const plan = planRequest(r);
  return plan.kind === "reply" ? plan.status : "forward";
};
const alice: Identity = { kind: "header", userId: "alice" };

describe("planRequest", () => {
  it("forwards an allowed route for someone signed in", () => {
    expect(status(request())).toBe("forward");
    expect(status(request({ identity: { kind: "anonymous" }, anonymous: true }))).toBe("forward");
  });

  it("refuses foreign pages first, even before sign-in", () => {
    const headers = new Headers({ host: "127.0.0.1:3000", origin: "http://evil.example" });
    expect(status(request({ headers, identity: null }))).toBe(403);
    expect(status(request({ headers: new Headers({ host: "127.0.0.1:3000", "sec-fetch-site": "cross-site" }) }))).toBe(403);
    expect(status(request({ headers: new Headers({ host: "evil.example" }), anonymous: true, identity: { kind: "anonymous" } }))).toBe(403);
  });

  it("answers OPTIONS itself, with the path's methods and no CORS", () => {
    const plan = planRequest(request({ method: "OPTIONS", path: `threads/${T}`, identity: null }));
    expect(plan).toEqual({ kind: "reply", status: 204, error: null, allow: "OPTIONS, GET, PATCH, DELETE" });
    expect(status(request({ method: "OPTIONS", path: "internal/truncate" }))).toBe(404);
  });

  it("asks strangers to sign in before telling them anything about routes", () => {
    expect(status(request({ identity: null }))).toBe(401);
    expect(status(request({ identity: null, path: "internal/truncate", method: "POST" }))).toBe(401);
  });

  it("answers 404 for every route not on the list", () => {
    expect(status(request({ method: "POST", path: "internal/truncate" }))).toBe(404);
    expect(status(request({ method: "PUT", path: "store/items" }))).toBe(404);
    expect(status(request({ method: "POST", path: "runs/stream" }))).toBe(404);
    expect(status(request({ method: "POST", path: "runs/crons" }))).toBe(404);
  });

  it("refuses a malformed query", () => {
    expect(status(request({ path: `threads/${T}/messages/page`, query: "limit=all" }))).toBe(400);
  });

  it("forwards with the owner check a named user needs, and the filtered query", () => {
    const plan = planRequest(request({ identity: alice, path: `threads/${T}/messages/page`, query: "limit=5&debug=1" }));
    expect(plan).toMatchObject({ kind: "forward", query: "?limit=5", scope: { kind: "user", owner: "alice" }, check: { kind: "owned", threadId: T } });
  });

  it("keeps an embed token limited to one thread out of the others", () => {
    const embed: Identity = { kind: "embed", userId: "alice", threadId: "other" };
    expect(status(request({ identity: embed }))).toBe(404);
  });

  describe("an agent's UI bundle", () => {
    it("is forwarded for the configured graph only", () => {
      expect(status(request({ path: "ui/agent/entrypoint.js" }))).toBe("forward");
      expect(status(request({ path: "ui/agent/entrypoint.css" }))).toBe("forward");
      expect(status(request({ path: "ui/deep_research/entrypoint.js", graph: "deep_research" }))).toBe("forward");
    });

    it("stays refused for every other graph, file and method", () => {
      for (const path of ["ui/other/entrypoint.js", "ui/other/entrypoint.css", "ui/Agent/entrypoint.js", "ui/agent/other.js", "ui/agent", "ui/agent/entrypoint.js/x", "ui/../entrypoint.js"]) {
        expect(status(request({ path }))).toBe(404);
      }
      expect(status(request({ method: "POST", path: "ui/agent" }))).toBe(404);
      expect(status(request({ method: "POST", path: "ui/agent/entrypoint.js" }))).toBe(404);
      expect(status(request({ method: "OPTIONS", path: "ui/other/entrypoint.js" }))).toBe(404);
      expect(planRequest(request({ method: "OPTIONS", path: "ui/agent/entrypoint.js" }))).toMatchObject({ status: 204, allow: "OPTIONS, GET" });
    });

    it("refuses any graph but the configured one, whatever its name", () => {
      fc.assert(
        fc.property(fc.stringMatching(/^[A-Za-z0-9_-]{1,20}$/), fc.stringMatching(/^[A-Za-z0-9_-]{1,20}$/), (configured, asked) => {
          const answer = status(request({ path: `ui/${asked}/entrypoint.js`, graph: configured }));
          expect(answer).toBe(asked === configured ? "forward" : 404);
        }),
      );
    });

    it("asks strangers to sign in first", () => {
      expect(status(request({ path: "ui/agent/entrypoint.js", identity: null }))).toBe(401);
    });
  });
});
