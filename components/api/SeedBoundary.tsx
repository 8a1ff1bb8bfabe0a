"use client";
import { HydrationBoundary, type DehydratedState } from "@tanstack/react-query";
import { useEffect, useMemo, useState, type ReactNode } from "react";
import { parsedLater, parseStreamed } from "./streamed";

const STREAMED = { defaultOptions: { deserializeData: parseStreamed } };

/**
 * The queries the server read for this page (app/_server/thread-prefetch.ts), handed over as
 * one JSON string: a stock thread's state can be megabytes, which React's payload carries
 * and the browser parses far faster as a string than as objects. `streamed` holds queries
 * still pending on the server, resumed here when their data arrives (streamed.ts).
 */
export function SeedBoundary({ seed, streamed, children }: { seed?: string; streamed?: DehydratedState; children: ReactNode }) {
  const state = useMemo(() => (seed === undefined ? undefined : (JSON.parse(seed) as DehydratedState)), [seed]);
  // Resolved once the page below has hydrated (effects run after it): see parsedLater.
  const [hydrated] = useState(() => {
    let resolve = () => undefined as void;
    const promise = new Promise<void>((done) => (resolve = done));
    return { promise, resolve };
  });
  useEffect(() => hydrated.resolve(), [hydrated]);
  const later = useMemo(() => parsedLater(streamed, hydrated.promise), [streamed, hydrated]);
  return (
    <HydrationBoundary state={state}>
      <HydrationBoundary state={later} options={STREAMED}>
        {children}
      </HydrationBoundary>
    </HydrationBoundary>
  );
}
