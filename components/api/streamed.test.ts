import type { DehydratedState } from "@tanstack/react-query";
import { describe, expect, it } from "vitest";
import { parsedLater, parseStreamed } from "./streamed";

/** A thenable as React streams it: `then` registers callbacks and returns nothing. */
function bareThenable<T>() {
  const callbacks: ((value: T) => void)[] = [];
  return {
    thenable: { then: (resolve: (value: T) => void) => void callbacks.push(resolve) },
    resolve: (value: T) => callbacks.forEach((callback) => callback(value)),
  };
}

const query = (promise?: unknown) => ({ queryKey: ["k"], queryHash: '["k"]', dehydratedAt: 1, state: { status: "pending" }, ...(promise ? { promise } : {}) }) as unknown as DehydratedState["queries"][number];

describe("parsedLater", () => {
  it("turns a bare thenable into a promise that settles with its value, a task later", async () => {
    const { thenable, resolve } = bareThenable<string>();
    const later = parsedLater({ mutations: [], queries: [query(thenable)] }, Promise.resolve())!;
    const promise = later.queries[0]!.promise!;
    let settled = false;
    void promise.then(() => (settled = true));
    // Promise.resolve subscribes to a thenable in a job of its own.
    await Promise.resolve();
    resolve('{"a":1}');
    await Promise.resolve();
    await Promise.resolve();
    expect(settled).toBe(false);
    await expect(promise).resolves.toBe('{"a":1}');
  });
  it("settles no sooner than the page has hydrated", async () => {
    let hydrated = () => undefined as void;
    const after = new Promise<void>((resolve) => (hydrated = resolve));
    const promise = parsedLater({ mutations: [], queries: [query(Promise.resolve("data"))] }, after)!.queries[0]!.promise!;
    let settled = false;
    void promise.then(() => (settled = true));
    await new Promise((resolve) => setTimeout(resolve, 5));
    expect(settled).toBe(false);
    hydrated();
    await expect(promise).resolves.toBe("data");
  });
  it("passes a failed read on, once the page has hydrated", async () => {
    let hydrated = () => undefined as void;
    const after = new Promise<void>((resolve) => (hydrated = resolve));
    const failed = new Error("redacted");
    const promise = parsedLater({ mutations: [], queries: [query(Promise.reject(failed))] }, after)!.queries[0]!.promise!;
    let settled = false;
    promise.catch(() => undefined).finally(() => (settled = true));
    await new Promise((resolve) => setTimeout(resolve, 5));
    expect(settled).toBe(false);
    hydrated();
    await expect(promise).rejects.toBe(failed);
  });
  it("leaves settled queries as they are, and nothing as nothing", () => {
    const settled = query();
    expect(parsedLater({ mutations: [], queries: [settled] }, Promise.resolve())?.queries[0]).toBe(settled);
    expect(parsedLater(undefined, Promise.resolve())).toBeUndefined();
  });
});

describe("parseStreamed", () => {
  it("parses strings and passes anything else through", () => {
    expect(parseStreamed('{"values":{"messages":[]}}')).toEqual({ values: { messages: [] } });
    const data = { a: 1 };
    expect(parseStreamed(data)).toBe(data);
  });
});
