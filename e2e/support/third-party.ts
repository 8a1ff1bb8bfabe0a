// Third-party agents in the e2e run: two graphs Threadline did not write, served by the official
// JS dev server (`langgraphjs dev`, e2e/third-party/serve.ts), each with a Threadline app
// pointed at it as a user would (LANGGRAPH_API_URL, NEXT_PUBLIC_ASSISTANT_ID, nothing else).
//
// - `deepagent`: deepagents' createDeepAgent: a `researcher` subagent behind `task`, to-dos,
//   deepagents' summarization (12 messages trigger it, 4 are kept) recorded in
//   `values._summarizationEvent`, `send_email` held for approval (also inside the subagent).
// - `langchain_agent`: LangChain's createAgent with summarizationMiddleware (same trigger; the
//   summary replaces what it condensed), to-dos, `send_email` held for approval, and a `task`
//   tool returning a researcher agent's last message.
//
// Both run a scripted model (e2e/third-party/scripts.ts): what it answers to the prompts below
// is fixed, so specs can name the texts. Use `test.use({ baseURL: thirdPartyApp(graph) })`.
import { Client, type ThreadState } from "@langchain/langgraph-sdk";
import { expect, type Page } from "@playwright/test";
import { HIDDEN_CONTEXT_TEXT } from "../third-party/scripts";
import { headerAction, messageLog } from "./app";

export type ThirdPartyGraph = "deepagent" | "langchain_agent";

export const THIRD_PARTY_GRAPHS: readonly ThirdPartyGraph[] = ["deepagent", "langchain_agent"];

const WEB_PORT: Record<ThirdPartyGraph, string> = { deepagent: "E2E_DEEPAGENT_WEB_PORT", langchain_agent: "E2E_LANGCHAIN_WEB_PORT" };

/** The Threadline app on `graph`, for `test.use({ baseURL })`. */
export const thirdPartyApp = (graph: ThirdPartyGraph) => `http://127.0.0.1:${process.env[WEB_PORT[graph]]}`;

/** The dev server itself (it asks no key), as another client of it would reach it. */
export const thirdPartyClient = () => new Client({ apiUrl: `http://127.0.0.1:${process.env.E2E_THIRD_PARTY_PORT}` });

/** What the scripted agents act on, and the texts they answer with. */
export const PROMPTS = {
  /** write_todos, `task` to the researcher, write_todos, then an answer starting RESEARCH-DONE. */
  research: (topic = "the history of tea") => `research ${topic}`,
  /** send_email held for approval; once decided, an answer starting EMAIL-TURN-DONE. */
  email: (name = "alice") => `email ${name} the summary`,
  /**
   * deepagents: `task` to the researcher, whose own send_email is held for approval inside the
   * subagent; once decided, an answer starting DELEGATED-EMAIL-DONE. (The LangChain graph's
   * researcher has no tools: it answers with findings.)
   */
  delegatedEmail: (name = "bob") => `delegate an email to ${name}`,
  /** Anything else: one answer, 'Reply to "<question>": ...'. */
  question: (n: number) => `question ${n} about tea`,
  /** An answer starting CARD-SHOWN; the LangChain graph attaches a `ui` message of its own bundle to it. */
  card: "show the card",
  /** An answer starting BROKEN-CARDS-SHOWN, with two `ui` messages: `broken_card` (throws) and `no_such_card` (not in the bundle). */
  brokenCards: "show the broken cards",
} as const;

export const ANSWERS = {
  research: "RESEARCH-DONE",
  email: "EMAIL-TURN-DONE",
  delegatedEmail: "DELEGATED-EMAIL-DONE",
  card: "CARD-SHOWN",
  brokenCards: "BROKEN-CARDS-SHOWN",
  reply: (question: string) => `Reply to "${question}"`,
  /** How the summarizer's own answer starts (what a compaction's summary holds). */
  summary: "SUMMARY:",
  /** The researcher's report: the `task` result. */
  findings: "## Findings:",
} as const;

/** The note both graphs add to a thread's state on its first run, marked hidden. */
export const HIDDEN_CONTEXT = HIDDEN_CONTEXT_TEXT;

/** The to-dos of a research turn, in order; at its end the first two are done. */
export const RESEARCH_TODOS = ["Plan the research", "Delegate the research to the researcher subagent", "Write the answer"] as const;

/**
 * Short questions after which a thread has been compacted once: the model call of the
 * sixth holds 12 messages (the hidden note included), the trigger of both graphs.
 */
export const QUESTIONS_TO_COMPACT = 6;

/** Runs `prompts` one after another on a new thread of `graph`, through the API; its id. */
export async function seedThread(graph: ThirdPartyGraph, prompts: readonly string[]): Promise<string> {
  const client = thirdPartyClient();
  const { thread_id } = await client.threads.create({ graphId: graph });
  for (const content of prompts) await client.runs.wait(thread_id, graph, { input: { messages: [{ type: "human", content }] } });
  return thread_id;
}

