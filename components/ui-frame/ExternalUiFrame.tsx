"use client";
// An agent's own UI component, from its graph's bundle (`ui` in langgraph.json), run in the
// sandboxed frame document (app/ui-frame/route.ts): no cookies, storage, page or proxy for the
// agent's code. The app fetches the bundle and hands it over with the props by postMessage;
// the frame reports its height and asks for actions, which the app checks and performs
// (onAction). A frame that fails, has no such component or stays silent shows `fallback`.
import { useQuery } from "@tanstack/react-query";
import { useTranslations } from "next-intl";
import { useEffect, useRef, useState, type ReactNode } from "react";
import { uiBundleOptions } from "@/components/api/ui-bundle-queries";
import { useApiFetch } from "@/components/providers/RuntimeContext";
import { UI_FRAME_PATH } from "@/core/security/frame-headers";
import { isComponentName, readFrameMessage, type FrameAction, type RenderRequest } from "@/core/ui-frame/protocol";
import type { UiMessage } from "@/core/ui-messages";

/** How long a frame may take to render before its fallback shows instead. */
export const FRAME_RENDER_TIMEOUT_MS = 15_000;
/** One click activates the page for a few seconds: a frame gets one action per this interval. */
export const FRAME_ACTION_INTERVAL_MS = 1_000;

interface Props {
  graphId: string;
  message: Pick<UiMessage, "id" | "name" | "props">;
  onAction: (action: FrameAction) => void;
  fallback: ReactNode;
}

type Phase = "loading" | "shown" | "failed";

/** The user just interacted with the frame: a click there activates its ancestors, this page too. */
function userJustActed(): boolean {
  const activation = (navigator as Navigator & { userActivation?: { isActive: boolean } }).userActivation;
  return activation === undefined || activation.isActive;
}

export function ExternalUiFrame({ graphId, message, onAction, fallback }: Props) {
  const fetchApi = useApiFetch();
  const bundle = useQuery(uiBundleOptions(fetchApi, graphId));
  if (bundle.isPending) return null;
  const data = bundle.data;
  if (!data || !isComponentName(message.name)) return <>{fallback}</>;
  return <SandboxedFrame graphId={graphId} message={message} code={data.code} css={data.css} onAction={onAction} fallback={fallback} />;
}

function SandboxedFrame({ graphId, message, code, css, onAction, fallback }: Props & { code: string; css: string | null }) {
  const t = useTranslations();
  const frame = useRef<HTMLIFrameElement>(null);
  const [phase, setPhase] = useState<Phase>("loading");
  const [height, setHeight] = useState(0);
  const [ready, setReady] = useState(false);
  const act = useRef(onAction);
  const lastAction = useRef(Number.NEGATIVE_INFINITY);
  useEffect(() => {
    act.current = onAction;
  }, [onAction]);

  useEffect(() => {
    const listen = (event: MessageEvent) => {
      // Only this frame's window: other frames (other messages' components) speak for themselves.
      if (!frame.current || event.source !== frame.current.contentWindow) return;
      const read = readFrameMessage(event.data);
      if (!read) return;
      switch (read.type) {
        case "ready":
          setReady(true);
          return;
        case "rendered":
          setPhase((p) => (p === "loading" ? "shown" : p));
          return;
        case "height":
          setHeight(read.px);
          return;
        case "error":
          setPhase("failed");
          return;
        case "action": {
          // A component asks on a click, not by itself: no activation, no action; and a
          // click's activation buys one action, not a burst.
          const now = Date.now();
          if (!userJustActed() || now - lastAction.current < FRAME_ACTION_INTERVAL_MS) return;
          lastAction.current = now;
          act.current(read.action);
          return;
        }
        default: {
          const never: never = read;
          return never;
        }
      }
    };
    window.addEventListener("message", listen);
    return () => window.removeEventListener("message", listen);
  }, []);

  useEffect(() => {
    if (phase !== "loading") return;
    const timer = window.setTimeout(() => setPhase("failed"), FRAME_RENDER_TIMEOUT_MS);
    return () => window.clearTimeout(timer);
  }, [phase]);

  // Props as data: a new object with the same content renders nothing again.
  const props = JSON.stringify(message.props);
  useEffect(() => {
    const target = frame.current?.contentWindow;
    if (!ready || !target) return;
    const request: RenderRequest = { type: "render", graph: graphId, code, css, name: message.name, props: JSON.parse(props) as Record<string, unknown> };
    // The frame's origin is opaque, so no origin can be named: it is sent nothing secret.
    target.postMessage(request, "*");
  }, [ready, graphId, code, css, message.name, props]);

  if (phase === "failed") return <>{fallback}</>;
  return (
    <iframe
      ref={frame}
      src={UI_FRAME_PATH}
      sandbox="allow-scripts"
      title={t("uiFrame.title", { name: message.name })}
      data-role="ui"
      data-ui-name={message.name}
      data-ui-frame={message.name}
      referrerPolicy="no-referrer"
      className="block w-full border-0 bg-transparent"
      style={{ height }}
    />
  );
}
