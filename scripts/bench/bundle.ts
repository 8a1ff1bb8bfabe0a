// First-load JavaScript of an App Router route, from the build output: the root main files
// every page loads, plus the client chunks of the route's page and of the layout segments and
// boundaries above it (the `entryJSFiles` of the route's client reference manifest).
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { runInNewContext } from "node:vm";
import { gzipSync } from "node:zlib";

export interface RouteJs {
  files: number;
  gzipBytes: number;
  rawBytes: number;
}

export function routeFirstLoadJs(root: string, route: string): RouteJs | undefined {
  const next = path.join(root, ".next");
  const buildManifest = path.join(next, "build-manifest.json");
  const referenceManifest = path.join(next, "server/app", route, "page_client-reference-manifest.js");
  if (!existsSync(buildManifest) || !existsSync(referenceManifest)) return undefined;
  const { rootMainFiles = [] } = JSON.parse(readFileSync(buildManifest, "utf8")) as { rootMainFiles?: string[] };
  // The manifest is a script assigning globalThis.__RSC_MANIFEST[route].
  const sandbox: { self?: unknown; globalThis?: unknown; __RSC_MANIFEST?: Record<string, { entryJSFiles?: Record<string, string[]> }> } = {};
  sandbox.self = sandbox;
  sandbox.globalThis = sandbox;
  runInNewContext(readFileSync(referenceManifest, "utf8"), sandbox);
  const entry = sandbox.__RSC_MANIFEST?.[`${route}/page`]?.entryJSFiles ?? {};
  const files = new Set<string>(rootMainFiles);
  for (const chunks of Object.values(entry)) for (const file of chunks) files.add(file);
  let gzipBytes = 0;
  let rawBytes = 0;
  for (const file of files) {
    const full = path.join(next, file);
    if (!existsSync(full)) continue;
    const body = readFileSync(full);
    rawBytes += body.length;
    gzipBytes += gzipSync(body).length;
  }
  return { files: files.size, gzipBytes, rawBytes };
}
