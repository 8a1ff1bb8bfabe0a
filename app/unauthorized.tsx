import { useTranslations } from "next-intl";
import { readAuthSettings } from "@/core/auth/settings";

// Answered with 401 when the workspace has no sign-in page to send to (app/_server/access.ts).
export default function Unauthorized() {
  const t = useTranslations();
  const { authHeader } = readAuthSettings(process.env);
  return (
    <main className="flex min-h-dvh flex-col items-center justify-center gap-3 p-8 text-center">
      {authHeader ? (
        <>
          <h1 className="text-lg font-semibold">{t("errorPage.ssoHeading")}</h1>
          <p className="max-w-md text-sm text-muted">{t("errorPage.ssoBody")}</p>
        </>
      ) : (
        <>
          <h1 className="text-lg font-semibold">{t("errorPage.embedOnlyHeading")}</h1>
          <p className="max-w-md text-sm text-muted">{t("errorPage.embedOnlyBody")}</p>
        </>
      )}
    </main>
  );
}
