import { serverRefusals } from "@/scripts/lib/launch";

/**
 * Stops the production server when it would serve every interface without sign-in: the
 * standalone server by HOSTNAME, `next start` by its -H.
 */
export function refuseUnsafeStart(): void {
  const refusals = serverRefusals(process.argv, process.env);
  if (refusals.length === 0) return;
  for (const line of refusals) console.error(`[threadline] ${line}`);
  process.exit(1);
}
