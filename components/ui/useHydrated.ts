"use client";
import { useSyncExternalStore } from "react";

const subscribe = () => () => {};

/**
 * False on the server and while React hydrates the server's HTML, true right after and in
 * every render made in the browser alone: what a component renders before it is false must
 * match the HTML, and it may change once it is true.
 */
export const useHydrated = (): boolean =>
  useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
