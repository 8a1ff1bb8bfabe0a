// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { act, cleanup, render, screen, waitFor } from "@testing-library/react";
import { NextIntlClientProvider } from "next-intl";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { RuntimeProvider } from "@/components/providers/RuntimeContext";
import { readRuntimeConfig } from "@/core/api/config";
import { CATALOGS } from "@/core/i18n/test-i18n";
import { ExternalUiFrame, FRAME_ACTION_INTERVAL_MS, FRAME_RENDER_TIMEOUT_MS } from "./ExternalUiFrame";

const CODE = "var __LGUI_agent = {};";
const message = { id: "ui-1", name: "card", props: { title: "Hi" } };

function mount(bundle: { status: number; body?: string }, onAction = vi.fn()) {
  const fetchMock = vi.fn(async (url: string) => new Response(url.endsWith(".js") ? (bundle.body ?? "") : "", { status: url.endsWith(".js") ? bundle.status : 404 }));
  vi.stubGlobal("fetch", fetchMock);
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <NextIntlClientProvider locale="en" messages={CATALOGS.en}>
      <QueryClientProvider client={client}>
        <RuntimeProvider config={readRuntimeConfig({})}>
          <ExternalUiFrame graphId="agent" message={message} onAction={onAction} fallback={<p>fallback</p>} />
        </RuntimeProvider>
      </QueryClientProvider>
    </NextIntlClientProvider>,
  );
  return { fetchMock, onAction };
}

const frame = () => document.querySelector("iframe")!;
const fromFrame = (data: unknown, source: Window | null = frame().contentWindow) =>
  act(() => {
    window.dispatchEvent(new MessageEvent("message", { data, source }));
  });

beforeEach(() => vi.useRealTimers());
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe("ExternalUiFrame", () => {
  it("shows the fallback where the backend serves no bundle", async () => {
    const { fetchMock } = mount({ status: 404 });
    expect(await screen.findByText("fallback")).toBeTruthy();
    expect(document.querySelector("iframe")).toBeNull();
    expect(fetchMock.mock.calls[0]![0]).toMatch(/\/api\/langgraph\/ui\/agent\/entrypoint\.js$/);
  });

  it("runs the bundle in a sandboxed frame and hands it code and props once the frame is ready", async () => {
    mount({ status: 200, body: CODE });
    await waitFor(() => expect(document.querySelector("iframe")).not.toBeNull());
    expect(frame().getAttribute("sandbox")).toBe("allow-scripts");
    expect(frame().getAttribute("src")).toBe("/ui-frame");
    const post = vi.spyOn(frame().contentWindow!, "postMessage");
    await fromFrame({ type: "ready" });
    expect(post).toHaveBeenCalledWith({ type: "render", graph: "agent", code: CODE, css: null, name: "card", props: { title: "Hi" } }, "*");
  });

  it("sizes the frame to what it reports, and passes on allow-listed actions only", async () => {
    const { onAction } = mount({ status: 200, body: CODE });
    await waitFor(() => expect(document.querySelector("iframe")).not.toBeNull());
    await fromFrame({ type: "height", px: 180 });
    expect(frame().style.height).toBe("180px");
    await fromFrame({ type: "action", action: { type: "navigate", url: "https://evil.example" } });
    await fromFrame({ type: "action", action: { type: "send", text: "More, please" } });
    expect(onAction.mock.calls).toEqual([[{ type: "send", text: "More, please" }]]);
  });

  it("takes one action per interval, not a burst", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { onAction } = mount({ status: 200, body: CODE });
    await waitFor(() => expect(document.querySelector("iframe")).not.toBeNull());
    for (const text of ["one", "two", "three"]) await fromFrame({ type: "action", action: { type: "send", text } });
    expect(onAction.mock.calls).toEqual([[{ type: "send", text: "one" }]]);
    await act(() => vi.advanceTimersByTimeAsync(FRAME_ACTION_INTERVAL_MS));
    await fromFrame({ type: "action", action: { type: "send", text: "four" } });
    expect(onAction.mock.calls.map(([a]) => a.text)).toEqual(["one", "four"]);
  });

  it("ignores what other windows send", async () => {
    const { onAction } = mount({ status: 200, body: CODE });
    await waitFor(() => expect(document.querySelector("iframe")).not.toBeNull());
    await fromFrame({ type: "error", reason: "threw" }, window);
    await fromFrame({ type: "action", action: { type: "send", text: "x" } }, null);
    expect(document.querySelector("iframe")).not.toBeNull();
    expect(onAction).not.toHaveBeenCalled();
  });

  it("shows the fallback when the component throws or is missing", async () => {
    mount({ status: 200, body: CODE });
    await waitFor(() => expect(document.querySelector("iframe")).not.toBeNull());
    await fromFrame({ type: "error", reason: "threw" });
    expect(screen.getByText("fallback")).toBeTruthy();
    expect(document.querySelector("iframe")).toBeNull();
  });

  it("shows the fallback when the frame never renders", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    mount({ status: 200, body: CODE });
    await waitFor(() => expect(document.querySelector("iframe")).not.toBeNull());
    await act(() => vi.advanceTimersByTimeAsync(FRAME_RENDER_TIMEOUT_MS));
    expect(screen.getByText("fallback")).toBeTruthy();
  });

  it("keeps a frame that rendered, however long it then takes", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    mount({ status: 200, body: CODE });
    await waitFor(() => expect(document.querySelector("iframe")).not.toBeNull());
    await fromFrame({ type: "rendered" });
    await act(() => vi.advanceTimersByTimeAsync(FRAME_RENDER_TIMEOUT_MS * 2));
    expect(document.querySelector("iframe")).not.toBeNull();
    expect(screen.queryByText("fallback")).toBeNull();
  });
});
