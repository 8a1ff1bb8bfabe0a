// The sandboxed frame's script (built into public/ui-frame/bootstrap.js by
// scripts/lib/ui-frame-bootstrap.ts): loads the bundle the app hands over, renders the named
// component with the props it is given, and reports its height, that it rendered or failed,
// and the actions the component asks for. Only messages from the parent page are read.
import { Component, useEffect, type ComponentType, type ReactNode } from "react";
import { createRoot, type Root } from "react-dom/client";
import { bundleGlobal, readRenderRequest, type FrameMessage, type RenderRequest } from "@/core/ui-frame/protocol";
import { installStandIns } from "./stand-ins";

const EXT_STORE = Symbol.for("LGUI_EXT_STORE");
/** The element the bundle's renderer looks up by id; its shadow root holds the component. */
const HOST_ID = "root";
// The frame's URL keeps the app's origin even though the sandbox makes its own opaque.
const appOrigin = new URL(window.location.href).origin;

const post = (message: FrameMessage) => window.parent.postMessage(message, appOrigin);

class Boundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override componentDidCatch() {
    post({ type: "error", reason: "threw" });
  }
  override render() {
    return this.state.failed ? null : this.props.children;
  }
}

function Rendered({ children }: { children: ReactNode }) {
  useEffect(() => post({ type: "rendered" }), []);
  return children;
}

interface Mounted {
  name: string;
  component: ComponentType<Record<string, unknown>>;
  root: Root;
}

let loading: Promise<boolean> | null = null;
let mounted: Mounted | null = null;

function loadBundle(request: RenderRequest): Promise<boolean> {
  loading ??= new Promise((resolve) => {
    const shadow = document.getElementById(HOST_ID)!.attachShadow({ mode: "open" });
    if (request.css) {
      const link = document.createElement("link");
      link.rel = "stylesheet";
      link.href = URL.createObjectURL(new Blob([request.css], { type: "text/css" }));
      shadow.appendChild(link);
    }
    const script = document.createElement("script");
    script.src = URL.createObjectURL(new Blob([request.code], { type: "text/javascript" }));
    script.onload = () => resolve(true);
    script.onerror = () => resolve(false);
    document.head.appendChild(script);
  });
  return loading;
}

/** The component the bundle has under `name`, and the element it gave it, via the SDK's store protocol. */
function componentOf(graph: string, name: string): { component: ComponentType<Record<string, unknown>>; target: HTMLElement } | null {
  let found: { component: ComponentType<Record<string, unknown>>; target: HTMLElement } | null = null;
  (window as unknown as Record<symbol, unknown>)[EXT_STORE] = {
    respond: (_id: string, component: unknown, target: HTMLElement) => {
      if (typeof component === "function" || (typeof component === "object" && component !== null)) {
        found = { component: component as ComponentType<Record<string, unknown>>, target };
      }
    },
  };
  const bundle = (window as unknown as Record<string, { render?: (name: string, id: string) => void } | undefined>)[bundleGlobal(graph)];
  try {
    bundle?.render?.(name, HOST_ID);
  } catch {
    return null;
  }
  return found;
}

async function render(request: RenderRequest) {
  if (!(await loadBundle(request))) return post({ type: "error", reason: "load" });
  if (!mounted) {
    const found = componentOf(request.graph, request.name);
    if (!found) return post({ type: "error", reason: "missing" });
    mounted = { name: request.name, component: found.component, root: createRoot(found.target) };
  }
  if (mounted.name !== request.name) return;
  const Named = mounted.component;
  mounted.root.render(
    <Boundary>
      <Rendered>
        <Named {...request.props} />
      </Rendered>
    </Boundary>,
  );
}

installStandIns((action) => post({ type: "action", action }));

window.addEventListener("message", (event) => {
  if (event.source !== window.parent || event.origin !== appOrigin) return;
  const request = readRenderRequest(event.data);
  if (request) void render(request);
});

// The frame is as tall as what it shows: the host element's height, not the viewport's.
const host = document.getElementById(HOST_ID)!;
new ResizeObserver(() => post({ type: "height", px: host.getBoundingClientRect().height })).observe(host);

post({ type: "ready" });
