import { ReducedValue } from "@langchain/langgraph";
import { z } from "zod";
import { type DelegationEntry, mergeLedger, TERMINAL_STATUSES } from "./ledger";

const entrySchema = z.object({
  id: z.string(),
  run_id: z.string().optional(),
  description: z.string(),
  subagent_type: z.string(),
  status: z.enum(["in_progress", ...TERMINAL_STATUSES]),
  result_brief: z.string().optional(),
  result_sha256: z.string().optional(),
  result_ref: z.string().optional(),
  stop_reason: z.enum(["token_capped", "turn_capped", "loop_capped"]).optional(),
  created_at: z.string(),
}) satisfies z.ZodType<DelegationEntry>;

/**
 * The `delegations` channel. Optional, as createAgent requires of middleware state: a new
 * thread has no ledger until its first delegation.
 */
export const delegationsChannel = new ReducedValue(z.array(entrySchema).optional(), {
  inputSchema: z.array(entrySchema).optional(),
  reducer: (current, update) => mergeLedger(current, update),
});
