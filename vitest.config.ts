import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";

export default defineConfig({
  resolve: { alias: { "@": fileURLToPath(new URL(".", import.meta.url)) } },
  test: {
    include: ["{core,components,app,agent,scripts,fixtures}/**/*.test.{ts,tsx}"],
    environment: "node",
    // Component tests opt into jsdom with a `@vitest-environment jsdom` docblock.
    testTimeout: 20_000,
  },
});
