import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { buildIsCurrent, sourceHash, writeBuildStamp } from "./build-stamp";

function project() {
  const root = mkdtempSync(path.join(tmpdir(), "stamp-"));
  mkdirSync(path.join(root, "app"));
  mkdirSync(path.join(root, ".next/standalone"), { recursive: true });
  writeFileSync(path.join(root, "app/page.tsx"), "export default 1");
  writeFileSync(path.join(root, "package.json"), "{}");
  return root;
}

/** What a build leaves: the standalone server `npm start` runs. */
const built = (root: string) => writeFileSync(path.join(root, ".next/standalone/server.js"), "");

describe("build stamp", () => {
  it("is stale without a build, current after stamping", () => {
    const root = project();
    expect(buildIsCurrent(root)).toBe(false);
    built(root);
    writeBuildStamp(root);
    expect(buildIsCurrent(root)).toBe(true);
  });

  it("goes stale when a source file changes, not when a test does", () => {
    const root = project();
    built(root);
    writeBuildStamp(root);
    writeFileSync(path.join(root, "app/page.test.tsx"), "test");
    expect(buildIsCurrent(root)).toBe(true);
    writeFileSync(path.join(root, "app/page.tsx"), "export default 2");
    expect(buildIsCurrent(root)).toBe(false);
  });

  it("goes stale when proxy.ts, which sets the security headers, changes", () => {
    const root = project();
    built(root);
    writeBuildStamp(root);
    writeFileSync(path.join(root, "proxy.ts"), "export function proxy() {}");
    expect(buildIsCurrent(root)).toBe(false);
  });

  it("goes stale when instrumentation.ts or the launcher rules the server imports change", () => {
    for (const file of ["instrumentation.ts", "scripts/lib/launch.ts"]) {
      const root = project();
      mkdirSync(path.join(root, "scripts/lib"), { recursive: true });
      built(root);
      writeBuildStamp(root);
      writeFileSync(path.join(root, file), "export {}");
      expect(buildIsCurrent(root), file).toBe(false);
    }
  });

  it("depends on file names as well as contents", () => {
    const a = project();
    const b = project();
    writeFileSync(path.join(b, "app/other.tsx"), "");
    writeFileSync(path.join(a, "app/zz.tsx"), "");
    expect(sourceHash(a)).not.toBe(sourceHash(b));
  });
});
