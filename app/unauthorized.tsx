import { readAuthSettings } from "@/core/auth/settings";

// Answered with 401 when the workspace has no sign-in page to send to (app/_server/access.ts).
export default function Unauthorized() {
  const { authHeader } = readAuthSettings(process.env);
  return (
    <main className="flex min-h-dvh flex-col items-center justify-center gap-3 p-8 text-center">
      {authHeader ? (
        <>
          <h1 className="text-lg font-semibold">Sign in through your organisation</h1>
          <p className="max-w-md text-sm text-muted">
            This Threadline signs you in through your organisation&apos;s sign-in proxy, and this request did not come
            through it. Open Threadline at the address your organisation gave you, or ask its administrator.
          </p>
        </>
      ) : (
        <>
          <h1 className="text-lg font-semibold">Nothing to see here</h1>
          <p className="max-w-md text-sm text-muted">This Threadline only serves chats embedded in other sites.</p>
        </>
      )}
    </main>
  );
}
