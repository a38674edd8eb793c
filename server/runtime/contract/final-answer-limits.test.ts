import { describe, expect, it } from "vitest";
import { MAX_CONTRACT_ERRORS } from "./contract-enforcement";
import { checkFinalAnswer } from "./final-answer-check";
import { MAX_ITEM_ID_CHARS } from "./final-answer";

/**
 * What a parent gets back for a rejected final_answer is bounded as a child's research_result
 * rejection is (MAX_CONTRACT_ERRORS lines, the rest counted): the errors go back into the
 * parent's context, into FinalAnswerContractError's message (the agent's stored status) and
 * into a pasted record's 400. An id is echoed only when it is id-sized.
 */

const RECEIVED = new Set(["researcher/F1", "researcher/A1"]);
const claim = (overrides: Record<string, unknown> = {}) => ({
  text: "19 merchants break.",
  rests_on: ["researcher/F1"],
  carries: [],
  stated_as: "established",
  ...overrides,
});

function errorsOf(input: unknown): string[] {
  const check = checkFinalAnswer(input, RECEIVED);
  if (check.ok) throw new Error("expected a rejection");
  return check.errors;
}

describe("final_answer rejections are bounded", () => {
  it("lists at most MAX_CONTRACT_ERRORS unknown ids, counting the rest", () => {
    const ids = Array.from({ length: 500 }, (_, index) => `ghost/F${index + 1}`);
    const errors = errorsOf({ claims: [claim({ rests_on: ids })] });
    expect(errors).toHaveLength(MAX_CONTRACT_ERRORS + 1);
    expect(errors[0]).toBe(
      'claims.0.rests_on.0: unknown debrief item "ghost/F1"; cite the ids printed in the debriefs you received (e.g. researcher/F1, researcher/A1)',
    );
    expect(errors[MAX_CONTRACT_ERRORS]).toBe("… and 480 more errors like these");
  });

  it("lists at most MAX_CONTRACT_ERRORS schema issues, counting the rest", () => {
    const errors = errorsOf({ claims: Array.from({ length: 60 }, () => claim({ text: " " })) });
    expect(errors).toHaveLength(MAX_CONTRACT_ERRORS + 1);
    expect(errors[19]).toBe("claims.19.text: text must not be empty");
    expect(errors[20]).toBe("… and 40 more errors like these");
  });

  it("refuses an id longer than any item id without echoing it", () => {
    const long = `${"x".repeat(100_000)}/F1`;
    const errors = errorsOf({
      claims: [
        claim({ rests_on: [long], carries: [{ item: long, as: "qualified", words: "19" }] }),
      ],
    });
    expect(errors).toEqual([
      `claims.0.rests_on.0: an item id is at most ${MAX_ITEM_ID_CHARS} characters (got 100003); cite the ids printed in the debriefs`,
      `claims.0.carries.0.item: an item id is at most ${MAX_ITEM_ID_CHARS} characters (got 100003); cite the ids printed in the debriefs`,
    ]);
  });

  it("refuses carried words longer than a claim", () => {
    const errors = errorsOf({
      claims: [
        claim({ carries: [{ item: "researcher/F1", as: "qualified", words: "w".repeat(4_001) }] }),
      ],
    });
    expect(errors).toEqual([
      "claims.0.carries.0.words: at most 4000 characters (got 4001); quote only the words that carry the hedge",
    ]);
  });
});
