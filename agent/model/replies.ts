// Answer texts of the deterministic demo model. Pure functions of the user's words, so a demo
// and a test see the same answer for the same prompt.

const FALLBACK_WORDS = ["context", "details", "next steps"];
// Filler words that would make the bullet list read oddly.
const STOP_WORDS = new Set(
  "about also could does explain from give have into just know like make more need please should show some tell than that their them then there this want what when which with would write your".split(" "),
);

/** The user's request, trimmed to a one-line topic safe to embed in markdown emphasis. */
/** A Chinese request's topic: what follows 关于 ("about"), the way the starter prompts put it. */
export function topicAfterGuanyu(request: string): string | undefined {
  return /关于(.+)$/s.exec(request)?.[1];
}

export function topicOf(request: string, max = 60): string {
  const flat = request.replace(/[`*_[\]<>]/g, "").replace(/\s+/g, " ").trim();
  if (flat.length <= max) return flat || "your message";
  return `${flat.slice(0, max - 1).trimEnd()}…`;
}

function keywords(request: string): string[] {
  const seen = new Set<string>();
  for (const word of request.toLowerCase().match(/[a-z0-9][a-z0-9-]{3,}/g) ?? []) {
    if (!STOP_WORDS.has(word)) seen.add(word);
    if (seen.size === 3) break;
  }
  const words = [...seen];
  for (const fallback of FALLBACK_WORDS) if (words.length < 3) words.push(fallback);
  return words;
}

export interface ReplyContext {
  /** The summary the model sees when earlier messages were condensed. */
  summary?: string;
  /** Which try at this request the answer is: regenerated answers say so. */
  attempt?: number;
}

/** " (attempt 2)" on a regenerated answer, nothing on the first one. */
const attemptNote = (context: ReplyContext): string => (context.attempt !== undefined && context.attempt > 1 ? ` (attempt ${context.attempt})` : "");

function summaryNote(context: ReplyContext): string {
  if (!context.summary) return "";
  return "\n\nEarlier turns were condensed; I am answering with their summary in context.";
}

/** The default answer: a short intro, a bulleted list and a fenced code block. */
export function markdownReply(request: string, context: ReplyContext = {}): string {
  const [first, second, third] = keywords(request);
  const code = [
    `const words = ${JSON.stringify([first, second, third])};`,
    "for (const word of words) {",
    "  console.log(`${word}: ${word.length} letters`);",
    "}",
  ].join("\n");
  return [
    `Here is a short answer about **${topicOf(request)}**${attemptNote(context)}.${summaryNote(context)}`,
    "",
    `- **${first}**: what it means in this conversation`,
    `- **${second}**: how it connects to the rest`,
    `- **${third}**: what to check next`,
    "",
    "A small example:",
    "",
    "```ts",
    code,
    "```",
  ].join("\n");
}

const SLOW_POINTS = 40;
/** "slow and long": still streaming while a test scrolls, waits and scrolls again on a busy machine. */
export const LONG_SLOW_POINTS = 160;

/** A long answer streamed at a slow pace, so Stop can be tried (and tested) on it. */
export function slowReply(request: string, context: ReplyContext = {}, points = SLOW_POINTS): string {
  const topic = topicOf(request, 40);
  const lines = [`This answer streams slowly on purpose, so you can press **Stop**${attemptNote(context)}.${summaryNote(context)}`, ""];
  for (let i = 1; i <= points; i++) lines.push(`${i}. Point ${i} about ${topic}, written one chunk at a time.`);
  return lines.join("\n");
}

/** Answer to /compact (the compaction itself happened before the model was called). */
export function compactReply(context: ReplyContext): string {
  if (!context.summary) return "There is nothing to condense yet: the conversation is still short.";
  const quoted = context.summary
    .split("\n")
    .map((line) => `> ${line}`)
    .join("\n");
  return `Done. Earlier messages are condensed; this is the summary I now work from:\n\n${quoted}`;
}

const CHUNK_SIZES = [3, 4, 2, 5];

/** Splits an answer into its lines, each with its line break. */
export function chunkLines(text: string): string[] {
  return text.split(/(?<=\n)/).filter((line) => line.length > 0);
}

/** Splits an answer into the few-character pieces a real model would stream. */
export function chunkText(text: string): string[] {
  const chunks: string[] = [];
  for (let at = 0, i = 0; at < text.length; i++) {
    const size = CHUNK_SIZES[i % CHUNK_SIZES.length] ?? 4;
    chunks.push(text.slice(at, at + size));
    at += size;
  }
  return chunks;
}
