// First-load JavaScript of an App Router route, from the build output: the root main files
// every page loads, plus the client chunks of the route's page and of the layout segments and
// boundaries above it (the `entryJSFiles` of the route's client reference manifest).
import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { runInNewContext } from "node:vm";
import { gzipSync } from "node:zlib";

export interface RouteJs {
  files: number;
  gzipBytes: number;
  rawBytes: number;
}

/** The route as built: `/threads/[threadId]` may live in a route group, `/(workspace)/threads/[threadId]`. */
function builtRoute(appDir: string, route: string): string | undefined {
  const [segment, ...rest] = route.split("/").filter(Boolean);
  if (segment === undefined && existsSync(path.join(appDir, "page_client-reference-manifest.js"))) return "";
  const candidates = existsSync(appDir) ? readdirSync(appDir).filter((name) => name === segment || /^\(.+\)$/.test(name)) : [];
  for (const name of candidates) {
    const found = builtRoute(path.join(appDir, name), name === segment ? rest.join("/") : route);
    if (found !== undefined) return `/${name}${found}`;
  }
  return undefined;
}

export function routeFirstLoadJs(root: string, urlRoute: string): RouteJs | undefined {
  const next = path.join(root, ".next");
  const buildManifest = path.join(next, "build-manifest.json");
  const route = builtRoute(path.join(next, "server/app"), urlRoute);
  if (!existsSync(buildManifest) || route === undefined) return undefined;
  const referenceManifest = path.join(next, "server/app", route, "page_client-reference-manifest.js");
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
