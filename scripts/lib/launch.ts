// Whether `npm start` may serve on the interface asked for, and the URLs it prints and
// probes. Reachable from other machines means someone must sign in, unless the user insists.
import { authSettingsProblems, readAuthSettings, signInRequired } from "../../core/auth/settings";

type Env = Record<string, string | undefined>;

export const DEFAULT_HOST = "127.0.0.1";

/** The interface as given, without the brackets an IPv6 address may be written with. */
export function readHost(env: Env): string {
  const raw = env.HOST?.trim() || DEFAULT_HOST;
  return raw.startsWith("[") && raw.endsWith("]") ? raw.slice(1, -1) : raw;
}

/** Only this machine can connect: the 127/8 block, ::1 and the name localhost. */
export function isLoopbackHost(host: string): boolean {
  const h = host.toLowerCase();
  if (h === "localhost" || h === "::1" || h === "0:0:0:0:0:0:0:1") return true;
  const v4 = /^(\d{1,3})\.(\d{1,3})\.(\d{1,3})\.(\d{1,3})$/.exec(h.replace(/^::ffff:/, ""));
  return v4 !== null && v4[1] === "127" && v4.slice(2).every((part) => Number(part) <= 255);
}

const isWildcard = (host: string) => host === "0.0.0.0" || host === "::";
const urlHost = (host: string) => (host.includes(":") ? `[${host}]` : host);

/** Where the launcher checks the app answers: a wildcard bind answers on loopback too. */
export function probeUrl(host: string, port: number): string {
  const reachable = host === "::" ? "::1" : isWildcard(host) ? DEFAULT_HOST : host;
  return `http://${urlHost(reachable)}:${port}/`;
}

/** What the launcher prints: the bound interface itself, and a usable URL for a wildcard. */
export function displayUrl(host: string, port: number): string {
  if (isWildcard(host)) return `${probeUrl(host, port).slice(0, -1)} (listening on every interface, ${host})`;
  return `http://${urlHost(host)}:${port}`;
}

const insists = (raw: string | undefined) => ["1", "true", "yes"].includes(raw?.trim().toLowerCase() ?? "");

/** Why the app must not start with this environment, one sentence each; empty when it may. */
export function launchRefusals(env: Env): string[] {
  const host = readHost(env);
  return refusals(env, { setting: "HOST", bound: `HOST=${host}`, host, instead: "" });
}

/** Next's standalone server listens on HOSTNAME, every interface when unset. */
export const STANDALONE_DEFAULT_HOSTNAME = "0.0.0.0";

/**
 * Why the standalone server (what a deployment runs, without the launcher) must not serve this
 * environment: the same rules, for the interface it listens on.
 */
export function standaloneRefusals(env: Env): string[] {
  const host = env.HOSTNAME?.trim() || STANDALONE_DEFAULT_HOSTNAME;
  return refusals(env, { setting: "HOSTNAME", bound: `HOSTNAME=${host}`, host, instead: "" });
}

/**
 * The arguments after `next start` when this process is that command (`next start` runs the
 * server in its own process), else null. `next start` binds its -H, not HOSTNAME.
 */
export function nextStartArguments(argv: readonly string[]): string[] | null {
  const script = (argv[1] ?? "").replace(/\.js$/, "");
  if (!/(^|[\\/])next$/.test(script)) return null;
  const command = argv.slice(2).findIndex((arg) => !arg.startsWith("-"));
  return command >= 0 && argv[2 + command] === "start" ? argv.slice(3 + command) : null;
}

/** The value of `-H`/`--hostname` (the last one, as Next's parser takes it), or null without one. */
export function nextStartHostname(args: readonly string[]): string | null {
  let hostname: string | null = null;
  for (let i = 0; i < args.length; i++) {
    const arg = args[i]!;
    if (arg === "--") break;
    if (arg === "-H" || arg === "--hostname") hostname = args[++i] ?? "";
    else if (arg.startsWith("--hostname=")) hostname = arg.slice("--hostname=".length);
    else if (arg.startsWith("-H")) hostname = arg.slice(2);
  }
  return hostname;
}

const NEXT_START_INSTEAD =
  " To serve this machine only, start it with -H 127.0.0.1, or use `npm start` (which listens on HOST, 127.0.0.1 unless set) " +
  "or the standalone server `node .next/standalone/server.js` (which listens on HOSTNAME).";

/**
 * Why the production server this process runs must not serve: `next start` by its -H
 * (every interface without one), the standalone server by HOSTNAME.
 */
export function serverRefusals(argv: readonly string[], env: Env): string[] {
  const args = nextStartArguments(argv);
  if (args === null) return standaloneRefusals(env);
  const hostname = nextStartHostname(args);
  if (hostname === null) return refusals(env, { setting: "next start -H", bound: "next start without -H (every interface)", host: "::", instead: NEXT_START_INSTEAD });
  const host = hostname.startsWith("[") && hostname.endsWith("]") ? hostname.slice(1, -1) : hostname;
  return refusals(env, { setting: "next start -H", bound: `next start -H ${hostname}`, host, instead: NEXT_START_INSTEAD });
}

interface Binding {
  /** The setting that names the interface, for a refusal of its value. */
  setting: string;
  /** How the interface was asked for, as the operator wrote it. */
  bound: string;
  host: string;
  /** What else the operator could run, appended to a refusal of the interface. */
  instead: string;
}

function refusals(env: Env, { setting, bound, host, instead }: Binding): string[] {
  const refusals = authSettingsProblems(env);
  if (!/^[A-Za-z0-9.:%-]+$/.test(host)) refusals.push(`${setting} must be an interface address or host name, got "${host}".`);
  else if (!isLoopbackHost(host) && !signInRequired(readAuthSettings(env)) && !insists(env.THREADLINE_ALLOW_ANONYMOUS)) {
    refusals.push(
      `${bound} lets other machines reach Threadline, and no sign-in is configured. Set THREADLINE_PASSWORD ` +
        "and THREADLINE_SESSION_SECRET (password sign-in) or THREADLINE_AUTH_HEADER (behind an SSO proxy), " +
        `or THREADLINE_ALLOW_ANONYMOUS=1 to serve it without sign-in anyway.${instead}`,
    );
  }
  return refusals;
}
