import { standaloneRefusals } from "@/scripts/lib/launch";

/** Stops the standalone server when its environment would serve every interface without sign-in. */
export function refuseUnsafeStart(): void {
  const refusals = standaloneRefusals(process.env);
  if (refusals.length === 0) return;
  for (const line of refusals) console.error(`[threadline] ${line}`);
  process.exit(1);
}
