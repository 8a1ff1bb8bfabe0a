import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { testI18n } from "../i18n/test-i18n";
import { ACCEPT_ATTRIBUTE, admitFiles, classify, MAX_FILE_BYTES, MAX_FILES, MAX_MESSAGE_BYTES } from "./limits";
import { refusalText } from "./format";

const MB = 1024 * 1024;
const file = (name: string, type: string, size = 100) => ({ name, type, size });

describe("classify", () => {
  it.each([
    ["cat.png", "image/png", "image", "image/png"],
    ["photo.JPG", "image/jpeg", "image", "image/jpeg"],
    ["a.webp", "", "image", "image/webp"],
    ["anim.gif", "image/gif", "image", "image/gif"],
    ["report.pdf", "application/pdf", "pdf", "application/pdf"],
    ["notes.txt", "text/plain", "text", "text/plain"],
    ["readme.md", "", "text", "text/markdown"],
    ["data.csv", "application/vnd.ms-excel", "text", "text/csv"],
    ["data.json", "application/json; charset=utf-8", "text", "application/json"],
  ])("%s (%s) is %s sent as %s", (name, type, kind, mimeType) => {
    expect(classify({ name, type })).toMatchObject({ kind, mimeType });
  });

  it.each([
    ["movie.mp4", "video/mp4"],
    ["page.html", "text/html"],
    ["icon.svg", "image/svg+xml"],
    ["archive.zip", ""],
    ["noextension", ""],
    ["run.exe", "application/octet-stream"],
  ])("refuses %s (%s)", (name, type) => {
    expect(classify({ name, type })).toBeUndefined();
  });

  it("offers exactly the accepted types in the file picker", () => {
    expect(ACCEPT_ATTRIBUTE.split(",")).toEqual(expect.arrayContaining([".png", ".jpg", ".jpeg", ".webp", ".gif", ".pdf", ".txt", ".md", ".csv", ".json", "application/pdf"]));
    expect(ACCEPT_ATTRIBUTE).not.toContain("svg");
  });
});

describe("admitFiles", () => {
  it("takes accepted files and says why each other one was refused", () => {
    const result = admitFiles([], [file("a.png", "image/png"), file("b.mp4", "video/mp4"), file("big.pdf", "application/pdf", MAX_FILE_BYTES + 1), file("c.txt", "text/plain")]);
    expect(result.accepted.map((a) => a.candidate.name)).toEqual(["a.png", "c.txt"]);
    expect(result.refused).toEqual([
      { name: "b.mp4", reason: "unsupported" },
      { name: "big.pdf", reason: "too-large", size: MAX_FILE_BYTES + 1 },
    ]);
  });

  it("accepts a file of exactly the limit", () => {
    expect(admitFiles([], [file("max.pdf", "application/pdf", MAX_FILE_BYTES)]).accepted).toHaveLength(1);
  });

  it("counts the files already attached against the message's limits", () => {
    const held = Array.from({ length: MAX_FILES - 1 }, () => ({ size: 1 }));
    expect(admitFiles(held, [file("1.txt", "text/plain"), file("2.txt", "text/plain")]).refused).toEqual([{ name: "2.txt", reason: "too-many" }]);
    const heavy = [{ size: MAX_MESSAGE_BYTES - 5 * MB }];
    const result = admitFiles(heavy, [file("6.pdf", "application/pdf", 6 * MB), file("4.pdf", "application/pdf", 4 * MB)]);
    expect(result.refused).toEqual([{ name: "6.pdf", reason: "over-total" }]);
    expect(result.accepted.map((a) => a.candidate.name)).toEqual(["4.pdf"]);
  });

  it("never lets a message exceed its limits, and accounts for every file", () => {
    const candidate = fc.record({ name: fc.constantFrom("a.png", "b.pdf", "c.md", "d.exe", "e"), type: fc.constantFrom("", "image/png", "text/plain", "video/mp4"), size: fc.nat({ max: 12 * MB }) });
    fc.assert(
      fc.property(fc.array(fc.record({ size: fc.nat({ max: 3 * MB }) }), { maxLength: 4 }), fc.array(candidate, { maxLength: 15 }), (held, incoming) => {
        const { accepted, refused } = admitFiles(held, incoming);
        expect(accepted.length + refused.length).toBe(incoming.length);
        const sizes = [...held.map((h) => h.size), ...accepted.map((a) => a.candidate.size)];
        if (accepted.length > 0) {
          expect(sizes.length).toBeLessThanOrEqual(MAX_FILES);
          expect(sizes.reduce((a, b) => a + b, 0)).toBeLessThanOrEqual(MAX_MESSAGE_BYTES);
        }
        for (const a of accepted) expect(a.candidate.size).toBeLessThanOrEqual(MAX_FILE_BYTES);
      }),
    );
  });

  it("keeps the message's files, base64-encoded, under the proxy's default body cap", () => {
    // core/proxy/limits.ts: 32 MB, sized for ~24 MB of base64 (4/3 of the bytes); the JSON around them is small.
    expect((MAX_MESSAGE_BYTES * 4) / 3).toBeLessThanOrEqual(24 * MB);
  });
});

describe("refusalText", () => {
  it("says what was refused and what is allowed", () => {
    const en = testI18n("en");
    expect(refusalText({ name: "big.pdf", reason: "too-large", size: 11 * MB }, en)).toBe("big.pdf was not attached: it is 11 MB, and a file may be at most 10 MB.");
    expect(refusalText({ name: "x.mp4", reason: "unsupported" }, en)).toContain("only images (PNG, JPEG, WebP, GIF), PDF and text files");
    expect(refusalText({ name: "", reason: "too-many" }, en)).toBe(`A file was not attached: a message may carry at most ${MAX_FILES} files.`);
    expect(refusalText({ name: "y.pdf", reason: "over-total" }, en)).toContain("at most 15 MB");
    const zh = refusalText({ name: "big.pdf", reason: "too-large", size: 11 * MB }, testI18n("zh-CN"));
    expect(zh).toContain("big.pdf");
    expect(zh).toContain("11 MB");
    expect(zh).toMatch(/\p{Script=Han}/u);
  });
});
