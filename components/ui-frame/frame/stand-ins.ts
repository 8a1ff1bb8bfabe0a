// What a LangGraph UI bundle imports from its host (the bundler keeps these external and asks
// `globalThis[Symbol.for("LGUI_REQUIRE")]` for them): our own React, and stand-ins for the
// SDK's React entries. A component's `useStreamContext().submit(...)` becomes a request the
// app checks and performs itself (core/ui-frame/protocol.ts); the frame holds no client.
import * as React from "react";
import * as ReactDOM from "react-dom";
import * as JsxRuntime from "react/jsx-runtime";
import { submitAsAction, type FrameAction } from "@/core/ui-frame/protocol";

const REQUIRE = Symbol.for("LGUI_REQUIRE");

type Submit = (values: unknown) => void;

/** The stream context a component reads: what it may do, never the thread's client. */
function streamContext(request: (action: FrameAction) => void) {
  const submit: Submit = (values) => {
    const action = submitAsAction(values);
    if (action) request(action);
  };
  return { submit, messages: [], values: {}, isLoading: false, meta: undefined };
}

export function installStandIns(request: (action: FrameAction) => void): void {
  const context = streamContext(request);
  const modules: Record<string, unknown> = {
    react: React,
    "react-dom": ReactDOM,
    "react/jsx-runtime": JsxRuntime,
    "@langchain/langgraph-sdk/react-ui": {
      useStreamContext: () => context,
      LoadExternalComponent: () => {
        throw new Error("Nested external components are not supported");
      },
    },
    "@langchain/langgraph-sdk/react": {
      useStream: () => {
        throw new Error("A component in the sandbox has no stream of its own");
      },
    },
  };
  (globalThis as Record<symbol, unknown>)[REQUIRE] = (name: string) => {
    if (name in modules) return modules[name];
    throw new Error(`Unknown module: ${name}`);
  };
}
