import { describe, expect, it } from "vitest";
import { answerStatuses } from "../../../testing/audit-statuses";

/**
 * The fourth cross-set residual round (issue 14): error classes that recur across tuned sets
 * written in different voices. Every wording is written for the test (no frozen set's wording;
 * domain words come from the debriefs).
 */

describe("a list called complete is certain of its extent and total, not of a hedged part", () => {
  const PARTS =
    "The table has sixteen accounts on v2. The fallback most likely drags in m_0005, m_0067 and m_0148 as well. The changelog gives 2027-03-31. ";

  it("keeps the part's hedge when another sentence states the part with it", () => {
    for (const close of [
      "Final tally: these 19 accounts form the complete list.",
      "So 19 accounts in all, and that is the whole list.",
    ]) {
      const statuses = answerStatuses(PARTS + close, ["researcher/F3", "researcher/F4"]);
      expect(statuses["researcher/F3"], close).toBe("carried");
      expect(statuses["researcher/F4"], close).toBe("dropped/high");
    }
  });

  it("still reaches the part by certainty in other words or when the list spells it out", () => {
    for (const close of [
      "Final tally: 19 accounts, definitely.",
      "The complete list: the sixteen plus m_0005, m_0067 and m_0148.",
    ]) {
      expect(answerStatuses(PARTS + close, ["researcher/F3"])["researcher/F3"], close).toBe(
        "dropped/high",
      );
    }
  });
});

describe("a hedge on a later item of a list of groups does not carry what the other items rest on", () => {
  const TAIL =
    " The changelog gives 2027-03-31. The override five and the twelve sandbox accounts are still open.";

  it("drops the table assumption when the table's group is a plain item beside a hedged one", () => {
    for (const lead of [
      "Nineteen accounts to move: 16 on v2, 3 via the fallback (likely).",
      "Nineteen accounts to move: sixteen set to v2, and m_0005, m_0067 and m_0148 presumably through the fallback.",
      "Nineteen accounts to move: sixteen set to v2 and three probably through the fallback.",
      "Nineteen accounts to move: 16 on v2, 3 via the fallback (if it really fires).",
    ]) {
      const statuses = answerStatuses(lead + TAIL, [
        "researcher/A1",
        "researcher/A2",
        "researcher/F3",
      ]);
      expect(statuses, lead).toEqual({
        "researcher/A1": "dropped/medium",
        "researcher/A2": "carried",
        "researcher/F3": "carried",
      });
    }
  });

  it("keeps a hedge in the list's head or a condition after the list on every item", () => {
    for (const lead of [
      "Nineteen accounts to move: 16 on v2, 3 via the fallback, if the table holds and the fallback fires.",
      "Probably nineteen accounts to move: 16 on v2, 3 via the fallback.",
    ]) {
      expect(answerStatuses(lead + TAIL, ["researcher/A1"]), lead).toEqual({
        "researcher/A1": "carried",
      });
    }
  });
});

describe("a hedge said of another group in a total does not keep an open question's group open", () => {
  const TAIL =
    " The changelog gives 2027-03-31. The five override accounts stay open until someone reads the request logs.";

  it("answers the question when the total counts its group in and hedges only the others", () => {
    for (const lead of [
      "Thirty-one accounts lose v2 on 2027-03-31: the 12 sandbox accounts, 16 set to v2, 3 via the fallback (likely).",
      "Count the sandbox twelve in with the 16 on v2 and the 3 fallback ones (inferred): 31 in all, if the table is authoritative.",
    ]) {
      expect(answerStatuses(lead + TAIL, ["researcher/U2"]), lead).toEqual({
        "researcher/U2": "dropped/high",
      });
    }
  });

  it("keeps it open when the hedge is on the group itself or on the whole total", () => {
    for (const lead of [
      "31 accounts lose v2 on 2027-03-31: the 12 sandbox accounts (if their date matches), 16 set to v2, 3 via the fallback.",
      "31 accounts may lose v2 on 2027-03-31: the 12 sandbox accounts, 16 set to v2, 3 via the fallback.",
      "31 accounts lose v2 on 2027-03-31: 16 set to v2, 3 via the fallback (likely), and the 12 sandbox accounts if their date is the same.",
    ]) {
      expect(answerStatuses(lead + TAIL, ["researcher/U2"]), lead).toEqual({
        "researcher/U2": "carried",
      });
    }
  });
});

describe("an assumption follows the hedge of the findings resting mainly on it", () => {
  const TAIL =
    " The changelog gives 2027-03-31. The override five and the twelve sandbox accounts are still open.";

  it("is carried when every hedged finding resting on it is carried", () => {
    for (const lead of [
      "Tag 19 accounts for the move (16 on v2, if the table is authoritative; 3 fallback, inferred).",
      "Queue 19 accounts for migration (sixteen on v2, assuming the table is authoritative; three via the fallback, probably).",
    ]) {
      expect(answerStatuses(lead + TAIL, ["researcher/F3", "researcher/A2"]), lead).toEqual({
        "researcher/F3": "carried",
        "researcher/A2": "carried",
      });
    }
  });

  it("stays dropped when the finding is plain, and high when the assumption is asserted", () => {
    const plain =
      "If the table is authoritative, 16 accounts are on v2. m_0005, m_0067 and m_0148 reach v2 through the fallback. Plan on 16 + 3 = 19." +
      TAIL;
    expect(answerStatuses(plain, ["researcher/A2"])).toEqual({ "researcher/A2": "dropped/medium" });
    const asserted =
      "If the table is authoritative, 16 accounts are on v2. m_0005, m_0067 and m_0148 probably reach v2 as well. The fallback fires on every timeout, no question about it." +
      TAIL;
    expect(answerStatuses(asserted, ["researcher/A2"])).toEqual({
      "researcher/A2": "dropped/high",
    });
  });
});
