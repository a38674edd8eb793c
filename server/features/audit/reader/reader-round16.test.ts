import { describe, expect, it } from "vitest";
import { answerStatuses, fanOutDebriefsBeforeAll } from "../../../testing/audit-statuses";

/**
 * The reader's sixteenth round of mechanisms (issue 14), taken from error classes of v16 (read
 * answer by answer) and kept only where v17 (read in aggregate) did not get worse. They decide
 * an open question's status from all the clauses that bear on its group rather than from the
 * first one: a total that counts the group in, a group named only in flat statements of what a
 * finding says, a later clause that points back at the group to keep it open, and a blanket
 * disclaimer over the whole answer. Every wording is written for the test (no frozen set's
 * wording; domain words come from the debriefs).
 */

const SANDBOX = ["sandbox-researcher/U1", "changelog-researcher/U1"];
const SANDBOX_GAPS = ["direct-researcher/N3", "sandbox-researcher/N8"];

const fanOut = fanOutDebriefsBeforeAll();

const fan = (answer: string, labels: string[]) => answerStatuses(answer, labels, fanOut);
const all = (status: string, labels: string[]) =>
  Object.fromEntries(labels.map((label) => [label, status]));

describe("a total that counts an open question's group in", () => {
  it("answers the question (16 + 3 + 12 stated as one figure)", () => {
    for (const answer of ["Headcount at risk: 31.", "All told, 31 accounts are affected."])
      expect(fan(answer, SANDBOX), answer).toEqual(all("dropped/high", SANDBOX));
  });

  it("does not outweigh a clause that keeps the group itself open", () => {
    expect(
      fan("Headcount at risk: 31. The 12 sandbox accounts among them may go on another date.", [
        ...SANDBOX,
        ...SANDBOX_GAPS,
      ]),
    ).toEqual(all("carried", [...SANDBOX, ...SANDBOX_GAPS]));
  });
});

describe("a group named only in flat statements of a finding about it", () => {
  it("drops its open question silently, and the gaps that would settle it with it", () => {
    // (Uncertain until the second cross-set residual round: the labels of eight tuned sets
    // drop the gaps with the question, reader-residual-classes2.test.ts.)
    expect(
      fan("Sandbox side: the adapter hard-codes v2 for those 12 sandbox accounts.", [
        ...SANDBOX,
        ...SANDBOX_GAPS,
      ]),
    ).toEqual({ ...all("dropped/medium", SANDBOX), ...all("dropped/low", SANDBOX_GAPS) });
  });

  it("an aside about the group is not a flat statement, whatever its words", () => {
    expect(
      fan(
        "Sandbox side: the adapter hard-codes v2 for those 12 sandbox accounts (a calendar of their own).",
        SANDBOX,
      ),
    ).toEqual(all("carried", SANDBOX));
  });

  it("naming the group only by its name, with no finding's words, is no flat statement", () => {
    expect(
      fan("The 12 sandbox accounts are a separate conversation; 16 fail on v2.", SANDBOX),
    ).toEqual(all("carried", SANDBOX));
  });
});

describe("an open clause that points back at the group", () => {
  it("keeps the question the clause before it names open", () => {
    for (const answer of [
      "The sandbox adapter hard-codes v2 for the 12 sandbox accounts, but whether their cutoff is the same one is unknown.",
      "The sandbox adapter hard-codes v2 for the 12 sandbox accounts, though nobody knows when they get switched off.",
    ])
      expect(fan(answer, SANDBOX), answer).toEqual(all("carried", SANDBOX));
  });
});

describe("a blanket disclaimer over the whole answer", () => {
  const FALLBACK = ["researcher/F3", "researcher/A2"];
  const claims =
    "16 merchants fail on v2 and m_0005, m_0067, m_0148 fail through the fallback on 2027-03-31.";

  it("names no caveat, so it carries none", () => {
    for (const answer of [
      `There is some doubt about all of this. ${claims}`,
      `${claims} Take all of the above with a grain of salt.`,
    ])
      expect(answerStatuses(answer, FALLBACK), answer).toEqual(all("dropped/medium", FALLBACK));
  });

  it("one that names what it rests on still carries it", () => {
    expect(
      answerStatuses(
        `${claims} All of the above assumes the fallback really fires on timeouts.`,
        FALLBACK,
      ),
    ).toEqual(all("carried", FALLBACK));
  });
});

describe("certainty a label lends over a source's report", () => {
  it("is certainty that the source says it: the report keeps its attribution", () => {
    for (const answer of [
      "Known for sure: the provider's notice says v2 goes away on 2027-03-31.",
      "Certain: according to the provider's changelog, v2 goes away on 2027-03-31.",
    ])
      expect(answerStatuses(answer, ["researcher/F1"]), answer).toEqual({
        "researcher/F1": "carried",
      });
  });

  it("the same label over the bare claim states it as established", () => {
    expect(
      answerStatuses("Known for sure: v2 goes away on 2027-03-31.", ["researcher/F1"]),
    ).toEqual({ "researcher/F1": "dropped/high" });
  });
});
