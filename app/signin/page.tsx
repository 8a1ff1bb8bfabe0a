import type { Metadata } from "next";
import { redirect, unauthorized } from "next/navigation";
import { getTranslations } from "next-intl/server";
import { parseSignInProblem, SignInForm } from "@/components/auth/SignInForm";
import { workspaceAccess } from "@/core/auth/access";
import { safeNextPath } from "@/core/auth/next-path";
import { readAuthSettings } from "@/core/auth/settings";
import { currentIdentity } from "@/app/_server/identity";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations();
  return { title: t("signin.title") };
}

type SearchParams = Promise<Record<string, string | string[] | undefined>>;

export default async function SignInPage({ searchParams }: { searchParams: SearchParams }) {
  const params = await searchParams;
  const next = safeNextPath(params.next);
  const access = workspaceAccess(await currentIdentity(), readAuthSettings(process.env));
  switch (access.kind) {
    // Signed in already, or no sign-in configured.
    case "allowed":
      return redirect(next);
    case "unauthorized":
      return unauthorized();
    case "sign-in":
      return <SignInForm next={next} problem={parseSignInProblem(params.error)} />;
    default: {
      const never: never = access;
      return never;
    }
  }
}
