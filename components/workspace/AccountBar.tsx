import { useTranslations } from "next-intl";
import type { WorkspaceIdentity } from "@/core/auth/access";

/** Who is signed in, at the foot of the sidebar; nothing when no sign-in is configured. */
export function AccountBar({ identity }: { identity: WorkspaceIdentity }) {
  const t = useTranslations();
  switch (identity.kind) {
    case "anonymous":
      return null;
    case "password":
      return (
        <div className="flex items-center justify-between gap-2 border-t border-line px-4 py-2 text-xs text-muted">
          <span>{t("sidebar.signedIn")}</span>
          {/* A form post, not a fetch: the session cookie is HttpOnly and only the server clears it. */}
          <form method="post" action="/auth/signout">
            <button type="submit" className="rounded-md border border-line px-2 py-1 hover:bg-canvas">
              {t("sidebar.signOut")}
            </button>
          </form>
        </div>
      );
    case "header":
      // The SSO proxy in front owns the session: signing out happens there.
      return (
        <p className="truncate border-t border-line px-4 py-2 text-xs text-muted" title={t("sidebar.ssoSignOut")}>
          {t.rich("sidebar.signedInAs", { user: identity.userId, b: (chunks) => <span className="font-medium text-ink">{chunks}</span> })}
        </p>
      );
    default: {
      const never: never = identity;
      return never;
    }
  }
}
