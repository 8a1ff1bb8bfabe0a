import { cookies, headers } from "next/headers";
import { bearerToken, identify, type Identity } from "@/core/auth/identity";
import { readAuthSettings } from "@/core/auth/settings";
import { SESSION_COOKIE } from "@/core/auth/tokens";

/**
 * Who the current request (page or route handler) comes from; null when not signed in.
 * `embedToken` is an embed page's `?token=`; API calls send theirs as a bearer token.
 */
export async function currentIdentity(embedToken: string | null = null): Promise<Identity | null> {
  const [h, c] = await Promise.all([headers(), cookies()]);
  return identify(
    { headers: h, session: c.get(SESSION_COOKIE)?.value ?? null, embedToken: embedToken ?? bearerToken(h) },
    readAuthSettings(process.env),
  );
}
