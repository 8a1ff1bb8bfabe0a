// Builds the sandboxed UI frame's script (components/ui-frame/frame/bootstrap.tsx) into
// public/ui-frame/bootstrap.js, before `next build` copies public/ into the standalone
// server and before `next dev` serves it. The frame cannot load the app's chunks (its CSP runs
// only its own script), so it gets one self-contained file with its own copy of React. esbuild
// is the one tsx runs on.
import { buildSync } from "esbuild";
import path from "node:path";

export const bootstrapOutput = (root: string) => path.join(root, "public", "ui-frame", "bootstrap.js");

export function buildUiFrameBootstrap(root: string): void {
  buildSync({
    absWorkingDir: root,
    entryPoints: [path.join(root, "components/ui-frame/frame/bootstrap.tsx")],
    outfile: bootstrapOutput(root),
    bundle: true,
    minify: true,
    format: "iife",
    platform: "browser",
    target: "es2020",
    jsx: "automatic",
    define: { "process.env.NODE_ENV": '"production"' },
    tsconfig: path.join(root, "tsconfig.json"),
    legalComments: "none",
    logLevel: "warning",
  });
}
