import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { EDGE_PX, isAtEnd, isAtStart, isNearTop, LOAD_OLDER_WITHIN_PX, pinAfterScroll } from "./edges";

describe("where the reader is", () => {
  it("is at the end within the edge, whatever the sizes", () => {
    expect(isAtEnd({ scrollTop: 952, scrollHeight: 1800, clientHeight: 800 }, 48)).toBe(true);
    expect(isAtEnd({ scrollTop: 900, scrollHeight: 1800, clientHeight: 800 }, 48)).toBe(false);
  });

  it("measures the end by the one edge unless told otherwise", () => {
    expect(isAtEnd({ scrollTop: 1000 - 600 - EDGE_PX, scrollHeight: 1000, clientHeight: 600 })).toBe(true);
    expect(isAtEnd({ scrollTop: 1000 - 600 - EDGE_PX - 1, scrollHeight: 1000, clientHeight: 600 })).toBe(false);
  });

  it("is at the end exactly when what is left below the view fits in the edge", () => {
    fc.assert(
      fc.property(fc.nat(10_000), fc.nat(2_000), fc.nat(10_000), fc.nat(200), (scrollTop, clientHeight, below, edge) => {
        const box = { scrollTop, clientHeight, scrollHeight: scrollTop + clientHeight + below };
        expect(isAtEnd(box, edge)).toBe(below <= edge);
      }),
    );
  });

  it("is at the start only with nothing before the first row, within the edge", () => {
    expect(isAtStart(0, false)).toBe(true);
    expect(isAtStart(EDGE_PX, false)).toBe(true);
    expect(isAtStart(EDGE_PX + 1, false)).toBe(false);
    expect(isAtStart(0, true)).toBe(false);
  });

  it("asks for earlier pages before the reader reaches the top", () => {
    expect(isNearTop(0)).toBe(true);
    expect(isNearTop(LOAD_OLDER_WITHIN_PX - 1)).toBe(true);
    expect(isNearTop(LOAD_OLDER_WITHIN_PX)).toBe(false);
  });
});

describe("following the end after a scroll", () => {
  it("a pinned log the end moved away from, without moving up, goes back to it", () => {
    expect(pinAfterScroll({ atEnd: false, pinned: true, movedUp: false, landing: false })).toBe("follow");
  });
  it("a move up away from the end stops the following", () => {
    expect(pinAfterScroll({ atEnd: false, pinned: true, movedUp: true, landing: false })).toBe("unpin");
  });
  it("a log already away from the end stays away, whichever way it moves", () => {
    expect(pinAfterScroll({ atEnd: false, pinned: false, movedUp: false, landing: false })).toBe("unpin");
  });
  it("reaching the end pins, unless a jump is landing elsewhere", () => {
    expect(pinAfterScroll({ atEnd: true, pinned: false, movedUp: true, landing: false })).toBe("pin");
    expect(pinAfterScroll({ atEnd: true, pinned: true, movedUp: false, landing: true })).toBe("unpin");
  });
  it("only a pinned log that did not move up follows", () => {
    fc.assert(
      fc.property(fc.boolean(), fc.boolean(), fc.boolean(), fc.boolean(), (atEnd, pinned, movedUp, landing) => {
        const decision = pinAfterScroll({ atEnd, pinned, movedUp, landing });
        expect(decision === "follow").toBe(!atEnd && !landing && pinned && !movedUp);
      }),
    );
  });
});
