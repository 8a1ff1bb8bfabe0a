import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

// A user's clone holds only this repository: nothing in it may read the folder beside it
// that the developers' machines happen to have. Every file is checked, tests and configs included.
const root = path.resolve(import.meta.dirname, "..");
// Spelled in two halves so that this file does not name the folder itself.
const NAME = "sha" + "red";
const FORBIDDEN = [
  new RegExp(`\\.\\.[\\\\/]+${NAME}\\b`),
  new RegExp(`["']\\.\\.["']\\s*,\\s*["']${NAME}["']`),
  new RegExp(`/work/${NAME}\\b`),
];
const BINARY = /\.(png|ico|jpe?g|webp|gif|pdf|woff2?)$/i;

/** Folders git ignores (the `name/` lines of .gitignore) hold no sources. */
function ignoredDirs(): Set<string> {
  const lines = readFileSync(path.join(root, ".gitignore"), "utf8").split("\n");
  return new Set([".git", ...lines.filter((l) => /^[^#!*]+\/$/.test(l.trim())).map((l) => l.trim().slice(0, -1))]);
}

function sourceFiles(dir: string, skip: Set<string>): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return skip.has(entry.name) ? [] : sourceFiles(full, skip);
    return entry.isFile() && !BINARY.test(entry.name) ? [full] : [];
  });
}

function namesOfOutside(text: string): boolean {
  return FORBIDDEN.some((pattern) => pattern.test(text));
}

describe("the repository is self-contained", () => {
  it("recognizes each way of naming the folder beside the clone", () => {
    expect(namesOfOutside(`path.resolve(root, "../${NAME}/fixtures")`)).toBe(true);
    expect(namesOfOutside(`path.resolve(__dirname, "../../../${NAME}/fixtures/contract")`)).toBe(true);
    expect(namesOfOutside(`"..\\${NAME}\\fixtures"`)).toBe(true);
    expect(namesOfOutside(`path.join(root, "..", "${NAME}")`)).toBe(true);
    expect(namesOfOutside(`"/work/${NAME}/notes.md"`)).toBe(true);
    expect(namesOfOutside(`path.join(root, "fixtures", "${NAME}-data")`)).toBe(false);
    expect(namesOfOutside(`the ${NAME} empty array`)).toBe(false);
  });

  it("no file names it", () => {
    const files = sourceFiles(root, ignoredDirs());
    expect(files.length).toBeGreaterThan(100);
    const offenders = files.filter((file) => namesOfOutside(readFileSync(file, "utf8"))).map((file) => path.relative(root, file));
    expect(offenders).toEqual([]);
  });
});
