import { describe, expect, it } from "vitest";
import { answerStatuses, FAITHFUL_SINGLE_PARTS } from "../../../testing/audit-statuses";

/**
 * The reader's eighty-seventh round of mechanisms (issue 14, a tuning round on v78's renamed and
 * paraphrased references): a hedge word made a noun for the things it hedges ("the two maybes:
 * …", "the possibles") hedges them as the adverb does, so a colon lead it heads hedges its list.
 * Every wording is written for the test (no frozen set's wording; domain words come from the
 * debriefs).
 */

const { dated: DATED, table: TABLE, fallback: FALLBACK } = FAITHFUL_SINGLE_PARTS;
const BODY = `${DATED} ${TABLE} ${FALLBACK}`;

describe("a hedge word made a noun for what it hedges (hedge-cues.ts)", () => {
  it("reads 'The two maybes:' as hedging the groups it lists", () => {
    const statuses = answerStatuses(
      `${BODY} Two more groups are in play. The two maybes: the five override merchants that pin a version header on each request, and the twelve sandbox merchants.`,
      ["researcher/U1", "researcher/U2"],
    );
    expect(statuses).toEqual({ "researcher/U1": "carried", "researcher/U2": "carried" });
  });

  it("leaves a lead with no hedge noun ('The two others:') hedging nothing", () => {
    const statuses = answerStatuses(
      `${BODY} Two more groups are in play. The two others: the five override merchants that pin a version header on each request, and the twelve sandbox merchants.`,
      ["researcher/U1", "researcher/U2"],
    );
    expect(statuses).toEqual({ "researcher/U1": "carried", "researcher/U2": "dropped/medium" });
  });
});
