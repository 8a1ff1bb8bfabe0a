"use client";
import { createContext, useCallback, useContext, useEffect, useMemo, useRef, type ReactNode } from "react";
import { acceptHello, type EmbedEvent } from "@/core/embed/protocol";

type Notify = (event: EmbedEvent) => void;
const BridgeContext = createContext<Notify>(() => undefined);

/** What the chat would need to show everything: the page plus what its log scrolls away. */
function contentHeight(): number {
  const log = document.querySelector<HTMLElement>('[role="log"]');
  const hidden = log ? Math.max(0, log.scrollHeight - log.clientHeight) : 0;
  return Math.ceil(document.documentElement.scrollHeight + hidden);
}

/**
 * The embed pages' side of the postMessage protocol (core/embed/protocol.ts). It lives in
 * the /embed layout so it survives the move from /embed/new to the thread's page.
 * Nothing is posted until a host at an allowed origin has said hello, and then only there.
 */
export function EmbedBridgeProvider({ allowedOrigins, children }: { allowedOrigins: readonly string[]; children: ReactNode }) {
  const host = useRef<string | null>(null);
  const lastHeight = useRef(0);

  const post = useCallback((event: EmbedEvent) => {
    if (host.current) window.parent.postMessage(event, host.current);
  }, []);
  const reportSize = useCallback(() => {
    const height = contentHeight();
    if (height === lastHeight.current) return;
    lastHeight.current = height;
    post({ type: "threadline:resize", height });
  }, [post]);
  const notify = useCallback<Notify>(
    (event) => {
      post(event);
      reportSize();
    },
    [post, reportSize],
  );

  useEffect(() => {
    if (window.parent === window) return;
    const onMessage = (event: MessageEvent) => {
      const origin = acceptHello({ origin: event.origin, data: event.data, fromParent: event.source === window.parent }, allowedOrigins);
      if (!origin) return;
      host.current = origin;
      lastHeight.current = 0;
      notify({ type: "threadline:ready" });
    };
    window.addEventListener("message", onMessage);
    // The host resizing the frame changes what fits.
    const observer = new ResizeObserver(reportSize);
    observer.observe(document.documentElement);
    return () => {
      window.removeEventListener("message", onMessage);
      observer.disconnect();
    };
  }, [allowedOrigins, notify, reportSize]);

  return <BridgeContext.Provider value={notify}>{children}</BridgeContext.Provider>;
}

/** Reports a thread's runs to the host page (if any). */
export function useEmbedRunObserver(threadId: string) {
  const notify = useContext(BridgeContext);
  return useMemo(
    () => ({
      onRunStarted: () => notify({ type: "threadline:run-started", threadId }),
      onRunEnded: () => notify({ type: "threadline:run-finished", threadId }),
    }),
    [notify, threadId],
  );
}
