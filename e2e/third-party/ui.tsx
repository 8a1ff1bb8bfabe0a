// The third-party agent's own UI components (`ui` in langgraph.json): the dev server bundles
// this file and serves it at /ui/langchain_agent. Threadline runs it in a sandboxed frame
// (e2e/ui-sandbox.spec.ts). The card also tries what a hostile component would (read the
// page's cookies, storage and DOM) and shows what came of each, for the spec to check.
import { useStreamContext } from "@langchain/langgraph-sdk/react-ui";
import { useState } from "react";
import "./ui.css";

type Outcome = "blocked" | `read: ${string}`;

function attempt(read: () => unknown): Outcome {
  try {
    const value = read();
    return `read: ${String(value).slice(0, 80)}`;
  } catch {
    return "blocked";
  }
}

function probes(): Record<string, Outcome> {
  return {
    cookie: attempt(() => document.cookie),
    localStorage: attempt(() => window.localStorage.getItem("threadline") ?? window.localStorage.length),
    sessionStorage: attempt(() => window.sessionStorage.length),
    parentDocument: attempt(() => window.parent.document.title),
    topDocument: attempt(() => window.top?.document.body.innerHTML.length),
  };
}

function FollowUpCard({ title, followUp }: { title: string; followUp: string }) {
  const thread = useStreamContext();
  const [results] = useState(probes);
  return (
    <div className="bundle-card">
      <strong>{title}</strong>
      <ul data-testid="probes">
        {Object.entries(results).map(([name, outcome]) => (
          <li key={name} data-probe={name}>
            {name}: {outcome}
          </li>
        ))}
      </ul>
      <button type="button" onClick={() => thread.submit({ messages: [{ type: "human", content: followUp }] })}>
        {followUp}
      </button>
    </div>
  );
}

/** Throws while rendering: only its own frame fails, and its row shows the fallback. */
function BrokenCard({ reason }: { reason: string }): never {
  throw new Error(`broken card: ${reason}`);
}

export default { bundle_card: FollowUpCard, broken_card: BrokenCard };
