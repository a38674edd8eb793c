import { describe, expect, it } from "vitest";
import type { FinalAnswerRecord } from "../../runtime/contract/final-answer";
import { checkFinalAnswer } from "../../runtime/contract/final-answer-check";
import { auditRun } from "./caveat-audit";
import { ledgerlineAuditFixture } from "./labeled-set";

/**
 * A carry says how a claim keeps an item's hedge; only a form that can keep that hedge carries
 * it, by the free-text reader's rule (reader/item-status.ts): a source ("according to the
 * code") carries a reported finding, never an inference, an assumption or an open question;
 * "at least" or a named gap does not keep a finding or an assumption hedged. The ledgerline
 * researcher: F1 reported, F4 inferred, A1 an assumption, U1 an open question, N1 an area.
 */

const debriefs = ledgerlineAuditFixture().debriefs;

function classified(claims: FinalAnswerRecord["claims"]) {
  const report = auditRun({ finalAnswer: null, debriefs, answerRecord: { claims } });
  return {
    hedges: Object.fromEntries(
      report.hedges.map((hedge) => [hedge.label, [hedge.classification, hedge.severity]]),
    ),
    flags: report.flags.map((flag) => [flag.hedgeLabel, flag.severity, flag.reason]),
    overstatements: report.claims.map((claim) => claim.overstatements),
  };
}

describe("the contract audit counts a carry only in a form that carries the item's hedge", () => {
  it("a source carries the reported finding, not the inferred one, the assumption or the open question", () => {
    const { hedges, flags } = classified([
      {
        text: "According to the code, 19 merchants are affected and the changelog date holds.",
        rests_on: ["researcher/F1", "researcher/F4", "researcher/A1", "researcher/U1"],
        carries: ["F1", "F4", "A1", "U1"].map((key) => ({
          item: `researcher/${key}`,
          as: "attribution" as const,
          words: "According to the code",
        })),
        stated_as: "qualified",
      },
    ]);
    expect(hedges).toMatchObject({
      "researcher/F1": ["carried", null],
      "researcher/F4": ["dropped", "medium"],
      "researcher/A1": ["dropped", "medium"],
      "researcher/U1": ["dropped", "medium"],
    });
    expect(flags).toContainEqual([
      "researcher/F4",
      "medium",
      "claim c1 rests on researcher/F4 (finding) without carrying its hedge: carried as attribution, which does not carry an inferred finding (carry it as condition, qualified or open_question)",
    ]);
  });

  it("'at least' or a named gap does not keep a finding or an assumption hedged; an established claim so carried overstates", () => {
    const { hedges, overstatements } = classified([
      {
        text: "At least 19 merchants are affected; request logs were not searched.",
        rests_on: ["researcher/F4", "researcher/A1", "researcher/N1"],
        carries: [
          { item: "researcher/F4", as: "incomplete", words: "At least" },
          { item: "researcher/A1", as: "coverage_gap", words: "were not searched" },
          { item: "researcher/N1", as: "coverage_gap", words: "were not searched" },
        ],
        stated_as: "established",
      },
    ]);
    expect(hedges).toMatchObject({
      "researcher/F4": ["dropped", "high"],
      "researcher/A1": ["dropped", "high"],
      "researcher/N1": ["carried", null],
    });
    expect(overstatements).toEqual([["stated as established"]]);
  });

  it("the live contract refuses a form no item of that kind can be carried by, naming the forms that can", () => {
    const received = new Set(["researcher/F4", "researcher/A1", "researcher/U1", "researcher/N1"]);
    const check = checkFinalAnswer(
      {
        claims: [
          {
            text: "At least 19 merchants are affected, per the changelog, if the table holds.",
            rests_on: ["researcher/F4", "researcher/A1", "researcher/U1", "researcher/N1"],
            carries: [
              { item: "researcher/F4", as: "incomplete", words: "At least" },
              { item: "researcher/A1", as: "attribution", words: "per the changelog" },
              { item: "researcher/U1", as: "condition", words: "if the table holds" },
              { item: "researcher/N1", as: "attribution", words: "per the changelog" },
            ],
            stated_as: "qualified",
          },
        ],
      },
      received,
    );
    expect(check).toEqual({
      ok: false,
      errors: [
        'claims.0.carries.0.as: "incomplete" does not carry the hedge of researcher/F4 (a finding): carry it as condition, qualified, open_question or attribution (a reported finding)',
        'claims.0.carries.1.as: "attribution" does not carry the hedge of researcher/A1 (an assumption): carry it as condition, qualified or open_question',
        'claims.0.carries.3.as: "attribution" does not carry the hedge of researcher/N1 (an area not searched): carry it as coverage_gap, incomplete, open_question, qualified or condition',
      ],
    });
  });
});
