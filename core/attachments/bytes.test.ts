import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { base64Bytes, formatBytes, utf8Bytes } from "./bytes";
import { testI18n } from "../i18n/test-i18n";
import { fileTypeKey, fileTypeLabel } from "./format";

describe("formatBytes", () => {
  it.each([
    [0, "0 B"],
    [512, "512 B"],
    [1024, "1 KB"],
    [1536, "1.5 KB"],
    [12 * 1024 + 300, "12 KB"],
    [10 * 1024 * 1024, "10 MB"],
    [3.45 * 1024 * 1024, "3.5 MB"],
    [-1, ""],
    [Number.NaN, ""],
  ])("%s -> %s", (bytes, text) => {
    expect(formatBytes(bytes)).toBe(text);
  });
  it("writes the number in the locale", () => {
    expect(formatBytes(3.45 * 1024 * 1024, "zh-CN")).toBe("3.5 MB");
    expect(formatBytes(1000, "en")).toBe("1000 B");
  });
});

describe("byte counts", () => {
  it("counts what base64 decodes to", () => {
    fc.assert(fc.property(fc.uint8Array({ maxLength: 200 }), (bytes) => base64Bytes(Buffer.from(bytes).toString("base64")) === bytes.length));
  });

  it("counts UTF-8 bytes as an encoder would", () => {
    fc.assert(fc.property(fc.string({ unit: "binary" }), (text) => utf8Bytes(text) === new TextEncoder().encode(text).length));
  });
});

describe("fileTypeLabel", () => {
  it("names the accepted types, and others broadly", () => {
    expect(fileTypeLabel("image/png")).toBe("PNG image");
    expect(fileTypeLabel("application/pdf")).toBe("PDF document");
    expect(fileTypeLabel("text/csv; charset=utf-8")).toBe("CSV file");
    expect(fileTypeLabel("image/avif")).toBe("image");
    expect(fileTypeLabel("text/x-log")).toBe("text file");
    expect(fileTypeLabel("")).toBe("file");
  });
  it("words the same kinds in the UI's locale", () => {
    const { t } = testI18n("en");
    expect(t(fileTypeKey("image/png"))).toBe("PNG image");
    expect(t(fileTypeKey("text/x-log"))).toBe("text file");
    expect(testI18n("zh-CN").t(fileTypeKey("application/pdf"))).toMatch(/PDF/);
  });
});
