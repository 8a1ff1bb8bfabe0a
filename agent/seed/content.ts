import { type Random } from "./random";

// Texts of a seeded thread: what a team working with an agent over weeks would plausibly say.
// Pools, not prose generation: varied enough to look real and to vary answer lengths.

const TOPICS = [
  "the vector database comparison",
  "the rate limiter for the public API",
  "the Postgres 16 migration",
  "the onboarding email sequence",
  "the flaky checkout end-to-end test",
  "the caching layer in front of search",
  "the quarterly cost report",
  "the SSE proxy timeouts",
  "the mobile release checklist",
  "the incident review of the outage on Tuesday",
  "the pricing page experiment",
  "the data retention policy",
  "the webhook retry logic",
  "the design system tokens",
  "the CI pipeline duration",
  "the feature flag cleanup",
  "the log volume in staging",
  "the search ranking tweaks",
  "the GDPR export endpoint",
  "the Kafka consumer lag",
];

const ASPECTS = ["latency", "cost", "risk", "rollout", "monitoring", "ownership", "testing", "memory use", "error handling", "documentation", "security", "throughput"];
const OPTIONS = ["option A", "the managed service", "the in-house build", "a queue", "a cron job", "Redis", "Postgres", "a sidecar", "the existing library", "a feature flag"];
const VERBS = ["check", "measure", "compare", "rewrite", "split", "document", "benchmark", "simplify", "review", "monitor"];
const FILES = ["src/server/limits.ts", "infra/terraform/main.tf", "docs/runbook.md", "scripts/migrate.sql", "app/api/webhooks/route.ts", "config/flags.yaml", "services/search/ranker.py", "ci/pipeline.yml"];

const QUESTIONS: ((r: Random, topic: string) => string)[] = [
  (r, t) => `How should we approach ${t}? We mostly care about ${r.pick(ASPECTS)} and ${r.pick(ASPECTS)}.`,
  (r, t) => `Can you compare ${r.pick(OPTIONS)} and ${r.pick(OPTIONS)} for ${t}?`,
  (r, t) => `What are the main risks of ${t}?`,
  (_r, t) => `Summarize where we are on ${t}.`,
  (r, t) => `Write a small TypeScript helper to ${r.pick(VERBS)} ${t.replace(/^the /, "")}.`,
  (r, t) => `Quick one: is ${r.pick(OPTIONS)} good enough for ${t}, or is that overkill?`,
  (r, t) =>
    `I pasted the notes from today's sync below. What should we do next about ${t}?\n\n- ${sentence(r)}\n- ${sentence(r)}\n- ${sentence(r)}\n- ${sentence(r)}`,
  (r, t) => `Draft a short status update on ${t} for the team channel, three bullets at most, focused on ${r.pick(ASPECTS)}.`,
  (r, t) => `Why would ${r.pick(ASPECTS)} get worse after ${t}?`,
  (_r, t) => `thanks. and what about ${t}?`,
];

const DELEGATION_REQUESTS: ((topic: string) => string)[] = [
  (t) => `Please delegate ${t}: research it, prototype the risky part and assess the effort.`,
  (t) => `Can you hand ${t} to the subagents and report back?`,
  (t) => `Delegate a deeper look at ${t}, I need numbers by tomorrow.`,
];

const SUBJECTS = ["The team", "Our dashboard", "The staging cluster", "The last run", "Support", "The vendor", "The on-call engineer", "The benchmark", "The migration script", "Finance"];
const PREDICATES = [
  "reported a 12% regression after the deploy",
  "wants a decision before the planning meeting",
  "could not reproduce the issue locally",
  "shows p99 latency creeping up at peak hours",
  "asked for a rollback plan",
  "flagged the retry storm on Monday",
  "needs the numbers broken down by region",
  "suggested we batch the writes",
  "saw memory growing slowly over a week",
  "confirmed the fix works for the large tenants",
];

export const sentence = (r: Random) => `${r.pick(SUBJECTS)} ${r.pick(PREDICATES)}.`;

export const topic = (r: Random) => r.pick(TOPICS);

export function question(r: Random, subject: string): string {
  return r.pick(QUESTIONS)(r, subject);
}

export function delegationRequest(r: Random, subject: string): string {
  return r.pick(DELEGATION_REQUESTS)(subject);
}

