// Answered with 401 when an embed page's token is missing, invalid, expired or limited to
// another thread (app/_server/embed.ts).
export default function EmbedUnauthorized() {
  return (
    <main className="flex h-dvh flex-col items-center justify-center gap-2 p-6 text-center">
      <h1 className="text-base font-semibold">This chat link has expired</h1>
      <p className="max-w-sm text-sm text-muted">
        It is no longer valid, or not valid for this chat. Reload the page it came from to get a new one.
      </p>
    </main>
  );
}
