import { describe, expect, it } from "vitest";
import { authSettingsProblems, parseOrigins, readAuthSettings, signInRequired } from "./settings";

const SECRET = "s".repeat(32);

describe("readAuthSettings", () => {
  it("is anonymous with nothing set", () => {
    const s = readAuthSettings({});
    expect(signInRequired(s)).toBe(false);
    expect(s).toMatchObject({ password: null, sessionSecret: null, authHeader: null, embedSecret: null, embedOrigins: [] });
  });

  it("reads each mode", () => {
    const s = readAuthSettings({
      THREADLINE_PASSWORD: " pw ",
      THREADLINE_SESSION_SECRET: SECRET,
      THREADLINE_AUTH_HEADER: "X-Forwarded-User",
      THREADLINE_EMBED_SECRET: SECRET,
      THREADLINE_EMBED_ORIGINS: "https://a.example  http://localhost:5173/path https://a.example",
    });
    expect(s.password).toBe("pw");
    expect(s.sessionSecret?.length).toBe(32);
    expect(s.authHeader).toBe("x-forwarded-user");
    expect(s.embedSecret?.length).toBe(32);
    expect(s.embedOrigins).toEqual(["https://a.example", "http://localhost:5173"]);
    expect(signInRequired(s)).toBe(true);
  });

  it("ignores a header name that is not one", () => {
    expect(readAuthSettings({ THREADLINE_AUTH_HEADER: "x user:" }).authHeader).toBeNull();
  });
});

describe("authSettingsProblems", () => {
  it("has none for a sound configuration", () => {
    expect(authSettingsProblems({})).toEqual([]);
    expect(authSettingsProblems({ THREADLINE_PASSWORD: "pw", THREADLINE_SESSION_SECRET: SECRET, THREADLINE_EMBED_SECRET: SECRET })).toEqual([]);
  });

  it("says what to set", () => {
    expect(authSettingsProblems({ THREADLINE_PASSWORD: "pw" })[0]).toMatch(/THREADLINE_SESSION_SECRET/);
    expect(authSettingsProblems({ THREADLINE_PASSWORD: "pw", THREADLINE_SESSION_SECRET: "short" })[0]).toMatch(/at least 32/);
    expect(authSettingsProblems({ THREADLINE_EMBED_SECRET: "short" })[0]).toMatch(/THREADLINE_EMBED_SECRET/);
    expect(authSettingsProblems({ THREADLINE_AUTH_HEADER: "bad header" })[0]).toMatch(/x-forwarded-user/);
    expect(authSettingsProblems({ THREADLINE_EMBED_ORIGINS: "https://ok.example nonsense" })[0]).toMatch(/nonsense/);
    expect(authSettingsProblems({ THREADLINE_TRUSTED_PROXIES: "10.0.0.0/8, proxy.internal" })[0]).toMatch(/THREADLINE_TRUSTED_PROXIES.*: proxy\.internal\.$/);
  });

  it("accepts trusted proxies as addresses, ranges and names", () => {
    expect(authSettingsProblems({ THREADLINE_TRUSTED_PROXIES: "10.0.0.0/8, 203.0.113.7,loopback,private , fd00::/8" })).toEqual([]);
  });
});

it("parseOrigins keeps http(s) origins only", () => {
  expect(parseOrigins("javascript:alert(1) ftp://x https://ok.example:8443/a?b")).toEqual(["https://ok.example:8443"]);
});