/** Strips markdown markup so the text can be found as rendered text. */
const plain = (text: string) => text.replace(/[`*_[\]#>|]/g, "");

/** A markdown answer of varied length: one line, a list, or a long structured answer. */
export function answer(r: Random, subject: string, request: string): string {
  const shape = r.next();
  const aspect = r.pick(ASPECTS);
  const intro = `${plain(capitalize(subject))}: the short version is to start with ${aspect} and keep the change reversible.`;
  if (shape < 0.25) return `${intro} ${sentence(r)}`;
  const bullets = Array.from({ length: r.int(3, 6) }, () => `- **${capitalize(r.pick(ASPECTS))}**: ${r.pick(VERBS)} it first; ${lower(sentence(r))}`);
  if (shape < 0.7) return [intro, "", ...bullets, "", `Next step: ${r.pick(VERBS)} ${r.pick(OPTIONS)} against the current setup.`].join("\n");
  const rows = Array.from({ length: r.int(2, 4) }, () => `| ${r.pick(OPTIONS)} | ${r.int(2, 90)} ms | ${r.pick(["low", "medium", "high"])} |`);
  const code = [
    "```ts",
    `export async function ${r.pick(VERBS)}Step(input: string[]): Promise<number> {`,
    `  const started = performance.now();`,
    `  for (const item of input) await handle(item);`,
    `  return performance.now() - started;`,
    "}",
    "```",
  ];
  return [
    intro,
    "",
    "## What I would do",
    "",
    ...bullets,
    "",
    "## Numbers",
    "",
    "| option | p50 | risk |",
    "| --- | --- | --- |",
    ...rows,
    "",
    `A sketch of the measurement, to run on ${r.pick(FILES)}:`,
    "",
    ...code,
    "",
    `> ${sentence(r)}`,
    "",
    `That covers ${request.length > 80 ? "the points in your notes" : "what you asked"}; tell me if you want the rollout plan too.`,
  ].join("\n");
}

export function reasoning(r: Random, subject: string): string {
  return `The user is asking about ${subject}. ${sentence(r)} I should look at ${r.pick(ASPECTS)} and ${r.pick(ASPECTS)} before answering, and mention ${r.pick(OPTIONS)}.`;
}

export interface ToolStep {
  name: string;
  args: Record<string, unknown>;
  result: string;
  failed: boolean;
}

export function toolStep(r: Random, subject: string): ToolStep {
  const kind = r.int(0, 3);
  const failed = r.chance(0.06);
  switch (kind) {
    case 0: {
      const query = `${subject.replace(/^the /, "")} ${r.pick(ASPECTS)}`;
      const hits = Array.from({ length: r.int(2, 5) }, (_, i) => `${i + 1}. ${capitalize(r.pick(ASPECTS))} notes on ${r.pick(OPTIONS)} — ${sentence(r)}`);
      return { name: "web_search", args: { query }, result: failed ? "Error: search backend timed out after 10s" : hits.join("\n"), failed };
    }
    case 1: {
      const path = r.pick(FILES);
      const lines = Array.from({ length: r.int(4, 30) }, (_, i) => `${String(i + 1).padStart(3)}  // ${lower(sentence(r))}`);
      return { name: "read_file", args: { path }, result: failed ? `Error: ENOENT: no such file ${path}` : lines.join("\n"), failed };
    }
    case 2: {
      const command = r.pick(["npm test -- --run limits", "psql -c 'select count(*) from jobs'", "kubectl top pods -n search", "git log --oneline -5"]);
      const output = Array.from({ length: r.int(1, 8) }, () => `${r.pick(["ok", "PASS", "WARN", "info"])} ${lower(sentence(r))}`);
      return { name: "bash", args: { command }, result: failed ? "Error: command exited with code 1" : output.join("\n"), failed };
    }
    default: {
      const todos = Array.from({ length: r.int(2, 4) }, () => ({ content: `${capitalize(r.pick(VERBS))} ${r.pick(OPTIONS)}`, status: r.pick(["pending", "in_progress", "completed"]) }));
      return { name: "write_todos", args: { todos }, result: `Updated todo list with ${todos.length} items.`, failed: false };
    }
  }
}

export const SUBAGENT_DESCRIPTIONS: Record<string, (subject: string) => string> = {
  researcher: (t) => `Research ${t}`,
  coder: (t) => `Prototype ${t}`,
  analyst: (t) => `Assess ${t}`,
};

export function subagentResult(r: Random, type: string, subject: string): string {
  switch (type) {
    case "researcher":
      return `Found ${r.int(3, 9)} sources on ${subject}; ${r.int(2, 5)} agree on ${r.pick(ASPECTS)}, one dissents on ${r.pick(ASPECTS)}. ${sentence(r)}`;
    case "coder":
      return `A ${r.int(20, 120)}-line prototype for ${subject} passes its checks; ${r.pick(ASPECTS)} needs a follow-up.`;
    default:
      return `Effort for ${subject}: ${r.int(2, 15)} days; main risk is ${r.pick(ASPECTS)}. ${sentence(r)}`;
  }
}

export const capitalize = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
const lower = (text: string) => text.charAt(0).toLowerCase() + text.slice(1);
