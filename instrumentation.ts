// Runs once when the production server starts. `npm start` checks the environment before it
// starts the server; a deployment runs the standalone server directly, which would otherwise
// serve every interface (its default) without sign-in.
export async function register(): Promise<void> {
  if (process.env.NEXT_RUNTIME !== "nodejs" || process.env.NODE_ENV !== "production") return;
  const { standaloneRefusals } = await import("./scripts/lib/launch");
  const refusals = standaloneRefusals(process.env);
  if (refusals.length === 0) return;
  for (const line of refusals) console.error(`[threadline] ${line}`);
  process.exit(1);
}
