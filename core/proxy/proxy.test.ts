import { describe, expect, it } from "vitest";
import { backendApiKey, backendUrl, targetUrl } from "./proxy";

describe("backendUrl", () => {
  it("defaults to the embedded server and trims trailing slashes", () => {
    expect(backendUrl({})).toBe("http://127.0.0.1:8124");
    expect(backendUrl({ LANGGRAPH_API_URL: "https://x.example/api/// " })).toBe("https://x.example/api");
  });
});

describe("backendApiKey", () => {
  it("reads LANGGRAPH_API_KEY only: a LangSmith key is not the backend's", () => {
    expect(backendApiKey({ LANGGRAPH_API_KEY: "a", LANGSMITH_API_KEY: "b" })).toBe("a");
    expect(backendApiKey({ LANGSMITH_API_KEY: "b" })).toBeNull();
    expect(backendApiKey({ LANGGRAPH_API_KEY: " " })).toBeNull();
  });
});

it("targetUrl joins the base, the matched segments and the filtered query", () => {
  expect(targetUrl("http://b/api", ["threads", "t1", "state"], "?subgraphs=true")).toBe("http://b/api/threads/t1/state?subgraphs=true");
  expect(targetUrl("http://b", ["threads"], "")).toBe("http://b/threads");
});
