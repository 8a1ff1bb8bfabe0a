import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { callBackend } from "./backend";

// The proxy's calls to the backend: a JSON call has a deadline, an event stream has none (it
// lasts as long as its run), and a failure says nothing about where the backend is.
let server: Server;
let base: string;

beforeAll(async () => {
  server = createServer((request, response) => {
    if (request.url === "/silent") return; // never answers
    if (request.url === "/events") {
      response.writeHead(200, { "content-type": "text/event-stream" });
      response.write("data: 1\n\n");
      // Silent longer than the JSON deadline below, then the next event.
      setTimeout(() => response.end("data: 2\n\n"), 600);
      return;
    }
    response.writeHead(200, { "content-type": "application/json" }).end("{}");
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(() => {
  server.closeAllConnections();
  server.close();
});

const call = (path: string, stream: boolean) =>
  callBackend({ url: `${base}${path}`, method: "GET", headers: new Headers(), signal: new AbortController().signal, stream, timeoutMs: 300 });

describe("callBackend", () => {
  it("gives up on a JSON call past its deadline", async () => {
    expect((await call("/silent", false)).kind).toBe("timeout");
  });

  it("lets an event stream stay silent past that deadline", async () => {
    const upstream = await call("/events", true);
    expect(upstream.kind).toBe("response");
    if (upstream.kind !== "response") return;
    expect(await upstream.response.text()).toBe("data: 1\n\ndata: 2\n\n");
  });

  it("reports an unreachable backend without its address, which only the log gets", async () => {
    const log = vi.spyOn(console, "error").mockImplementation(() => undefined);
    const upstream = await callBackend({ url: "http://127.0.0.1:1/threads/x/state", method: "GET", headers: new Headers(), signal: new AbortController().signal, stream: false });
    expect(upstream).toEqual({ kind: "unreachable" });
    expect(log.mock.calls.join(" ")).toContain("/threads/x/state");
    expect(log.mock.calls.join(" ")).not.toContain("127.0.0.1");
    log.mockRestore();
  });
});
