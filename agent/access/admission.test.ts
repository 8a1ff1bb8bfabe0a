import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { admit, ownHosts } from "./admission";

const rule = { key: "k3y-of-this-start", hosts: ownHosts("127.0.0.1", 8124) };

describe("admit", () => {
  it("admits a request to the server's own address with the key", () => {
    expect(admit({ host: "127.0.0.1:8124", key: "k3y-of-this-start" }, rule)).toEqual({ kind: "admit" });
    expect(admit({ host: "localhost:8124", key: "k3y-of-this-start" }, rule)).toEqual({ kind: "admit" });
    expect(admit({ host: " LOCALHOST:8124 ", key: "k3y-of-this-start" }, rule)).toEqual({ kind: "admit" });
  });

  it("answers 401 without the key, or with another one", () => {
    const refused = { kind: "refuse", status: 401, reason: "no-key" };
    expect(admit({ host: "127.0.0.1:8124" }, rule)).toEqual(refused);
    expect(admit({ host: "127.0.0.1:8124", key: "" }, rule)).toEqual(refused);
    expect(admit({ host: "127.0.0.1:8124", key: "k3y-of-this-star" }, rule)).toEqual(refused);
    expect(admit({ host: "127.0.0.1:8124", key: "k3y-of-this-start " }, rule)).toEqual(refused);
    // A repeated header is not a key.
    expect(admit({ host: "127.0.0.1:8124", key: ["k3y-of-this-start", "k3y-of-this-start"] }, rule)).toEqual(refused);
  });

  it("answers 403 to any other host name, a rebinding page's included, even with the key", () => {
    const refused = { kind: "refuse", status: 403, reason: "wrong-host" };
    for (const host of ["evil.example:8124", "evil.example", "127.0.0.1", "127.0.0.1:8125", "localhost", "127.0.0.1.nip.io:8124", "0.0.0.0:8124", "[::1]:8124", ""]) {
      expect(admit({ host, key: "k3y-of-this-start" }, rule), host).toEqual(refused);
    }
    expect(admit({ key: "k3y-of-this-start" }, rule)).toEqual(refused);
  });

  it("admits nothing but the exact key and an own host, whatever is sent", () => {
    fc.assert(
      fc.property(fc.option(fc.string(), { nil: undefined }), fc.option(fc.string(), { nil: undefined }), (host, key) => {
        const verdict = admit({ host, key }, rule);
        const own = host !== undefined && rule.hosts.has(host.trim().toLowerCase());
        expect(verdict.kind === "admit").toBe(own && key === rule.key);
      }),
    );
  });
});

describe("ownHosts", () => {
  it("names the bound address, and localhost on loopback only", () => {
    expect([...ownHosts("127.0.0.1", 8124)]).toEqual(["127.0.0.1:8124", "localhost:8124"]);
    expect([...ownHosts("::1", 9000)]).toEqual(["[::1]:9000", "localhost:9000"]);
    expect([...ownHosts("10.0.0.5", 80)]).toEqual(["10.0.0.5:80"]);
  });
});
