import { afterAll, vi } from "vitest";

// Test files of the "unit" project share a worker (vitest.config.ts): what one file changes
// of the process must not reach the next. Runs before each file, so `pristine` is the
// environment as the previous file's afterAll left it, which is the one the worker started with.
const pristine = { ...process.env };

afterAll(() => {
  for (const name of Object.keys(process.env)) if (!(name in pristine)) delete process.env[name];
  Object.assign(process.env, pristine);
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});
