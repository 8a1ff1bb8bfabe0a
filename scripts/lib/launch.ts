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
  return refusals(env, "HOST", readHost(env));
}

/** Next's standalone server listens on HOSTNAME, every interface when unset. */
export const STANDALONE_DEFAULT_HOSTNAME = "0.0.0.0";

/**
 * Why the standalone server (what a deployment runs, without the launcher) must not serve this
 * environment: the same rules, for the interface it listens on.
 */
export function standaloneRefusals(env: Env): string[] {
  return refusals(env, "HOSTNAME", env.HOSTNAME?.trim() || STANDALONE_DEFAULT_HOSTNAME);
}

function refusals(env: Env, variable: string, host: string): string[] {
  const refusals = authSettingsProblems(env);
  if (!/^[A-Za-z0-9.:%-]+$/.test(host)) refusals.push(`${variable} must be an interface address or host name, got "${host}".`);
  else if (!isLoopbackHost(host) && !signInRequired(readAuthSettings(env)) && !insists(env.THREADLINE_ALLOW_ANONYMOUS)) {
    refusals.push(
      `${variable}=${host} lets other machines reach Threadline, and no sign-in is configured. Set THREADLINE_PASSWORD ` +
        "and THREADLINE_SESSION_SECRET (password sign-in) or THREADLINE_AUTH_HEADER (behind an SSO proxy), " +
        "or THREADLINE_ALLOW_ANONYMOUS=1 to serve it without sign-in anyway.",
    );
  }
  return refusals;
}
