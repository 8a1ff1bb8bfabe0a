import { describe, expect, it } from "vitest";
import { processRegistry } from "./process-registry";

class Store {
  flushed = 0;
  constructor(readonly dir: string) {}
  async flush() {
    this.flushed += 1;
  }
}

describe("one store per data directory for the process", () => {
  it("hands out the same store for a folder, whichever copy of the module asks", () => {
    const name = `test-${Math.random()}`;
    const one = processRegistry(name, "things", (dir) => new Store(dir));
    const another = processRegistry(name, "things", (dir) => new Store(dir));
    const store = one.get("/data/a");
    expect(store.dir).toBe("/data/a/things");
    expect(another.get("/data/a")).toBe(store);
    expect(one.get("/data/b")).not.toBe(store);
  });

  it("flushes every store, and a closed registry makes new ones", async () => {
    const stores = processRegistry(`test-${Math.random()}`, "things", (dir) => new Store(dir));
    const a = stores.get("/data/a");
    const b = stores.get("/data/b");
    await stores.flush();
    expect([a.flushed, b.flushed]).toEqual([1, 1]);
    await stores.close();
    expect(a.flushed).toBe(2);
    expect(stores.get("/data/a")).not.toBe(a);
  });
});
