// Waiting for a server a launcher started: `npm start` for its web app, the e2e launcher for
// every server of a run, the benchmarks for theirs.

/** Resolves once `url` answers below 500; throws when `child` exits first or time runs out. */
export async function waitForHttp(url: string, child: { exitCode: number | null }, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`it exited with code ${child.exitCode}`);
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(5_000) });
      await response.body?.cancel();
      if (response.status < 500) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`it did not answer at ${url} within ${timeoutMs / 1000} s`);
}
