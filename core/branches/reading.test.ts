import { describe, expect, it } from "vitest";
import { branchFloor, HISTORY_LIMIT, HISTORY_PAGE, lowerFloor, readOnFrom } from "./reading";

const page = (from: number, count: number) =>
  Array.from({ length: count }, (_, i) => ({ checkpoint: { checkpoint_id: `cp-${String(from - i).padStart(5, "0")}` } }));

describe("reading history for branches", () => {
  it("reads on from the oldest checkpoint until the floor is reached", () => {
    const newest = page(500, HISTORY_PAGE);
    expect(readOnFrom(newest, HISTORY_PAGE, "cp-00100")).toBe("cp-00451");
    expect(readOnFrom(newest, HISTORY_PAGE, "cp-00460")).toBeUndefined();
    // Without a floor (an action looking for a message), it reads on while pages are full.
    expect(readOnFrom(newest, HISTORY_PAGE, undefined)).toBe("cp-00451");
  });

  it("stops at the start of the thread and at the limit", () => {
    expect(readOnFrom(page(10, 10), 10, "cp-00001")).toBeUndefined();
    expect(readOnFrom(page(HISTORY_LIMIT + 5, HISTORY_LIMIT), HISTORY_PAGE, "cp-00001")).toBeUndefined();
    expect(readOnFrom([null, "x"], HISTORY_PAGE, undefined)).toBeUndefined();
  });

  it("keeps the oldest fork point in the thread's metadata", () => {
    expect(branchFloor({ branch_floor: "cp-2" })).toBe("cp-2");
    for (const metadata of [null, {}, { branch_floor: 3 }, { branch_floor: "" }, "x"]) expect(branchFloor(metadata)).toBeUndefined();
    expect(lowerFloor(undefined, "cp-5")).toBe("cp-5");
    expect(lowerFloor("cp-3", "cp-5")).toBe("cp-3");
    expect(lowerFloor("cp-7", "cp-5")).toBe("cp-5");
  });
});
