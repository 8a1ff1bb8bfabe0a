import { describe, expect, it } from "vitest";
import { backendApiKey, backendUrl, forwardRequestHeaders, forwardResponseHeaders, targetUrl } from "./proxy";

describe("backendUrl", () => {
  it("defaults to the embedded server and trims trailing slashes", () => {
    expect(backendUrl({})).toBe("http://127.0.0.1:8124");
    expect(backendUrl({ LANGGRAPH_API_URL: "https://x.example/api/// " })).toBe("https://x.example/api");
  });
});

describe("backendApiKey", () => {
  it("prefers LANGGRAPH_API_KEY, then LANGSMITH_API_KEY", () => {
    expect(backendApiKey({ LANGGRAPH_API_KEY: "a", LANGSMITH_API_KEY: "b" })).toBe("a");
    expect(backendApiKey({ LANGSMITH_API_KEY: "b" })).toBe("b");
    expect(backendApiKey({ LANGGRAPH_API_KEY: " " })).toBeNull();
  });
});

describe("targetUrl", () => {
  it("encodes each segment and keeps the query", () => {
    expect(targetUrl("http://b", ["threads", "a b", "state"], "?x=1")).toBe("http://b/threads/a%20b/state?x=1");
    expect(targetUrl("http://b", ["threads", "a/b"], "")).toBe("http://b/threads/a%2Fb");
  });
  it("refuses path traversal", () => {
    expect(targetUrl("http://b/api", ["..", "admin"], "")).toBeNull();
    expect(targetUrl("http://b/api", ["threads", "."], "")).toBeNull();
  });
});

describe("forwardRequestHeaders", () => {
  it("drops hop-by-hop and browser credentials and adds the server key", () => {
    const out = forwardRequestHeaders(
      new Headers({ host: "x", cookie: "c=1", "x-api-key": "from-browser", "content-type": "application/json", connection: "keep-alive" }),
      "secret",
    );
    expect(out.get("host")).toBeNull();
    expect(out.get("cookie")).toBeNull();
    expect(out.get("connection")).toBeNull();
    expect(out.get("x-api-key")).toBe("secret");
    expect(out.get("content-type")).toBe("application/json");
  });
  it("never forwards a browser-supplied key when the server has none", () => {
    expect(forwardRequestHeaders(new Headers({ "x-api-key": "k" }), null).get("x-api-key")).toBeNull();
  });
});

describe("forwardResponseHeaders", () => {
  it("marks event streams as not transformable and drops encoding headers", () => {
    const out = forwardResponseHeaders(new Headers({ "content-type": "text/event-stream", "content-encoding": "gzip", "content-length": "10" }));
    expect(out.get("cache-control")).toBe("no-cache, no-transform");
    expect(out.get("x-accel-buffering")).toBe("no");
    expect(out.get("content-encoding")).toBeNull();
    expect(out.get("content-length")).toBeNull();
  });
  it("leaves JSON responses alone", () => {
    const out = forwardResponseHeaders(new Headers({ "content-type": "application/json", "cache-control": "max-age=5" }));
    expect(out.get("cache-control")).toBe("max-age=5");
  });
});