/** The thread's state as the dev server serves it. */
export const threadState = (threadId: string): Promise<ThreadState<Record<string, unknown>>> => thirdPartyClient().threads.getState(threadId);

/** Opens a thread in the app of the test's `baseURL`. */
export async function openThread(page: Page, threadId: string): Promise<void> {
  await page.goto(`/threads/${threadId}`);
  await expect(page.getByRole("log")).toBeVisible();
}

/** The request for approval a paused run shows in the log. */
export const approval = (page: Page) => messageLog(page).getByRole("region", { name: "Approval needed" });

/** A thread's entry in the chat list. */
export const chatLink = (page: Page, threadId: string) => page.getByRole("navigation", { name: "Threads" }).locator(`a[href="/threads/${threadId}"]`);

/** The subagent cards in the log ("researcher", its status, its task). */
export const taskCards = (page: Page) => messageLog(page).locator("[data-role=subagents] article");

/** The "Delegations" ledger, opened. */
export async function openLedger(page: Page) {
  await page.getByRole("button", { name: /^Delegations/ }).click();
  const panel = page.getByRole("region", { name: "Delegations" });
  await expect(panel).toBeVisible();
  return panel;
}

/**
 * The agent's note is not in the log (whatever is expanded) until "Show hidden context" is on,
 * then it is, labelled with why it is hidden (`reason`, as the block words it).
 */
export async function expectHiddenNote(page: Page, reason: string) {
  const log = messageLog(page);
  await expect(log).not.toContainText(HIDDEN_CONTEXT);
  await expect(log.locator("[data-role=hidden]")).toHaveCount(0);
  await headerAction(page, "Show hidden context");
  const block = log.getByRole("region", { name: "Hidden context" });
  await expect(block).toHaveCount(1);
  await expect(block).toContainText(HIDDEN_CONTEXT);
  await expect(block).toContainText(reason);
  await headerAction(page, "Show hidden context");
  await expect(log).not.toContainText(HIDDEN_CONTEXT);
}

/** The to-do line at the end of a research turn: two of three done, on the answer; the list on demand. */
export async function expectResearchTodos(page: Page) {
  const todos = page.getByRole("region", { name: "To-do list" });
  await expect(todos).toContainText(`To-dos · 2 of ${RESEARCH_TODOS.length} done`);
  await expect(todos).toContainText(RESEARCH_TODOS[2]);
  await todos.getByRole("button", { expanded: false }).click();
  const items = (await todos.getByRole("listitem").allInnerTexts()).map((text) => text.replace(/\s+/g, " ").trim().replace(/^\S+\s*/, ""));
  expect(items).toEqual([...RESEARCH_TODOS]);
}

/**
 * Counts, from now on, every moment the log shows an answer holding the summarizer's text
 * (`ANSWERS.summary`), however briefly: the summarizer streams while the run goes. With
 * `onceCarded`, only moments after a compaction card showed: deepagents streams its
 * summarizer's call from the model node like an answer, with nothing in its metadata to tell
 * them apart, so it is known for what it is only once the model's own call follows it.
 */
export async function watchSummaryAnswers(page: Page, options: { onceCarded?: boolean } = {}): Promise<() => Promise<number>> {
  await messageLog(page).evaluate(
    (log, { marker, onceCarded }) => {
      const seen = { count: 0, carded: false };
      (window as unknown as { summaryAnswers: typeof seen }).summaryAnswers = seen;
      const check = () => {
        seen.carded ||= log.querySelector("[data-role=summary]") !== null;
        if (onceCarded && !seen.carded) return;
        for (const answer of log.querySelectorAll("[data-role=assistant]")) if (answer.textContent?.includes(marker)) seen.count += 1;
      };
      new MutationObserver(check).observe(log, { subtree: true, childList: true, characterData: true });
    },
    { marker: ANSWERS.summary, onceCarded: options.onceCarded === true },
  );
  return () => page.evaluate(() => (window as unknown as { summaryAnswers: { count: number } }).summaryAnswers.count);
}

/** User messages and compaction cards, in the order the log shows them. */
export const logSequence = (page: Page) =>
  messageLog(page).evaluate((log) =>
    [...log.querySelectorAll("[data-role=human], [data-role=summary] button[aria-expanded]")].map((el) =>
      el.matches("button") ? `card: ${el.textContent?.trim()}` : `user: ${el.textContent?.replace(/\s+/g, " ").trim()}`,
    ),
  );

/** The research turn's one delegation: its card and its ledger entry completed, none in progress. */
export async function expectResearchCompleted(page: Page) {
  const card = taskCards(page);
  await expect(card).toHaveCount(1);
  await expect(card).toContainText("researcher");
  await expect(card).toContainText("Completed");
  const ledger = await openLedger(page);
  await expect(ledger.getByTestId("ledger-entry")).toHaveCount(1);
  await expect(ledger.getByTestId("ledger-entry")).toContainText("Completed");
  await expect(ledger.getByTestId("ledger-entry")).not.toContainText("In progress");
  await page.getByRole("button", { name: /^Delegations/ }).click();
}
