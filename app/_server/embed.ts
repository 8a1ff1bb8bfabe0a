import { unauthorized } from "next/navigation";
import { embedAllowed } from "@/core/auth/access";
import type { Identity } from "@/core/auth/identity";
import { currentIdentity } from "./identity";

type SearchParams = Promise<Record<string, string | string[] | undefined>>;

/**
 * The embed page's `?token=` and who it names, once it is known to open `threadId` (null: a
 * new chat); otherwise this render ends with the 401 "link has expired" page.
 */
export async function requireEmbedAccess(searchParams: SearchParams, threadId: string | null): Promise<{ token: string | null; identity: Identity }> {
  const raw = (await searchParams).token;
  const token = typeof raw === "string" && raw !== "" ? raw : null;
  const identity = await currentIdentity(token);
  if (identity === null || !embedAllowed(identity, threadId)) unauthorized();
  return { token, identity };
}
