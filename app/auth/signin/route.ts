// The sign-in form's target: checks the password and sets the session cookie. Answers with
// 303 redirects so the browser's back button never re-posts the password.
import { isCrossSiteForm } from "@/core/auth/access";
import { CLIENT_ADDRESS_HEADER, clientKey, trustedProxies } from "@/core/auth/client-address";
import { GuessBrake } from "@/core/auth/guess-brake";
import { safeNextPath } from "@/core/auth/next-path";
import { passwordMatches } from "@/core/auth/password";
import { isHttpsRequest, sessionCookie } from "@/core/auth/session-cookie";
import { readAuthSettings } from "@/core/auth/settings";
import { signSession } from "@/core/auth/tokens";
import { seeOther } from "@/app/_server/see-other";

export const dynamic = "force-dynamic";

const MAX_FORM_BYTES = 16 * 1024;
// Per process. The client is the socket's address (instrumentation.ts), or behind the proxies
// THREADLINE_TRUSTED_PROXIES names, the address they saw; IPv6 by its /64.
const brake = new GuessBrake({ maxFailures: 10, windowMs: 60_000, maxClients: 10_000 });
const clientOf = (headers: Headers) =>
  clientKey({
    socketAddress: headers.get(CLIENT_ADDRESS_HEADER),
    forwardedFor: headers.get("x-forwarded-for"),
    trusted: trustedProxies(process.env),
  });

export async function POST(request: Request): Promise<Response> {
  if (isCrossSiteForm(request.headers, new URL(request.url).protocol)) return new Response("Sign-in from another site is refused.", { status: 403 });
  const settings = readAuthSettings(process.env);
  if (!settings.password || !settings.sessionSecret) return seeOther("/signin");
  if (Number(request.headers.get("content-length") ?? 0) > MAX_FORM_BYTES) return new Response(null, { status: 413 });
  const form = await request.formData().catch(() => null);
  const next = safeNextPath(form?.get("next"));
  const retry = (error: "wrong" | "busy") => seeOther(`/signin?error=${error}${next === "/" ? "" : `&next=${encodeURIComponent(next)}`}`);

  const client = clientOf(request.headers);
  const now = Date.now();
  if (brake.waitMs(client, now) > 0) return retry("busy");
  if (!(await passwordMatches(form?.get("password"), settings.password))) {
    brake.fail(client, now);
    return retry("wrong");
  }
  brake.succeed(client);
  const token = await signSession(settings.sessionSecret, now);
  return seeOther(next, sessionCookie(token, isHttpsRequest(request.url, request.headers)));
}
