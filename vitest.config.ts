import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";

export default defineConfig({
  resolve: { alias: { "@": fileURLToPath(new URL(".", import.meta.url)) } },
  test: {
    environment: "node",
    // One worker per core (the default leaves one idle): most of a file's time is imports and
    // servers waiting, so a 2-core machine runs the suite in about two thirds of the time.
    maxWorkers: "100%",
    // Component tests opt into jsdom with a `@vitest-environment jsdom` docblock.
    testTimeout: 20_000,
    // Integration suites start a server in beforeAll: a cold start (tsx compiling the agent)
    // alone takes ~10 s on a loaded 2-core machine.
    hookTimeout: 60_000,
    projects: [
      {
        extends: true,
        // Each file in a fresh worker: the embedded server is one per process (agent/server.ts).
        test: { name: "agent", include: ["agent/**/*.test.ts"] },
      },
      {
        extends: true,
        // Files share a worker, so libraries load once per worker rather than once per file:
        // about half the suite's CPU time. vitest.setup.ts undoes what a file leaves behind.
        test: {
          name: "unit",
          include: ["{core,components,app,scripts,fixtures}/**/*.test.{ts,tsx}"],
          isolate: false,
          setupFiles: ["./vitest.setup.ts"],
        },
      },
    ],
  },
});
