import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterEach, describe, expect, it } from "vitest";
import { waitForHttp } from "./wait-for-http";

let server: Server | undefined;
afterEach(() => new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve())));

function listen(status: number): Promise<string> {
  server = createServer((_, response) => response.writeHead(status).end());
  return new Promise((resolve) => server!.listen(0, "127.0.0.1", () => resolve(`http://127.0.0.1:${(server!.address() as AddressInfo).port}/`)));
}

describe("waitForHttp", () => {
  it("resolves once the server answers, a 401 included", async () => {
    await expect(waitForHttp(await listen(401), { exitCode: null }, 5_000)).resolves.toBeUndefined();
  });

  it("keeps waiting through 5xx answers, then gives up", async () => {
    await expect(waitForHttp(await listen(503), { exitCode: null }, 600)).rejects.toThrow(/did not answer/);
  });

  it("stops as soon as the process it waits on has exited", async () => {
    await expect(waitForHttp("http://127.0.0.1:9/", { exitCode: 3 }, 5_000)).rejects.toThrow("exited with code 3");
  });
});
