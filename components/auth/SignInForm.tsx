import { useTranslations } from "next-intl";
import type { MessageKey } from "@/core/i18n/translate";

// A plain HTML form: signing in works before (and without) any script, and the password
// goes to the route handler only, never into client state.

export type SignInProblem = "wrong-password" | "too-many-attempts";

/** The `?error=` the sign-in handler sends back with. */
export function parseSignInProblem(raw: unknown): SignInProblem | null {
  if (raw === "wrong") return "wrong-password";
  if (raw === "busy") return "too-many-attempts";
  return null;
}

function problemKey(problem: SignInProblem): MessageKey {
  switch (problem) {
    case "wrong-password":
      return "signin.wrongPassword";
    case "too-many-attempts":
      return "signin.tooManyAttempts";
    default: {
      const never: never = problem;
      return never;
    }
  }
}

export function SignInForm({ next, problem }: { next: string; problem: SignInProblem | null }) {
  const t = useTranslations();
  return (
    <main className="flex min-h-dvh items-center justify-center p-6">
      <form method="post" action="/auth/signin" className="flex w-full max-w-sm flex-col gap-4 rounded-xl border border-line bg-panel p-6">
        <h1 className="text-lg font-semibold">{t("signin.heading")}</h1>
        {problem ? (
          <p role="alert" className="rounded-md border border-red-300 bg-red-50 px-3 py-2 text-sm text-red-900 dark:border-red-900 dark:bg-red-950 dark:text-red-100">
            {t(problemKey(problem))}
          </p>
        ) : null}
        <input type="hidden" name="next" value={next} />
        <label className="flex flex-col gap-1 text-sm">
          {t("signin.password")}
          <input
            type="password"
            name="password"
            required
            autoFocus
            autoComplete="current-password"
            className="rounded-md border border-line bg-canvas px-3 py-2 text-base"
          />
        </label>
        <button type="submit" className="rounded-md bg-accent px-3 py-2 text-sm font-medium text-on-accent">
          {t("signin.submit")}
        </button>
      </form>
    </main>
  );
}
