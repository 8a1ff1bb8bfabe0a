// The e2e servers as a list the launcher (launch.ts) starts at once, and Playwright's one
// webServer entry that runs it.
import { z } from "zod";

const entrySchema = z.object({
  name: z.string().min(1),
  command: z.string().min(1),
  /** Up once this answers with a status below 500. */
  url: z.url(),
  env: z.record(z.string(), z.string()).default({}),
  /** Another entry's name: this one starts once that one is up. */
  after: z.string().optional(),
  timeoutMs: z.number().int().positive().default(120_000),
  /** Its standard output is shown only when asked for, as Playwright does; errors always. */
  stdout: z.enum(["pipe", "ignore"]).default("ignore"),
});

export type ServerEntry = z.infer<typeof entrySchema>;
export type ServerEntryInput = z.input<typeof entrySchema>;

/** The list from E2E_SERVERS; throws on anything else, since the run cannot go on without it. */
export function parseServerList(json: string | undefined): ServerEntry[] {
  const list = z.array(entrySchema).parse(JSON.parse(json ?? "null"));
  const names = new Set<string>();
  for (const entry of list) {
    if (names.has(entry.name)) throw new Error(`two e2e servers are named ${entry.name}`);
    if (entry.after !== undefined && !names.has(entry.after)) throw new Error(`${entry.name} waits for ${entry.after}, which is not listed before it`);
    names.add(entry.name);
  }
  return list;
}

/** Playwright's webServer entry: the launcher with the list, ready once every server is. */
export function launcher(entries: ServerEntryInput[], readyPort: number) {
  return {
    command: "node_modules/.bin/tsx e2e/support/launch.ts",
    url: `http://127.0.0.1:${readyPort}/`,
    // A build (when the sources changed), then every server on a loaded machine.
    timeout: 420_000,
    reuseExistingServer: false,
    stdout: "pipe" as const,
    env: { E2E_SERVERS: JSON.stringify(entries), E2E_LAUNCHER_PORT: String(readyPort) },
  };
}
