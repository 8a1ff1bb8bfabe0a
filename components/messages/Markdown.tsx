"use client";
import { lazy, memo, Suspense, useSyncExternalStore, type ComponentType } from "react";

// The markdown parser and renderer (react-markdown, remark-gfm, micromark: ~45 KB gzip) are
// not part of the route's first-load JavaScript (docs/architecture.md, "Budgets"). The chunk is
// requested as soon as this module runs, alongside the thread's first API requests, so it is
// normally in place before there is any message to render; until then a message shows its text
// as written. On the server it is loaded at once too, so the first HTML has the messages
// rendered (and hydration keeps that HTML while the browser loads the chunk).
type Renderer = ComponentType<{ text: string }>;
const load = () => import("./MarkdownRenderer");
let loaded: Renderer | null = null;
const listeners = new Set<() => void>();
load().then(
  (m) => {
    loaded = m.default;
    for (const listener of listeners) listener();
  },
  () => {
    // The lazy component below imports it again when a message first needs it.
  },
);
const LazyRenderer = lazy(load);

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => void listeners.delete(listener);
};

/** Whether messages render as markdown at once (false while the chunk loads, and on the server's first render). */
export const useMarkdownReady = (): boolean =>
  useSyncExternalStore(
    subscribe,
    () => loaded !== null,
    () => false,
  );

function MarkdownBody({ text }: { text: string }) {
  // Once loaded, render it directly: the lazy component suspends on its first render even
  // when the chunk is already here, which would show the fallback for a frame.
  const Loaded = loaded;
  return Loaded ? <Loaded text={text} /> : <LazyRenderer text={text} />;
}

export const Markdown = memo(function Markdown({ text }: { text: string }) {
  return (
    <div className="prose-message">
      <Suspense fallback={<p className="whitespace-pre-wrap">{text}</p>}>
        <MarkdownBody text={text} />
      </Suspense>
    </div>
  );
});
