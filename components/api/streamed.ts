import type { DehydratedState } from "@tanstack/react-query";

// Queries the server streams to the page still pending (app/_server/thread-prefetch.ts): their
// data crosses as a JSON string, in a script of its own (megabytes for a stock thread's state).

/** Parses what the server's `serializeData` made a string. */
export const parseStreamed = (data: unknown): unknown => (typeof data === "string" ? (JSON.parse(data) as unknown) : data);

const nextTask = <T>(value: T) => new Promise<T>((resolve) => setTimeout(() => resolve(value), 0));

/**
 * The queries with each promise settling only once `after` has (the page hydrated: data that
 * arrived earlier would make the first render differ from the server's), and a task after
 * that: the data arrives in the task that runs its script and is parsed in a task of its own,
 * so neither grows long. React's streamed promises are bare thenables (`then` returns
 * nothing), so each is wrapped first.
 */
export function parsedLater(state: DehydratedState | undefined, after: Promise<unknown>): DehydratedState | undefined {
  if (state === undefined) return undefined;
  const settle = (promise: Promise<unknown>) => Promise.all([Promise.resolve(promise), after]).then(([value]) => nextTask(value));
  return { ...state, queries: state.queries.map((query) => (query.promise ? { ...query, promise: settle(query.promise) } : query)) };
}
