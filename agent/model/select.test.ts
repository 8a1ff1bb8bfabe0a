import { afterEach, describe, expect, it } from "vitest";
import { DemoChatModel } from "./demo-model";
import { leadModel } from "./select";

const saved = { model: process.env.THREADLINE_MODEL, key: process.env.OPENAI_API_KEY };
afterEach(() => {
  for (const [name, value] of [
    ["THREADLINE_MODEL", saved.model],
    ["OPENAI_API_KEY", saved.key],
  ] as const) {
    if (value === undefined) delete process.env[name];
    else process.env[name] = value;
  }
});

describe("leadModel", () => {
  it("stays on the offline demo model when only OPENAI_API_KEY is set", async () => {
    delete process.env.THREADLINE_MODEL;
    process.env.OPENAI_API_KEY = "sk-test";
    expect(await leadModel()).toBeInstanceOf(DemoChatModel);
  });

  it("explains what is missing when THREADLINE_MODEL=openai cannot be honoured", async () => {
    process.env.THREADLINE_MODEL = "openai";
    delete process.env.OPENAI_API_KEY;
    await expect(leadModel()).rejects.toThrow("THREADLINE_MODEL=openai needs OPENAI_API_KEY.");
    process.env.OPENAI_API_KEY = "sk-test";
    await expect(leadModel()).rejects.toThrow(/needs the @langchain\/openai package/);
  });
});
