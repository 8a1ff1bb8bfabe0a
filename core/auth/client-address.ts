// Who is guessing passwords: the address the connection came from, never a header a client
// may write. Behind proxies the deployment names (THREADLINE_TRUSTED_PROXIES), the address the
// nearest untrusted hop was seen with: X-Forwarded-For read from the right, past those proxies.
import ipaddr from "ipaddr.js";

type Address = ipaddr.IPv4 | ipaddr.IPv6;
type Cidr = [Address, number];

/** Set by instrumentation.ts to the socket's address, over anything a client sent in it. */
export const CLIENT_ADDRESS_HEADER = "x-threadline-client-address";

/** The key of every client whose address is unknown: they share one brake. */
export const UNKNOWN_CLIENT = "unknown";

/** Named ranges for THREADLINE_TRUSTED_PROXIES, as CIDR blocks of both families. */
const NAMED: Record<string, readonly string[]> = {
  loopback: ["127.0.0.0/8", "::1/128"],
  linklocal: ["169.254.0.0/16", "fe80::/10"],
  private: ["10.0.0.0/8", "172.16.0.0/12", "192.168.0.0/16", "fc00::/7"],
};

// X-Forwarded-For entries read at most: a longer chain is no deployment's.
const MAX_HOPS = 32;
const FOUR_PART = /^\d{1,3}(\.\d{1,3}){3}$/;

/**
 * An address as written in the standard way (dotted IPv4 of four decimal parts, IPv6 with an
 * optional zone), IPv4-mapped IPv6 turned into IPv4; null for anything else ("127.1", names).
 */
export function parseAddress(raw: string): Address | null {
  const text = raw.trim();
  if (FOUR_PART.test(text)) return ipaddr.IPv4.isValidFourPartDecimal(text) ? ipaddr.IPv4.parse(text) : null;
  if (!text.includes(":") || !ipaddr.IPv6.isValid(text)) return null;
  const v6 = ipaddr.IPv6.parse(text);
  return v6.isIPv4MappedAddress() ? v6.toIPv4Address() : v6;
}

/** An X-Forwarded-For entry: an address, maybe with a port ("1.2.3.4:5", "[::1]:5"). */
function parseHop(raw: string): Address | null {
  const text = raw.trim();
  const bracketed = /^\[([^\]]+)\](?::\d{1,5})?$/.exec(text);
  if (bracketed) return parseAddress(bracketed[1]!);
  const v4WithPort = /^([\d.]+):\d{1,5}$/.exec(text);
  return parseAddress(v4WithPort ? v4WithPort[1]! : text);
}

function parseCidr(raw: string): Cidr[] | null {
  const named = NAMED[raw.toLowerCase()];
  if (named) return named.map((block) => ipaddr.parseCIDR(block));
  const [host, bits, ...rest] = raw.split("/");
  const address = parseAddress(host ?? "");
  if (address === null || rest.length > 0) return null;
  const max = address.kind() === "ipv4" ? 32 : 128;
  if (bits === undefined) return [[address, max]];
  if (!/^\d{1,3}$/.test(bits) || Number(bits) > max) return null;
  return [[address, Number(bits)]];
}

export interface TrustedProxies {
  ranges: readonly Cidr[];
  /** Entries that are neither an address, a CIDR range nor a name. */
  invalid: readonly string[];
}

/** THREADLINE_TRUSTED_PROXIES: addresses, CIDR ranges and the names loopback, linklocal, private. */
export function parseTrustedProxies(raw: string | undefined): TrustedProxies {
  const ranges: Cidr[] = [];
  const invalid: string[] = [];
  for (const entry of (raw ?? "").split(/[\s,]+/).filter(Boolean)) {
    const parsed = parseCidr(entry);
    if (parsed === null) invalid.push(entry);
    else ranges.push(...parsed);
  }
  return { ranges, invalid };
}

const isTrusted = (address: Address, ranges: readonly Cidr[]) =>
  ranges.some(([range, bits]) => range.kind() === address.kind() && address.match(range, bits));

/** The brake's key for an address: IPv4 as is, IPv6 by its /64 (one subscriber holds a whole /64). */
export function addressKey(address: Address): string {
  if (address.kind() === "ipv4") return address.toString();
  const bytes = address.toByteArray().map((byte, i) => (i < 8 ? byte : 0));
  return `${ipaddr.fromByteArray(bytes).toString()}/64`;
}

let cached: { raw: string | undefined; ranges: readonly Cidr[] } | null = null;

/** The proxies the deployment trusts to name the client (read per request, parsed once per value). */
export function trustedProxies(env: Record<string, string | undefined>): readonly Cidr[] {
  const raw = env.THREADLINE_TRUSTED_PROXIES;
  if (cached === null || cached.raw !== raw) cached = { raw, ranges: parseTrustedProxies(raw).ranges };
  return cached.ranges;
}

export interface ClientInput {
  /** The socket's address, from CLIENT_ADDRESS_HEADER; null when it is missing. */
  socketAddress: string | null;
  forwardedFor: string | null;
  trusted: readonly Cidr[];
}

/**
 * The key a client's guesses are counted under. The socket's address, unless it is a trusted
 * proxy: then X-Forwarded-For from the right, skipping trusted proxies; the first untrusted
 * entry is the client. An entry that is no address ends the walk at the proxy that passed it.
 */
export function clientKey({ socketAddress, forwardedFor, trusted }: ClientInput): string {
  const socket = socketAddress === null ? null : parseAddress(socketAddress);
  if (socket === null) return UNKNOWN_CLIENT;
  let client = socket;
  const hops = (forwardedFor ?? "").split(",").reverse().slice(0, MAX_HOPS);
  for (const hop of hops) {
    if (!isTrusted(client, trusted)) break;
    const next = parseHop(hop);
    if (next === null) break;
    client = next;
  }
  return addressKey(client);
}
