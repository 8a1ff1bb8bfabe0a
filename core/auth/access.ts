// What the pages do with an identity (core/auth/identity.ts). The API proxy makes its own
// decisions; these are the workspace's and the embed pages'.
import { siteOf } from "../security/request-origin";
import type { Identity } from "./identity";
import type { AuthSettings } from "./settings";

/** Who may see the workspace: an embed token opens embed pages only. */
export type WorkspaceIdentity = Exclude<Identity, { kind: "embed" }>;

export type WorkspaceAccess =
  | { kind: "allowed"; identity: WorkspaceIdentity }
  /** Send to the password sign-in page. */
  | { kind: "sign-in" }
  /** No sign-in page to send to: the SSO proxy signs people in, or only embedding is on. */
  | { kind: "unauthorized" };

export function workspaceAccess(identity: Identity | null, settings: AuthSettings): WorkspaceAccess {
  if (identity !== null && identity.kind !== "embed") return { kind: "allowed", identity };
  return settings.password ? { kind: "sign-in" } : { kind: "unauthorized" };
}

/**
 * Whether an embed page for `threadId` (null: a new chat) may open. A token limited to one
 * thread opens that thread only; without any identity nothing opens.
 */
export function embedAllowed(identity: Identity | null, threadId: string | null): boolean {
  if (identity === null) return false;
  switch (identity.kind) {
    case "anonymous":
    case "password":
    case "header":
      return true;
    case "embed":
      return identity.threadId === null || identity.threadId === threadId;
    default: {
      const never: never = identity;
      return never;
    }
  }
}

/**
 * A form another site made the browser post (sign-in, sign-out): refused, by the same rule as
 * the API proxy's (a foreign Origin or cross-site fetch metadata). `protocol` is the one the
 * request reached this server with.
 */
export function isCrossSiteForm(headers: Headers, protocol: string): boolean {
  return siteOf(headers, protocol).kind === "refuse";
}
