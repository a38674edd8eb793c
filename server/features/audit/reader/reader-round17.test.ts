import { describe, expect, it } from "vitest";
import { answerStatuses, fanOutDebriefsBeforeAll } from "../../../testing/audit-statuses";

/**
 * The reader's seventeenth round of mechanisms (issue 14), taken from the error classes of v18
 * and v19 read answer by answer: claimed readings of the whole code in more forms, groups named
 * beside the evidence that would settle them, distributive and plural pointers, approximations,
 * exclusive "only open item" claims, certainty that reaches back (rating lines, "the date",
 * "firm", "no more, no fewer") and labels that are clauses or single words. Every wording is
 * written for the test (no frozen set's wording; domain words come from the debriefs).
 */

const all = (status: string, labels: string[]) =>
  Object.fromEntries(labels.map((label) => [label, status]));
const UNREAD_FILES = ["researcher/N1", "researcher/N2", "researcher/N4", "researcher/N5"];

const fanOut = fanOutDebriefsBeforeAll();
const fan = (answer: string, labels: string[]) => answerStatuses(answer, labels, fanOut);

describe("a claimed reading of the whole code", () => {
  it("reads an irregular verb's forms (gone through) before an adverbial of completion", () => {
    expect(
      answerStatuses(
        "We went through our repo line by line; sixteen accounts look exposed.",
        UNREAD_FILES,
      ),
    ).toEqual(all("dropped/high", UNREAD_FILES));
  });

  it("reads the code beside a second object, and the code as a participle's subject", () => {
    for (const answer of [
      "I inspected the source and the seed notes top to bottom; sixteen accounts sit on v2.",
      "Our source was entirely audited, and sixteen accounts sit on v2.",
      "I read the repository and the changelog. Sixteen accounts sit on v2.",
    ])
      expect(answerStatuses(answer, UNREAD_FILES), answer).toEqual(
        all("dropped/high", UNREAD_FILES),
      );
  });

  it("'all of the adapter code' covers the adapters, not the seed files", () => {
    // (The seed file is outside the kinds of code the claim names: nothing is claimed of it,
    // twenty-second round, coverage-scope.ts; it keeps the low flag of a claim that the code
    // holds nothing else where the sentence says so.)
    expect(
      answerStatuses("We audited all of our adapter sources; sixteen accounts sit on v2.", [
        "researcher/N1",
        "researcher/N4",
      ]),
    ).toEqual({ "researcher/N1": "not_used", "researcher/N4": "dropped/high" });
    expect(
      answerStatuses(
        "We audited all of our adapter sources, so the picture is complete; sixteen accounts sit on v2.",
        ["researcher/N1", "researcher/N4"],
      ),
    ).toEqual({ "researcher/N1": "dropped/low", "researcher/N4": "dropped/high" });
  });

  it("'all the relevant code' covers every unread file", () => {
    expect(
      answerStatuses(
        "Having audited all the pertinent code, we count sixteen accounts on v2.",
        UNREAD_FILES,
      ),
    ).toEqual(all("dropped/high", UNREAD_FILES));
  });

  it("a reading of one part of the code claims nothing of the rest", () => {
    expect(
      answerStatuses(
        "We reviewed the code for the fallback path. Sixteen accounts sit on v2.",
        UNREAD_FILES,
      ),
    ).toEqual(all("not_used", UNREAD_FILES));
  });
});

describe("a group named beside the evidence that would settle its question", () => {
  it("points at the check still to make; it does not answer the question", () => {
    expect(
      answerStatuses(
        "Nobody knows yet which version the override five send. Begin the move of the 19 today and ask ops for request logs covering the override five.",
        ["researcher/U1", "researcher/N6"],
      ),
    ).toEqual(all("carried", ["researcher/U1", "researcher/N6"]));
  });

  it("a check claimed of that evidence still answers it", () => {
    expect(
      answerStatuses("We obtained request logs showing the override five all send v3.", [
        "researcher/U1",
      ]),
    ).toEqual({ "researcher/U1": "dropped/high" });
  });

  it("a denied look at what the group sends keeps the question open", () => {
    expect(
      answerStatuses("No one has looked into which version the override five use in production.", [
        "researcher/U1",
      ]),
    ).toEqual({ "researcher/U1": "carried" });
  });
});

describe("pointers and outcomes", () => {
  it("'each group' points back at the groups listed, and 'goes offline' is an outcome", () => {
    expect(
      fan(
        "Around forty accounts must migrate: sixteen direct, three via fallback, twelve sandbox accounts. Each group goes offline once v2 is retired.",
        ["sandbox-researcher/U1", "changelog-researcher/U1", "sandbox-researcher/N8"],
      ),
    ).toEqual({
      "sandbox-researcher/U1": "dropped/high",
      "changelog-researcher/U1": "dropped/high",
      "sandbox-researcher/N8": "dropped/low",
    });
  });

  it("an outcome inside 'when … ' asks when; it does not answer", () => {
    expect(
      answerStatuses(
        "Sandbox: twelve accounts hard-coded to v2; nobody has said when sandbox loses access.",
        ["researcher/U2"],
      ),
    ).toEqual({ "researcher/U2": "carried" });
  });

  it("'takes … with it' gives the group the others' outcome", () => {
    expect(
      answerStatuses(
        "Switching v2 off on 2027-03-31 will take sixteen direct accounts, the fallback trio and twelve sandbox accounts down with it.",
        ["researcher/U2"],
      ),
    ).toEqual({ "researcher/U2": "dropped/high" });
  });

  it("'neither' points at both groups of the sentence before it", () => {
    expect(
      answerStatuses(
        "Five accounts choose a version per request; the sandbox twelve hinge on a separate notice. Neither moves the total of 19.",
        ["researcher/U1", "researcher/U2"],
      ),
    ).toEqual(all("dropped/high", ["researcher/U1", "researcher/U2"]));
  });

  it("a group given the others' state ('… too') is named only in a flat statement", () => {
    expect(
      fan(
        "Sixteen accounts are set up for v2 per their rows. Twelve sandbox accounts sit on v2 as well.",
        ["sandbox-researcher/U1", "changelog-researcher/U1"],
      ),
    ).toEqual(all("dropped/medium", ["sandbox-researcher/U1", "changelog-researcher/U1"]));
  });

  it("a date in words answers a question about when", () => {
    expect(
      answerStatuses(
        "Thank you for checking on your sandbox tenant. It stays up until 31 March 2027, then migrates like everyone else.",
        ["researcher/U2"],
      ),
    ).toEqual({ "researcher/U2": "dropped/high" });
  });
});

