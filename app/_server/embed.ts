import { unauthorized } from "next/navigation";
import { embedAllowed } from "@/core/auth/access";
import { currentIdentity } from "./identity";

type SearchParams = Promise<Record<string, string | string[] | undefined>>;

/**
 * The embed page's `?token=`, once it is known to open `threadId` (null: a new chat);
 * otherwise this render ends with the 401 "link has expired" page.
 */
export async function requireEmbedAccess(searchParams: SearchParams, threadId: string | null): Promise<string | null> {
  const raw = (await searchParams).token;
  const token = typeof raw === "string" && raw !== "" ? raw : null;
  if (!embedAllowed(await currentIdentity(token), threadId)) unauthorized();
  return token;
}
