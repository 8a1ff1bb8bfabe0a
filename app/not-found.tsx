import Link from "next/link";

export default function NotFound() {
  return (
    <main className="flex h-full flex-col items-center justify-center gap-3 p-8 text-center">
      <h1 className="text-lg font-semibold">Page not found</h1>
      <Link href="/" className="text-[var(--color-accent)] underline">
        Start a new chat
      </Link>
    </main>
  );
}
