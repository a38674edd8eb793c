import { describe, expect, it } from "vitest";
import { answerStatuses, FAITHFUL_SINGLE_PARTS } from "../../../testing/audit-statuses";

/**
 * The reader's seventy-second round of mechanisms (issue 14, false flags across the tuned sets):
 * a quantifier floated after its auxiliary ("the rows were all checked") quantifies its subject,
 * not the code; code with a relative clause whose subject is a person ("paths they never call")
 * says what people do, not what the code does.
 * Every wording is written for the test (no frozen set's wording; domain words come from the
 * debriefs).
 */

const { dated: DATED, table: TABLE, fallback: FALLBACK, open: OPEN } = FAITHFUL_SINGLE_PARTS;
const REST = `${DATED} ${TABLE} ${FALLBACK} ${OPEN}`;

describe("a quantifier floated after its auxiliary (overstatement-cues.ts)", () => {
  it("reads 'the sixteen rows were all checked' as about the rows, not the code", () => {
    const statuses = answerStatuses(
      `The sixteen rows were all checked and the legacy client behind them was opened. ${REST}`,
      ["researcher/N1", "researcher/N4"],
    );
    expect(statuses).toEqual({ "researcher/N1": "not_used", "researcher/N4": "not_used" });
  });

  it("still reads 'all the files were checked' as a claim about the code", () => {
    const statuses = answerStatuses(
      `All the files were checked and the legacy client behind them was opened. ${REST}`,
      ["researcher/N1", "researcher/N4"],
    );
    expect(statuses).toEqual({ "researcher/N1": "dropped/low", "researcher/N4": "dropped/low" });
  });
});

describe("code with a relative clause whose subject is a person (overstatement-cues.ts)", () => {
  it("reads 'retry paths we never call' as what people do with the code", () => {
    const statuses = answerStatuses(
      `Every codebase has retry paths we never call, so the fallback may be one. ${REST}`,
      ["researcher/N1", "researcher/N4"],
    );
    expect(statuses).toEqual({ "researcher/N1": "not_used", "researcher/N4": "not_used" });
  });

  it("still reads 'the router never calls v2' as a claim about the code", () => {
    const statuses = answerStatuses(`The version router never calls v2. ${REST}`, [
      "researcher/N4",
    ]);
    expect(statuses).toEqual({ "researcher/N4": "dropped/high" });
  });
});
