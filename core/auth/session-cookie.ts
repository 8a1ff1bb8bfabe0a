// The password session's cookie, as Set-Cookie values. HttpOnly: scripts never read it.
// SameSite=Lax: other sites' forms and frames do not carry it. Secure when served over https.
import { SESSION_COOKIE, SESSION_SECONDS } from "./tokens";

/** Whether the browser reached the app over https, directly or through a TLS-ending proxy. */
export function isHttpsRequest(url: string, headers: Headers): boolean {
  // A forged header could only make the cookie stricter, never looser.
  const forwarded = headers.get("x-forwarded-proto")?.split(",")[0]?.trim().toLowerCase();
  return forwarded === "https" || new URL(url).protocol === "https:";
}

const attributes = (secure: boolean) => `Path=/; HttpOnly; SameSite=Lax${secure ? "; Secure" : ""}`;

export function sessionCookie(token: string, secure: boolean): string {
  return `${SESSION_COOKIE}=${token}; Max-Age=${SESSION_SECONDS}; ${attributes(secure)}`;
}

export function clearedSessionCookie(secure: boolean): string {
  return `${SESSION_COOKIE}=; Max-Age=0; ${attributes(secure)}`;
}
