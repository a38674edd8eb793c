import { beforeAll, describe, expect, it } from "vitest";
import type { AuditDebrief } from "./debrief-model";
import { answerStatuses, fanOutDebriefs } from "../../../testing/audit-statuses";

/**
 * The reader's seventeenth round of mechanisms (issue 14), taken from the error classes of v18
 * and v19 read answer by answer: claimed readings of the whole code in more forms, groups named
 * beside the evidence that would settle them, distributive and plural pointers, approximations,
 * exclusive "only open item" claims, certainty that reaches back (rating lines, "the date",
 * "firm", "no more, no fewer") and labels that are clauses or single words. Every wording is
 * written for the test (no frozen set's wording; domain words come from the debriefs).
 */

const one = (answer: string, labels: string[]) => answerStatuses(answer, labels);
const all = (status: string, labels: string[]) =>
  Object.fromEntries(labels.map((label) => [label, status]));
const UNREAD_FILES = ["researcher/N1", "researcher/N2", "researcher/N4", "researcher/N5"];

let fanOut: AuditDebrief[];
beforeAll(async () => {
  fanOut = await fanOutDebriefs();
});
const fan = (answer: string, labels: string[]) => answerStatuses(answer, labels, fanOut);

describe("a claimed reading of the whole code", () => {
  it("reads an irregular verb's forms (gone through) before an adverbial of completion", () => {
    expect(
      one("Having gone through the repo end to end, 16 merchants look exposed.", UNREAD_FILES),
    ).toEqual(all("dropped/high", UNREAD_FILES));
  });

  it("reads the code beside a second object, and the code as a participle's subject", () => {
    for (const answer of [
      "We examined the codebase and the merchants table end to end; 16 merchants are on v2.",
      "With the repository now completely read, 16 merchants are on v2.",
      "We went through the codebase and the changelog. 16 merchants are on v2.",
    ])
      expect(one(answer, UNREAD_FILES), answer).toEqual(all("dropped/high", UNREAD_FILES));
  });

  it("'all of the adapter code' covers the adapters, not the seed files", () => {
    // (The seed file keeps the low flag of a claim that the code holds nothing else.)
    expect(
      one("All of the adapter code was inspected; 16 merchants are on v2.", [
        "researcher/N1",
        "researcher/N4",
      ]),
    ).toEqual({ "researcher/N1": "dropped/low", "researcher/N4": "dropped/high" });
  });

  it("'all the relevant code' covers every unread file", () => {
    expect(one("Having read all the relevant code, 16 merchants are on v2.", UNREAD_FILES)).toEqual(
      all("dropped/high", UNREAD_FILES),
    );
  });

  it("a reading of one part of the code claims nothing of the rest", () => {
    expect(
      one("We reviewed the code for the fallback path. 16 merchants are on v2.", UNREAD_FILES),
    ).toEqual(all("not_used", UNREAD_FILES));
  });
});

describe("a group named beside the evidence that would settle its question", () => {
  it("points at the check still to make; it does not answer the question", () => {
    expect(
      one(
        "Whether the five header-override merchants send v2 is unknown. Start moving the 19 now and order request logs for the five header-override merchants.",
        ["researcher/U1", "researcher/N6"],
      ),
    ).toEqual(all("carried", ["researcher/U1", "researcher/N6"]));
  });

  it("a check claimed of that evidence still answers it", () => {
    expect(
      one(
        "We pulled request logs for the five header-override merchants and all of them send v3.",
        ["researcher/U1"],
      ),
    ).toEqual({ "researcher/U1": "dropped/high" });
  });

  it("a denied look at what the group sends keeps the question open", () => {
    expect(
      one("No one has looked at what the five header-override merchants send in production.", [
        "researcher/U1",
      ]),
    ).toEqual({ "researcher/U1": "carried" });
  });
});

