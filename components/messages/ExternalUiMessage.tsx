"use client";
import { useRuntimeConfig } from "@/components/providers/RuntimeContext";
import { ExternalUiFrame } from "@/components/ui-frame/ExternalUiFrame";
import type { UiAction, UiMessage } from "@/core/ui-messages";
import { UiFallback } from "./UiFallback";

/**
 * A UI message no built-in component draws: the component of that name from the backend's
 * bundle for the configured graph, in its sandboxed frame; the plain fallback where the
 * backend serves no bundle, the bundle has no such component, or the frame fails. Its checked
 * actions are performed through `act`, none where the log is read only (a subagent's panel).
 */
export function ExternalUiMessage({ message, act }: { message: UiMessage; act: ((action: UiAction) => void) | null }) {
  const { assistantId } = useRuntimeConfig();
  return <ExternalUiFrame graphId={assistantId} message={message} onAction={(action) => act?.(action)} fallback={<UiFallback message={message} />} />;
}
