import { describe, expect, it } from "vitest";
import { headersToBackend, headersToBrowser } from "./headers";

describe("headersToBackend", () => {
  const browser = new Headers({
    accept: "text/event-stream",
    "last-event-id": "12-0",
    cookie: "threadline_session=abc",
    authorization: "Bearer embed.token",
    "x-forwarded-user": "alice",
    "x-api-key": "from-browser",
    "x-custom": "1",
    "user-agent": "Chrome",
    origin: "http://localhost:3000",
    "content-type": "text/plain",
    host: "localhost:3000",
  });

  it("forwards the allowed headers only, and the server's key", () => {
    const out = headersToBackend(browser, { apiKey: "secret", json: true });
    expect([...out.keys()].sort()).toEqual(["accept", "content-type", "last-event-id", "x-api-key"]);
    expect(out.get("x-api-key")).toBe("secret");
    expect(out.get("content-type")).toBe("application/json");
  });

  it("never forwards a browser's key, and no content type without a body", () => {
    const out = headersToBackend(browser, { apiKey: null, json: false });
    expect(out.get("x-api-key")).toBeNull();
    expect(out.get("content-type")).toBeNull();
  });

  it("drops values that are not short printable text", () => {
    expect(headersToBackend(new Headers({ "last-event-id": "x".repeat(300) }), { apiKey: null, json: false }).get("last-event-id")).toBeNull();
  });
});

describe("headersToBrowser", () => {
  it("keeps what the SDK reads and drops CORS headers, cookies and banners", () => {
    const out = headersToBrowser(
      new Headers({
        "content-type": "application/json",
        "content-location": "/threads/t1/runs/r1",
        "x-pagination-next": "50",
        "access-control-allow-origin": "*",
        "access-control-allow-credentials": "true",
        "set-cookie": "a=1",
        server: "uvicorn",
        "x-internal-host": "10.0.0.7",
        "content-encoding": "gzip",
        "content-length": "10",
      }),
    );
    expect([...out.keys()].sort()).toEqual([
      "content-location",
      "content-security-policy",
      "content-type",
      "x-content-type-options",
      "x-pagination-next",
    ]);
    expect(out.get("x-content-type-options")).toBe("nosniff");
  });

  it("passes a location only when it is a path on the backend", () => {
    const location = (value: string) => headersToBrowser(new Headers({ location: value })).get("location");
    expect(location("/threads/t1/runs/r1/stream")).toBe("/threads/t1/runs/r1/stream");
    expect(location("/threads/t1/runs/r1/stream?stream_mode=values")).toBe("/threads/t1/runs/r1/stream?stream_mode=values");
    expect(location("http://10.0.0.7:8000/threads/t1")).toBeNull();
    expect(location("//evil.example/x")).toBeNull();
    expect(location("/threads/../internal/truncate")).toBeNull();
  });

  it("marks event streams as not transformable", () => {
    const out = headersToBrowser(new Headers({ "content-type": "text/event-stream; charset=utf-8", "cache-control": "max-age=5" }));
    expect(out.get("cache-control")).toBe("no-cache, no-transform");
    expect(out.get("x-accel-buffering")).toBe("no");
  });

  it("leaves a JSON answer's caching alone and never lets a page be rendered", () => {
    expect(headersToBrowser(new Headers({ "content-type": "application/json", "cache-control": "max-age=5" })).get("cache-control")).toBe("max-age=5");
    expect(headersToBrowser(new Headers({ "content-type": "text/html" })).get("content-type")).toBe("text/plain; charset=utf-8");
  });
});
