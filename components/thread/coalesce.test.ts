import { describe, expect, it } from "vitest";
import { coalesce } from "./coalesce";

describe("coalesce", () => {
  it("runs once, then once more for every burst of calls made while it ran", async () => {
    let runs = 0;
    let concurrent = 0;
    let maxConcurrent = 0;
    let release: () => void = () => undefined;
    const task = () => {
      runs++;
      concurrent++;
      maxConcurrent = Math.max(maxConcurrent, concurrent);
      return new Promise<void>((resolve) => {
        release = () => {
          concurrent--;
          resolve();
        };
      });
    };
    const call = coalesce(task);
    call();
    for (let i = 0; i < 10; i++) call();
    expect(runs).toBe(1);
    release();
    await new Promise((r) => setTimeout(r, 0));
    expect(runs).toBe(2);
    release();
    await new Promise((r) => setTimeout(r, 0));
    expect(runs).toBe(2);
    expect(maxConcurrent).toBe(1);
    // Idle again: the next call runs at once, and a failing run does not stop later ones.
    call();
    expect(runs).toBe(3);
  });

  it("keeps going after a task that fails", async () => {
    let runs = 0;
    const call = coalesce(async () => {
      runs++;
      throw new Error("backend down");
    });
    call();
    await new Promise((r) => setTimeout(r, 0));
    call();
    await new Promise((r) => setTimeout(r, 0));
    expect(runs).toBe(2);
  });
});
