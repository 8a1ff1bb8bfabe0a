"use client";
import type { ComponentType, ReactNode } from "react";
import { uiComponent } from "@/core/tools";
import type { UiItem } from "@/core/timeline/types";
import type { UiAction, UiMessage } from "@/core/ui-messages";
import { UI_COMPONENTS, type UiComponentProps } from "./tool-renderers";
import { ExternalUiMessage } from "./ExternalUiMessage";
import { useUiAction } from "./UiActionContext";

/**
 * An agent's UI message in the log: its built-in component (UI_COMPONENTS) when the name has
 * one, else what `externalUiComponent` gives. Each row has its own error boundary, so a
 * component that throws takes down only its row.
 */
export function UiMessageView({ item }: { item: UiItem }) {
  const act = useUiAction();
  const fields = uiComponent(item.message);
  if (fields === undefined) return externalUiComponent(item.message, act);
  // Indexed by the fields' own component, so it takes these very fields.
  const View = UI_COMPONENTS[fields.component] as ComponentType<UiComponentProps>;
  return <View fields={fields} act={act} />;
}

/**
 * THE SEAM for components Threadline does not draw itself: where the backend serves a UI
 * bundle for the assistant's graph, its component renders in a sandboxed frame
 * (ExternalUiMessage), its checked actions performed through `act`; with no bundle, no such
 * component or a failing frame, the plain fallback.
 */
export function externalUiComponent(message: UiMessage, act: ((action: UiAction) => void) | null): ReactNode {
  return <ExternalUiMessage message={message} act={act} />;
}
