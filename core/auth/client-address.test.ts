import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { addressKey, clientKey, parseAddress, parseTrustedProxies, trustedProxies, UNKNOWN_CLIENT } from "./client-address";

const trusted = (raw: string) => parseTrustedProxies(raw).ranges;
const key = (socketAddress: string | null, forwardedFor: string | null, proxies = "") => clientKey({ socketAddress, forwardedFor, trusted: trusted(proxies) });

describe("parseAddress", () => {
  it("reads the standard spellings, IPv4-mapped IPv6 as IPv4", () => {
    expect(parseAddress("203.0.113.7")?.toString()).toBe("203.0.113.7");
    expect(parseAddress(" 2001:db8::1 ")?.toString()).toBe("2001:db8::1");
    expect(parseAddress("::ffff:127.0.0.1")?.toString()).toBe("127.0.0.1");
    expect(parseAddress("fe80::1%eth0")?.kind()).toBe("ipv6");
  });

  it("refuses names and the unusual IPv4 spellings", () => {
    for (const raw of ["", "localhost", "127.1", "0x7f.0.0.1", "2130706433", "1.2.3.256", "1.2.3.4.5", "unknown", "::g", "1.2.3.4:80"]) {
      expect(parseAddress(raw), raw).toBeNull();
    }
  });
});

describe("parseTrustedProxies", () => {
  it("reads addresses, CIDR ranges and names, separated by commas", () => {
    const { ranges, invalid } = parseTrustedProxies("10.0.0.1, 192.168.0.0/16,loopback , 2001:db8::/32");
    expect(invalid).toEqual([]);
    expect(ranges.map(([a, bits]) => `${a.toString()}/${bits}`)).toEqual(["10.0.0.1/32", "192.168.0.0/16", "127.0.0.0/8", "::1/128", "2001:db8::/32"]);
  });

  it("reports what it does not understand, and trusts nothing of it", () => {
    const { ranges, invalid } = parseTrustedProxies("10.0.0.0/33,proxy.example,1.2.3.4/8/8,127.1,::1/129,LOOPBACK,all,*");
    expect(invalid).toEqual(["10.0.0.0/33", "proxy.example", "1.2.3.4/8/8", "127.1", "::1/129", "all", "*"]);
    expect(ranges).toHaveLength(2); // LOOPBACK
  });

  it("is empty when unset", () => {
    expect(parseTrustedProxies(undefined)).toEqual({ ranges: [], invalid: [] });
    expect(parseTrustedProxies(" , ")).toEqual({ ranges: [], invalid: [] });
  });
});

it("trustedProxies reads the setting each time it changes", () => {
  expect(trustedProxies({})).toEqual([]);
  expect(trustedProxies({ THREADLINE_TRUSTED_PROXIES: "loopback" })).toHaveLength(2);
  expect(trustedProxies({ THREADLINE_TRUSTED_PROXIES: "10.0.0.1" })).toHaveLength(1);
  expect(trustedProxies({ THREADLINE_TRUSTED_PROXIES: "nonsense" })).toEqual([]);
});

describe("addressKey", () => {
  it("keys IPv4 by address and IPv6 by its /64", () => {
    expect(addressKey(parseAddress("198.51.100.4")!)).toBe("198.51.100.4");
    expect(addressKey(parseAddress("2001:db8:1:2:aaaa:bbbb:cccc:dddd")!)).toBe("2001:db8:1:2::/64");
    expect(addressKey(parseAddress("2001:db8:1:2::1")!)).toBe(addressKey(parseAddress("2001:db8:1:2:ffff::9")!));
    expect(addressKey(parseAddress("2001:db8:1:3::1")!)).not.toBe(addressKey(parseAddress("2001:db8:1:2::1")!));
  });
});

describe("clientKey", () => {
  it("is the socket's address without trusted proxies, whatever X-Forwarded-For says", () => {
    expect(key("198.51.100.4", "203.0.113.9")).toBe("198.51.100.4");
    expect(key("127.0.0.1", "1.1.1.1, 2.2.2.2")).toBe("127.0.0.1");
    expect(key("::ffff:127.0.0.1", null)).toBe("127.0.0.1");
  });

  it("fails safe to one shared key without the socket's address", () => {
    expect(key(null, "203.0.113.9")).toBe(UNKNOWN_CLIENT);
    expect(key("", "203.0.113.9", "loopback")).toBe(UNKNOWN_CLIENT);
    expect(key("garbage", "203.0.113.9", "loopback")).toBe(UNKNOWN_CLIENT);
  });

  it("behind trusted proxies, takes the first untrusted address from the right", () => {
    expect(key("127.0.0.1", "203.0.113.9", "loopback")).toBe("203.0.113.9");
    // The client wrote the first entry; the proxy appended what it saw.
    expect(key("10.0.0.2", "6.6.6.6, 203.0.113.9", "10.0.0.0/8")).toBe("203.0.113.9");
    // Two trusted hops: the load balancer (10.0.0.2) behind a CDN edge (10.1.0.1).
    expect(key("10.0.0.2", "6.6.6.6, 203.0.113.9, 10.1.0.1", "private")).toBe("203.0.113.9");
    expect(key("10.0.0.2", "203.0.113.9:4711", "private")).toBe("203.0.113.9");
    expect(key("10.0.0.2", "[2001:db8::5]:443", "private")).toBe("2001:db8::/64");
  });

  it("does not trust X-Forwarded-For from a socket that is no trusted proxy", () => {
    expect(key("198.51.100.4", "203.0.113.9", "10.0.0.0/8")).toBe("198.51.100.4");
  });

  it("stops at the proxy that passed an entry that is no address, or no entry at all", () => {
    expect(key("10.0.0.2", "6.6.6.6, unknown", "private")).toBe("10.0.0.2");
    expect(key("10.0.0.2", null, "private")).toBe("10.0.0.2");
    expect(key("10.0.0.2", "10.0.0.3", "private")).toBe("10.0.0.3");
  });

  it("keys IPv6 clients by their /64", () => {
    expect(key("2001:db8:0:1::a", null)).toBe("2001:db8:0:1::/64");
    expect(key("::1", "2001:db8:0:1:ffff::1", "loopback")).toBe("2001:db8:0:1::/64");
  });

  const v4 = fc.tuple(fc.nat(255), fc.nat(255), fc.nat(255), fc.nat(255)).map((o) => o.join("."));
  const v6 = fc.ipV6();
  const anyHop = fc.oneof(v4, v6, fc.string({ maxLength: 20 }));
  const forwarded = fc.array(anyHop, { maxLength: 8 }).map((hops) => hops.join(", "));

  it("without trusted proxies, no X-Forwarded-For changes the key", () => {
    fc.assert(
      fc.property(fc.oneof(v4, v6), forwarded, (socket, xff) => key(socket, xff) === key(socket, null)),
      { numRuns: 2000 },
    );
  });

  it("behind a trusted proxy, what the client writes left of the proxy's entry never counts", () => {
    fc.assert(
      fc.property(forwarded, v4.filter((a) => !a.startsWith("10.")), (written, seen) => {
        const xff = written === "" ? seen : `${written}, ${seen}`;
        return key("10.0.0.2", xff, "10.0.0.0/8") === seen;
      }),
      { numRuns: 2000 },
    );
  });
});
