import { headers } from "next/headers";
import { redirect, unauthorized } from "next/navigation";
import { workspaceAccess, type WorkspaceIdentity } from "@/core/auth/access";
import { REQUEST_PATH_HEADER, signInPath } from "@/core/auth/next-path";
import { readAuthSettings } from "@/core/auth/settings";
import { currentIdentity } from "./identity";

/**
 * Who is looking at the workspace, or the end of this render: to sign-in (and back here
 * afterwards), or a 401 page when only the SSO proxy can sign people in.
 */
export async function requireWorkspaceIdentity(): Promise<WorkspaceIdentity> {
  const access = workspaceAccess(await currentIdentity(), readAuthSettings(process.env));
  switch (access.kind) {
    case "allowed":
      return access.identity;
    case "sign-in":
      return redirect(signInPath((await headers()).get(REQUEST_PATH_HEADER) ?? "/"));
    case "unauthorized":
      return unauthorized();
    default: {
      const never: never = access;
      return never;
    }
  }
}
