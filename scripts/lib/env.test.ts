import { describe, expect, it } from "vitest";
import { readLaunchSettings } from "./env";

describe("readLaunchSettings", () => {
  it("uses the documented defaults", () => {
    expect(readLaunchSettings({}, "/repo")).toEqual({
      host: "127.0.0.1",
      webPort: 3000,
      backendPort: 8124,
      dataDir: "/repo/.data",
      externalBackend: null,
    });
  });
  it("reads ports, a relative data dir and an external backend", () => {
    const s = readLaunchSettings(
      { HOST: "0.0.0.0", PORT: "4000", LANGGRAPH_PORT: "9000", THREADLINE_DATA_DIR: "tmp/data", LANGGRAPH_API_URL: "http://x:1" },
      "/repo",
    );
    expect(s).toEqual({ host: "0.0.0.0", webPort: 4000, backendPort: 9000, dataDir: "/repo/tmp/data", externalBackend: "http://x:1" });
  });
  it("rejects ports that are not ports", () => {
    expect(() => readLaunchSettings({ PORT: "abc" }, "/r")).toThrow(/PORT/);
    expect(() => readLaunchSettings({ LANGGRAPH_PORT: "70000" }, "/r")).toThrow(/LANGGRAPH_PORT/);
  });
});
