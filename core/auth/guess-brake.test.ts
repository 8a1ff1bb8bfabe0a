import { expect, it } from "vitest";
import { GuessBrake } from "./guess-brake";

const options = { maxFailures: 3, windowMs: 60_000, maxClients: 2 };

it("makes a client wait after too many wrong passwords, until the window passes", () => {
  const brake = new GuessBrake(options);
  for (let i = 0; i < 3; i++) {
    expect(brake.waitMs("a", 1000)).toBe(0);
    brake.fail("a", 1000);
  }
  expect(brake.waitMs("a", 1000)).toBe(60_000);
  expect(brake.waitMs("a", 31_000)).toBe(30_000);
  expect(brake.waitMs("b", 31_000)).toBe(0);
  expect(brake.waitMs("a", 61_000)).toBe(0);
  brake.fail("a", 61_000);
  expect(brake.waitMs("a", 61_000)).toBe(0);
});

it("forgets a client that signs in", () => {
  const brake = new GuessBrake(options);
  brake.fail("a", 0);
  brake.fail("a", 0);
  brake.succeed("a");
  brake.fail("a", 0);
  brake.fail("a", 0);
  expect(brake.waitMs("a", 0)).toBe(0);
});

it("remembers a bounded number of clients, forgetting the least recent", () => {
  const brake = new GuessBrake(options);
  for (let i = 0; i < 3; i++) brake.fail("a", 0);
  for (let i = 0; i < 100; i++) brake.fail(`flood-${i}`, 0);
  expect(brake.size).toBe(2);
  expect(brake.waitMs("a", 0)).toBe(0);
});
