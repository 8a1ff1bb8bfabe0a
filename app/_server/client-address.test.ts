import { createServer, request as httpRequest, type IncomingHttpHeaders } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CLIENT_ADDRESS_HEADER } from "@/core/auth/client-address";
import { stampClientAddress, stampClientAddresses } from "./client-address";

describe("stampClientAddress", () => {
  it("replaces what the client sent, in headers and rawHeaders", () => {
    const request = { headers: { [CLIENT_ADDRESS_HEADER]: "6.6.6.6", host: "x" } as IncomingHttpHeaders, rawHeaders: ["Host", "x", "X-Threadline-Client-Address", "6.6.6.6"] };
    stampClientAddress(request, "127.0.0.1");
    expect(request.headers[CLIENT_ADDRESS_HEADER]).toBe("127.0.0.1");
    expect(request.rawHeaders).toEqual(["Host", "x", CLIENT_ADDRESS_HEADER, "127.0.0.1"]);
  });

  it("removes it when the socket's address is unknown", () => {
    const request = { headers: { [CLIENT_ADDRESS_HEADER]: "6.6.6.6" } as IncomingHttpHeaders, rawHeaders: [CLIENT_ADDRESS_HEADER, "6.6.6.6"] };
    stampClientAddress(request, undefined);
    expect(request.headers[CLIENT_ADDRESS_HEADER]).toBeUndefined();
    expect(request.rawHeaders).toEqual([]);
  });
});

describe("stampClientAddresses", () => {
  const server = createServer((req, res) => res.end(JSON.stringify(req.headers[CLIENT_ADDRESS_HEADER] ?? null)));
  let port = 0;
  beforeAll(async () => {
    stampClientAddresses();
    stampClientAddresses(); // once per process, however often it is called
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    port = (server.address() as AddressInfo).port;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  const seen = (localAddress: string, headers: Record<string, string>) =>
    new Promise<unknown>((resolve, reject) => {
      const req = httpRequest({ host: "127.0.0.1", port, localAddress, headers }, (res) => {
        let body = "";
        res.on("data", (chunk: Buffer) => (body += chunk.toString()));
        res.on("end", () => resolve(JSON.parse(body)));
      });
      req.on("error", reject);
      req.end();
    });

  it("gives the handler the socket's address, never the client's header", async () => {
    expect(await seen("127.0.0.1", {})).toBe("127.0.0.1");
    expect(await seen("127.0.0.9", { [CLIENT_ADDRESS_HEADER]: "203.0.113.1", "x-forwarded-for": "203.0.113.2" })).toBe("127.0.0.9");
  });
});
