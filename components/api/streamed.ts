import type { DehydratedState } from "@tanstack/react-query";

// Queries the server streams to the page still pending (app/_server/thread-prefetch.ts): their
// data crosses as a JSON string, in a script of its own (megabytes for a stock thread's state).

/** Parses what the server's `serializeData` made a string. */
export const parseStreamed = (data: unknown): unknown => (typeof data === "string" ? (JSON.parse(data) as unknown) : data);

const nextTask = <T>(value: T) => new Promise<T>((resolve) => setTimeout(() => resolve(value), 0));

/**
 * The queries with each promise settling only once `after` has (the page hydrated: data, or
 * an error, arriving earlier would make the first render differ from the server's), and a
 * task after that: the data arrives in the task that runs its script and is parsed in a task
 * of its own, so neither grows long. After a failed read on the server (its error is not
 * sent), the query's retry reads from the browser. React's streamed promises are bare
 * thenables (`then` returns nothing), so each is wrapped first.
 */
export function parsedLater(state: DehydratedState | undefined, after: Promise<unknown>): DehydratedState | undefined {
  if (state === undefined) return undefined;
  const settle = async (promise: Promise<unknown>) => {
    const [outcome] = await Promise.all([Promise.resolve(promise).then((value) => ({ value }), (error: unknown) => ({ error })), after]);
    if ("error" in outcome) throw outcome.error;
    return nextTask(outcome.value);
  };
  return { ...state, queries: state.queries.map((query) => (query.promise ? { ...query, promise: settle(query.promise) } : query)) };
}
