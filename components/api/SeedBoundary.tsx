"use client";
import { HydrationBoundary, type DehydratedState } from "@tanstack/react-query";
import { useMemo, type ReactNode } from "react";

/**
 * The queries the server read for this page (app/_server/thread-prefetch.ts), handed over as
 * one JSON string: a stock thread's state can be megabytes, which React's payload carries
 * and the browser parses far faster as a string than as objects.
 */
export function SeedBoundary({ seed, children }: { seed: string | undefined; children: ReactNode }) {
  const state = useMemo(() => (seed === undefined ? undefined : (JSON.parse(seed) as DehydratedState)), [seed]);
  return <HydrationBoundary state={state}>{children}</HydrationBoundary>;
}
