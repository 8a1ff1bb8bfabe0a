import { expect, it } from "vitest";
import { OwnerCache } from "./owner-cache";

it("remembers owners, forgets deleted threads, and keeps to its capacity by use", () => {
  const cache = new OwnerCache(2);
  cache.set("a", "alice");
  cache.set("b", null);
  expect(cache.get("a")).toBe("alice");
  expect(cache.get("b")).toBeNull();
  expect(cache.get("c")).toBeUndefined();
  cache.get("a"); // a is now the most recently used
  cache.set("c", "carol");
  expect(cache.size).toBe(2);
  expect(cache.get("b")).toBeUndefined();
  expect(cache.get("a")).toBe("alice");
  cache.delete("a");
  expect(cache.get("a")).toBeUndefined();
});
