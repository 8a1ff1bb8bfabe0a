// The reader's own input anywhere on the page: it ends every hold the log keeps on its
// position, since where the reader moves is the last word.

const EVENTS = ["wheel", "touchstart", "keydown", "pointerdown"] as const;

/** Calls `listener` on the reader's input (in the capture phase, before any handler acts); returns the unsubscribe. */
export function onReaderInput(listener: () => void): () => void {
  for (const name of EVENTS) window.addEventListener(name, listener, { capture: true, passive: true });
  return () => {
    for (const name of EVENTS) window.removeEventListener(name, listener, { capture: true });
  };
}
