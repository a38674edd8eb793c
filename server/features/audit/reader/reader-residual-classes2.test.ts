import { beforeAll, describe, expect, it } from "vitest";
import type { AuditDebrief } from "./debrief-model";
import { answerStatuses, fanOutDebriefs } from "../../../testing/audit-statuses";

/**
 * The second cross-set residual round (issue 14): error classes that recur across at least
 * five tuned sets written in different voices. Every wording is written for the test (no frozen
 * set's wording; domain words come from the debriefs).
 */

describe("a reported finding attributed in other words (attribution idioms)", () => {
  const tail =
    " The 16 merchants on v2 in the merchants table break then; m_0005, m_0067 and m_0148 probably follow through the fallback.";

  it("carries the reported date under an attribution idiom", () => {
    for (const lead of [
      // a postposition after the source (Hindi written in Latin letters)
      "v2 band hoga 2027-03-31 ko, vendor ki changelog ke hisaab se.",
      "Changelog ke mutabik v2 2027-03-31 ko khatam.",
      "Provider notice ke according, v2 ends 2027-03-31.",
      // a preposition of another language before the source
      "Secondo la changelog del provider, v2 termina il 2027-03-31.",
      "Segundo o changelog, a v2 acaba em 2027-03-31.",
      "El changelog del proveedor dice que v2 termina el 2027-03-31.",
      // a cleft that puts the source last
      "v2 goes dark 2027-03-31, that is what vendor changelog is telling us.",
      // the speaker's memory of the report
      "v2 goes dark on 2027-03-31 afaik.",
      "Cutoff: 2027-03-31, IIRC.",
      // the source compounded with a verb of announcing
      "Plan for the vendor-announced cutoff of 2027-03-31.",
      // the child that reported it named as the date's source
      "The changelog researcher's cutoff is 2027-03-31.",
      "The changelog researcher reports v2 ending 2027-03-31.",
    ]) {
      expect(answerStatuses(lead + tail, ["researcher/F1"])["researcher/F1"], lead).toBe("carried");
    }
  });

  it("still drops the date stated flatly with no source", () => {
    for (const lead of [
      "v2 goes dark on 2027-03-31.",
      "Second, v2 ends on 2027-03-31 for every merchant.",
      "Second, v2 is what breaks them on 2027-03-31.",
    ]) {
      expect(answerStatuses(lead + tail, ["researcher/F1"])["researcher/F1"], lead).toMatch(
        /^dropped/,
      );
    }
  });
});

describe("a gap whose open question is named only in flat claims (dropped with it)", () => {
  const SANDBOX = ["sandbox-researcher/U1", "changelog-researcher/U1"];
  const SANDBOX_GAPS = ["direct-researcher/N3", "fallback-researcher/N5", "sandbox-researcher/N8"];
  let fanOut: AuditDebrief[];
  beforeAll(async () => {
    fanOut = await fanOutDebriefs();
  });
  const fan = (answer: string, labels: string[]) => answerStatuses(answer, labels, fanOut);
  const all = (status: string, labels: string[]) =>
    Object.fromEntries(labels.map((label) => [label, status]));

  it("drops the gaps that would settle a question the answer only states findings about", () => {
    for (const answer of [
      "The adapter hard-wires v2 for the twelve sandbox accounts; 16 more are on v2 in the table.",
      "Contact the 16 v2 merchants first. The twelve sandbox accounts run through an adapter that hard-wires v2.",
    ])
      expect(fan(answer, [...SANDBOX, ...SANDBOX_GAPS]), answer).toEqual({
        ...all("dropped/medium", SANDBOX),
        ...all("dropped/low", SANDBOX_GAPS),
      });
  });

  it("keeps the question and its gaps when the same clause says its answer is still awaited", () => {
    const answer =
      "The sandbox-researcher found the sandbox adapter sticks to v2 for the twelve sandbox accounts, with no cutoff yet. Contact the 16 on v2 now.";
    expect(fan(answer, [...SANDBOX, ...SANDBOX_GAPS])).toEqual(
      all("carried", [...SANDBOX, ...SANDBOX_GAPS]),
    );
  });

  it("carries the gaps named as never fully read, without keeping the question open", () => {
    const answer =
      "Recap: the 12 sandbox accounts are pinned to v2 by their adapter. The sandbox adapter never got a proper read-through, fyi. Contact the 16 on v2 now.";
    expect(fan(answer, SANDBOX_GAPS)).toEqual(all("carried", SANDBOX_GAPS));
  });
});

describe("certainty on a reported date, by idiom", () => {
  it("drops the reported date when an idiom calls it settled", () => {
    for (const answer of [
      "Per its changelog, the vendor has set 2027-03-31 in stone as the last day of v2.",
      "Per the provider changelog, v2 ends on its firm cutoff, 2027-03-31.",
      "Per the provider changelog v2 ends 2027-03-31 and the date is fully locked.",
      "Laut changelog endet v2 am 2027-03-31, das datum ist sicher.",
      "The changelog is something you can take to the bank: v2 ends 2027-03-31.",
    ])
      expect(answerStatuses(answer, ["researcher/F1"])["researcher/F1"], answer).toMatch(
        /^dropped/,
      );
  });

  it("keeps the date reported when the idiom is negated", () => {
    for (const answer of [
      "Per the provider changelog v2 ends 2027-03-31, though that is not a firm date.",
      "Laut changelog endet v2 am 2027-03-31, aber nicht sicher.",
    ])
      expect(answerStatuses(answer, ["researcher/F1"])["researcher/F1"], answer).toBe("carried");
  });
});
