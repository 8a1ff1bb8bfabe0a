"use client";
import { useTranslations } from "next-intl";
import { Component, type ErrorInfo, type ReactNode } from "react";

function ItemFailed() {
  const t = useTranslations();
  return (
    <div data-testid="item-error" className="rounded-md border border-dashed border-line px-3 py-2 text-xs text-muted">
      {t("log.itemFailed")}
    </div>
  );
}

/** One broken timeline item shows a placeholder instead of taking the thread down. */
export class ItemErrorBoundary extends Component<{ children: ReactNode; itemId: string }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: Error, info: ErrorInfo) {
    console.warn(`Timeline item ${this.props.itemId} failed to render`, error, info.componentStack);
  }

  override render() {
    if (this.state.failed) {
      return (
        <ItemFailed />
      );
    }
    return this.props.children;
  }
}
