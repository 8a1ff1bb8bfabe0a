import { existsSync } from "node:fs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startHarness, type Harness } from "../testing/harness";
import { type WireMessage } from "../wire";
import { generateThread } from "./generate";
import { stockValues } from "./stock";
import { seedThread, transcriptFile } from "./write";

const kwargs = (m: WireMessage) => (m.additional_kwargs ?? {}) as Record<string, unknown>;

describe("a thread without this agent's context blocks", () => {
  it("has exactly the messages asked for, ending with the probed answer", () => {
    for (const messages of [...Array.from({ length: 40 }, (_, i) => i + 1), 137, 1_000]) {
      const thread = generateThread({ messages, compactions: 0, seed: messages, contextBlocks: false });
      expect(thread.rows).toHaveLength(messages);
      expect(thread.stats.hidden).toBe(0);
      expect(thread.rows.some((row) => kwargs(row.content as WireMessage).durable_context_data === true)).toBe(false);
      if (messages >= 5) expect(JSON.stringify(thread.rows.at(-1)!.content)).toContain(thread.probes.last);
    }
  });
});

describe("stockValues", () => {
  it("puts every message of the thread in the state, in order, and nothing of ours", () => {
    const thread = generateThread({ messages: 400, compactions: 0, seed: 5, contextBlocks: false });
    const values = stockValues(thread);
    expect(values.messages.map((m) => m.id)).toEqual(thread.rows.map((row) => row.content.id));
    expect(values.messages).toHaveLength(400);
    expect(values.messages.some((m) => m.type === "tool" && m.name === "task")).toBe(true);
    expect(values.messages.some((m) => m.type === "tool" && m.name !== "task")).toBe(true);
    expect(Object.keys(values).sort()).toEqual(["messages", "title"]);
  });

  it("keeps context blocks when the thread has them", () => {
    const thread = generateThread({ messages: 200, compactions: 0, seed: 5 });
    expect(stockValues(thread).messages.filter((m) => kwargs(m).durable_context_data === true).length).toBe(thread.stats.hidden);
  });

  it("refuses a thread with compactions", () => {
    expect(() => stockValues(generateThread({ messages: 100, compactions: 2 }))).toThrow(/compactions: 0/);
  });
});

describe("seedThread({ stock: true })", () => {
  let h: Harness;
  beforeAll(async () => {
    h = await startHarness();
  });
  afterAll(async () => {
    await h?.dispose();
  });

  it("writes the whole thread into the state and no transcript", async () => {
    const thread = generateThread({ messages: 60, compactions: 0, seed: 9, contextBlocks: false });
    const { threadId } = await seedThread({ apiUrl: h.server.url, dataDir: h.dataDir }, thread, { client: h.client, stock: true });
    const state = await h.client.threads.getState<{ messages: WireMessage[]; delegations?: unknown }>(threadId);
    expect(state.values.messages.map((m) => m.id)).toEqual(thread.rows.map((row) => row.content.id));
    expect(state.values.delegations ?? []).toEqual([]);
    expect(existsSync(transcriptFile(h.dataDir, threadId))).toBe(false);
  });
});