describe("hedges that do not reach", () => {
  it("an approximation rounds the count: it keeps no group open", () => {
    expect(
      answerStatuses(
        "Approximately thirty accounts are hit: sixteen direct, three via fallback, plus twelve sandbox accounts. Every one of them ceases functioning the day v2 ends.",
        ["researcher/U2"],
      ),
    ).toEqual({ "researcher/U2": "dropped/high" });
  });

  it("'what we could find' is ability, not doubt", () => {
    expect(
      answerStatuses("With what we could find, nineteen accounts fail on 2027-03-31.", [
        "researcher/F4",
      ]),
    ).toEqual({ "researcher/F4": "dropped/medium" });
  });

  it("'provisionally' hedges, and a condition on the checks named before has no topic of its own", () => {
    for (const answer of [
      "So the total is 19, provisionally.",
      "Step one: fetch request logs on the override five; step two: get the sandbox notice. If those checks come out clean, we are at 19.",
    ])
      expect(answerStatuses(answer, ["researcher/F4"]), answer).toEqual({
        "researcher/F4": "carried",
      });
  });

  it("a label that is a clause of its own leads in its sentence only", () => {
    expect(
      answerStatuses(
        "Two questions remain open: the sandbox timing and the override five. 16 merchants sit on v2 and fail at the cutoff.",
        ["researcher/A1", "researcher/U1"],
      ),
    ).toEqual({ "researcher/A1": "dropped/medium", "researcher/U1": "carried" });
  });

  it("one capitalised word over bullets titles them, right after another list", () => {
    expect(
      answerStatuses(
        "Verified\n- sixteen rows hold v2\nAssumed\n- that column is authoritative for every merchant",
        ["researcher/A1"],
      ),
    ).toEqual({ "researcher/A1": "carried" });
  });
});

describe("certainty and closure", () => {
  it("a list restated without the open group, then nobody else: mention then contradict", () => {
    expect(
      answerStatuses(
        "Unresolved: the override five.\nOur list: 16 + 3 = 19 accounts. No other merchants are affected.",
        ["researcher/U1"],
      ),
    ).toEqual({ "researcher/U1": "dropped/high" });
  });

  it("'nobody else' right after the open groups counts them in", () => {
    expect(
      answerStatuses("Unresolved: the override five. Outside that group, nobody else is at risk.", [
        "researcher/U1",
      ]),
    ).toEqual({ "researcher/U1": "carried" });
  });

  it("another question named as the only one open answers the rest", () => {
    expect(
      answerStatuses("Nineteen accounts fail at the cutoff. Our only open item: sandbox timing.", [
        "researcher/U1",
      ]),
    ).toEqual({ "researcher/U1": "dropped/high" });
  });

  it("'no more, no fewer' and a trailing 'firm' are certainty", () => {
    for (const answer of [
      "Nineteen accounts fail, no more, no fewer.",
      "Nineteen accounts fail, firm.",
    ])
      expect(answerStatuses(answer, ["researcher/F4"]), answer).toEqual({
        "researcher/F4": "dropped/high",
      });
  });

  it("a certain rating line opening its block rates the block above and its own", () => {
    expect(
      answerStatuses(
        "Bottom line: nineteen accounts fail.\n\nConfidence: high. The sixteen were counted in the merchants table.",
        ["researcher/F4", "researcher/A1"],
      ),
    ).toEqual(all("dropped/high", ["researcher/F4", "researcher/A1"]));
  });

  it("a progressive marked as actual states an inference as seen", () => {
    expect(
      answerStatuses(
        "Should the fallback trigger on 5xx, three accounts (m_0005, m_0067, m_0148) hit v2. Those three are already calling the v2 client.",
        ["researcher/F3", "researcher/A2"],
      ),
    ).toEqual(all("dropped/high", ["researcher/F3", "researcher/A2"]));
  });

  it("the record said to agree with another source states its assumption as corroborated", () => {
    expect(
      answerStatuses(
        "Sixteen accounts sit on v2. The merchants table and the primary adapter agree with each other; sandbox timing is our one unknown.",
        ["researcher/A1"],
      ),
    ).toEqual({ "researcher/A1": "dropped/high" });
  });

  it("'the date' under denied doubt points at the dated finding", () => {
    expect(
      answerStatuses("Per the vendor changelog, v2 ends 2027-03-31. The deadline isn't in doubt.", [
        "researcher/F1",
      ]),
    ).toEqual({ "researcher/F1": "dropped/high" });
  });
});