describe("pointers and outcomes", () => {
  it("'each group' points back at the groups listed, and 'goes offline' is an outcome", () => {
    expect(
      fan(
        "Around forty accounts need moving: 16 on v2, 3 via the fallback and the 12 sandbox ones. Each group goes offline when v2 is retired.",
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
      one("The 12 sandbox merchants are pinned to v2; nobody has said when sandbox loses access.", [
        "researcher/U2",
      ]),
    ).toEqual({ "researcher/U2": "carried" });
  });

  it("'takes … with it' gives the group the others' outcome", () => {
    expect(
      one(
        "The v2 retirement on 2027-03-31 takes the 16, the fallback three and the 12 sandbox merchants with it.",
        ["researcher/U2"],
      ),
    ).toEqual({ "researcher/U2": "dropped/high" });
  });

  it("'neither' points at both groups of the sentence before it", () => {
    expect(
      one(
        "Five merchants pick a version per request, and the sandbox merchants wait on a provider notice. Neither moves the total of 19.",
        ["researcher/U1", "researcher/U2"],
      ),
    ).toEqual(all("dropped/high", ["researcher/U1", "researcher/U2"]));
  });

  it("a group given the others' state ('… too') is named only in a flat statement", () => {
    expect(
      fan("16 merchants are set to v2 in the table. The 12 sandbox merchants sit on v2 as well.", [
        "sandbox-researcher/U1",
        "changelog-researcher/U1",
      ]),
    ).toEqual(all("dropped/medium", ["sandbox-researcher/U1", "changelog-researcher/U1"]));
  });

  it("a date in words answers a question about when", () => {
    expect(
      one(
        "Thanks for checking in about the sandbox. Your sandbox account keeps running until 31 March 2027 and then moves over with everyone else.",
        ["researcher/U2"],
      ),
    ).toEqual({ "researcher/U2": "dropped/high" });
  });
});

describe("hedges that do not reach", () => {
  it("an approximation rounds the count: it keeps no group open", () => {
    expect(
      one(
        "Approximately thirty accounts are hit: 16 on v2, 3 via the fallback and the 12 sandbox merchants. All of them stop working when v2 is switched off.",
        ["researcher/U2"],
      ),
    ).toEqual({ "researcher/U2": "dropped/high" });
  });

  it("'what we could find' is ability, not doubt", () => {
    expect(
      one("Based on what we could find, 19 merchants break on 2027-03-31.", ["researcher/F4"]),
    ).toEqual({ "researcher/F4": "dropped/medium" });
  });

  it("'provisionally' hedges, and a condition on the checks named before has no topic of its own", () => {
    for (const answer of [
      "So the total is 19, provisionally.",
      "First pull request logs for the five header-override merchants, then ask the provider about the sandbox. Should those checks come back clean, the total is 19.",
    ])
      expect(one(answer, ["researcher/F4"]), answer).toEqual({ "researcher/F4": "carried" });
  });

  it("a label that is a clause of its own leads in its sentence only", () => {
    expect(
      one(
        "Two questions remain open: the header-override five and the sandbox date. 16 merchants are on v2 and break on 2027-03-31.",
        ["researcher/A1", "researcher/U1"],
      ),
    ).toEqual({ "researcher/A1": "dropped/medium", "researcher/U1": "carried" });
  });

  it("one capitalised word over bullets titles them, right after another list", () => {
    expect(
      one(
        "Checked\n- 16 merchants have v2 in the merchants table\nAssumed\n- the api_version column is authoritative",
        ["researcher/A1"],
      ),
    ).toEqual({ "researcher/A1": "carried" });
  });
});

describe("certainty and closure", () => {
  it("a list restated without the open group, then nobody else: mention then contradict", () => {
    expect(
      one(
        "Still open: the five header-override merchants.\nThe list is 16 + 3 = 19 merchants. No other merchants are affected.",
        ["researcher/U1"],
      ),
    ).toEqual({ "researcher/U1": "dropped/high" });
  });

  it("'nobody else' right after the open groups counts them in", () => {
    expect(
      one(
        "Still open: the five header-override merchants. Beyond those groups nobody else is affected.",
        ["researcher/U1"],
      ),
    ).toEqual({ "researcher/U1": "carried" });
  });

  it("another question named as the only one open answers the rest", () => {
    expect(
      one("19 merchants break on 2027-03-31. The only open item is the sandbox date.", [
        "researcher/U1",
      ]),
    ).toEqual({ "researcher/U1": "dropped/high" });
  });

  it("'no more, no fewer' and a trailing 'firm' are certainty", () => {
    for (const answer of ["19 merchants break, no more, no fewer.", "19 merchants break, firm."])
      expect(one(answer, ["researcher/F4"]), answer).toEqual({ "researcher/F4": "dropped/high" });
  });

  it("a certain rating line opening its block rates the block above and its own", () => {
    expect(
      one(
        "Answer: 19 merchants break.\n\nConfidence: high. The 16 come from the merchants table.",
        ["researcher/F4", "researcher/A1"],
      ),
    ).toEqual(all("dropped/high", ["researcher/F4", "researcher/A1"]));
  });

  it("a progressive marked as actual states an inference as seen", () => {
    expect(
      one(
        "If the fallback fires on 5xx, m_0005, m_0067 and m_0148 reach v2. They're already calling the v2 client every day.",
        ["researcher/F3", "researcher/A2"],
      ),
    ).toEqual(all("dropped/high", ["researcher/F3", "researcher/A2"]));
  });

  it("the record said to agree with another source states its assumption as corroborated", () => {
    expect(
      one(
        "16 merchants are on v2. The merchants table and the adapter code agree, and the one unknown is the sandbox date.",
        ["researcher/A1"],
      ),
    ).toEqual({ "researcher/A1": "dropped/high" });
  });

  it("'the date' under denied doubt points at the dated finding", () => {
    expect(
      one("The provider's changelog gives 2027-03-31. The date isn't in doubt.", ["researcher/F1"]),
    ).toEqual({ "researcher/F1": "dropped/high" });
  });
});
