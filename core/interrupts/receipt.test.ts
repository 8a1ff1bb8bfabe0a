import { describe, expect, it } from "vitest";
import { testI18n } from "../i18n/test-i18n";
import { parseInterruptValue } from "./parse";
import { receiptLine, receiptMarkdown, receiptsOf } from "./receipt";

const { t } = testI18n();
const review = parseInterruptValue({
  actionRequests: [
    { name: "send_email", args: { to: "a@x" } },
    { name: "book_flight", args: {} },
  ],
  reviewConfigs: [],
});

describe("receiptsOf", () => {
  it("gives each decided action a receipt naming its tool, with the reason typed", () => {
    const receipts = receiptsOf(review, { kind: "decisions", decisions: [{ kind: "approve" }, { kind: "reject", message: " too expensive " }] }, 7);
    expect(receipts).toEqual([
      { kind: "approve", tool: "send_email", at: 7 },
      { kind: "reject", tool: "book_flight", message: "too expensive", at: 7 },
    ]);
    expect(receipts.map((r) => receiptLine(r, t))).toEqual(["Approved · send_email", "Rejected: too expensive · book_flight"]);
  });

  it("words an edit, and a rejection without a reason, by the decision alone", () => {
    const [edited, rejected] = receiptsOf(review, { kind: "decisions", decisions: [{ kind: "edit", args: {} }, { kind: "reject", message: "  " }] }, 1);
    expect(receiptLine(edited!, t)).toBe("Edited · send_email");
    expect(receiptLine(rejected!, t)).toBe("Rejected · book_flight");
  });

  it("records an answer to a plain value as a response", () => {
    const value = parseInterruptValue("Which city?");
    expect(receiptsOf(value, { kind: "value", value: "Lisbon" }, 2)).toEqual([{ kind: "respond", message: "Lisbon", at: 2 }]);
    expect(receiptLine(receiptsOf(value, { kind: "value", value: { city: "Lisbon" } }, 2)[0]!, t)).toBe('Responded: {\n  "city": "Lisbon"\n}');
  });

  it("writes a quoted Markdown note, one line per decision", () => {
    const receipts = receiptsOf(review, { kind: "decisions", decisions: [{ kind: "approve" }, { kind: "respond", message: "later\nplease" }] }, 0);
    expect(receiptMarkdown({ id: "interrupt:i", after: undefined, receipts }, t)).toBe("> Approved · send_email\n>\n> Responded: later please · book_flight");
  });
});
