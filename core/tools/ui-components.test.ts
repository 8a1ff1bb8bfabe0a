import fc from "fast-check";
import { describe, expect, it } from "vitest";
import type { UiMessage } from "../ui-messages/types";
import { FOLLOWUP_CARD_UI, uiComponent } from "./ui-components";

const message = (name: string, props: Record<string, unknown>): UiMessage => ({ id: "u", name, props });

describe("uiComponent", () => {
  it("reads the follow-up card's title and follow-up", () => {
    expect(FOLLOWUP_CARD_UI).toBe("followup_card");
    expect(uiComponent(message(FOLLOWUP_CARD_UI, { title: "Next", followup: "Tell me more" }))).toEqual({ component: FOLLOWUP_CARD_UI, title: "Next", followUp: "Tell me more" });
    expect(uiComponent(message(FOLLOWUP_CARD_UI, { follow_up: "More" }))).toEqual({ component: FOLLOWUP_CARD_UI, title: "", followUp: "More" });
  });

  it("has none for a card without a follow-up to send, or another name", () => {
    expect(uiComponent(message(FOLLOWUP_CARD_UI, { title: "Next", followup: "  " }))).toBeUndefined();
    for (const name of ["weather", "constructor", "__proto__", ""]) expect(uiComponent(message(name, { followup: "x" }))).toBeUndefined();
  });

  it("never throws on any props", () => {
    fc.assert(fc.property(fc.string(), fc.dictionary(fc.string(), fc.anything()), (name, props) => void uiComponent(message(name, props))));
  });
});
