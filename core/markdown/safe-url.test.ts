import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { safeUrl } from "./safe-url";

describe("safeUrl", () => {
  it("keeps http, https and mailto links", () => {
    expect(safeUrl("https://example.org/a?b=1")).toBe("https://example.org/a?b=1");
    expect(safeUrl("http://example.org")).toBe("http://example.org/");
    expect(safeUrl("mailto:someone@example.org")).toBe("mailto:someone@example.org");
  });

  it("drops script, data and other schemes, including obfuscated ones", () => {
    for (const url of [
      "javascript:alert(1)",
      "JaVaScRiPt:alert(1)",
      "java\tscript:alert(1)",
      " javascript:alert(1)",
      "\u0000javascript:alert(1)",
      "data:text/html,<script>alert(1)</script>",
      "vbscript:msgbox(1)",
      "file:///etc/passwd",
      "ftp://example.org",
    ]) {
      expect(safeUrl(url), url).toBeNull();
    }
  });

  it("drops relative and malformed urls", () => {
    expect(safeUrl("/api/langgraph/threads")).toBeNull();
    expect(safeUrl("#top")).toBeNull();
    expect(safeUrl("")).toBeNull();
    expect(safeUrl(undefined)).toBeNull();
  });

  it("never returns anything but an allowed scheme", () => {
    fc.assert(
      fc.property(fc.string(), (s) => {
        const out = safeUrl(s);
        return out === null || /^(https?:|mailto:)/.test(out);
      }),
    );
  });
});
