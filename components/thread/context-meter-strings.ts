// Every string the context meter and "Compact now" show or announce, in one place so they move
// into the message catalogs in one step.
import { shortTokens } from "@/core/context/meter";

export const meterStrings = {
  name: "Context window",
  /** "12.3k / 128k", or the tokens alone without a window. */
  figures: (tokens: number, window: number | undefined) => (window === undefined ? `${shortTokens(tokens)} tokens` : `${shortTokens(tokens)} / ${shortTokens(window)}`),
  /** What a screen reader reads as the meter's value. */
  valueText: (tokens: number, window: number | undefined, estimated: boolean) =>
    `${estimated ? "About " : ""}${tokens.toLocaleString("en")} tokens${window === undefined ? "" : ` of ${window.toLocaleString("en")}`}${estimated ? " (estimated)" : ""}`,
  estimatedMark: "≈",
  title: (estimated: boolean) =>
    estimated
      ? "Estimated from the text in the model's window: the backend did not report token usage"
      : "Tokens the model saw on its last call, and the size of its window",
  menu: "Context window actions",
  compactNow: "Compact now",
  compacting: "Compacting…",
  compactHint: "The model's window is nearly full: condense the conversation now",
  compactFailed: "Could not compact the conversation.",
};

export const savingStrings = {
  label: "Window: ",
  saving: (tokens: number, percent: number) => `${tokens.toLocaleString("en")} tokens fewer (−${percent}%)`,
};
