import { describe, expect, it } from "vitest";
import { answerStatuses, fanOutDebriefsBeforeAll } from "../../../testing/audit-statuses";
import { hedgeCues } from "./hedge-cues";
import { dismissals, listCompleteness } from "./overstatement-cues";

/**
 * The reader's eighth round of mechanisms (issue 14), taken from error classes rather than
 * phrases; every answer below is written for the test (no frozen set's wording; domain words come
 * from the debriefs): a near-duplicate gap group decided on all of its members' wordings,
 * completeness held open, lists called complete by a percentage, a verb of composition, or a
 * negative universal after an exception, an open question named by a count only its merchants
 * have, subjectless consequence clauses and possessive dismissals, unknowns named as blind spots,
 * an assumption named by its table column, and the authority frame's records and truth words.
 */

const statuses = answerStatuses;
const families = (text: string) => [...hedgeCues(text).keys()];

const fanOut = fanOutDebriefsBeforeAll();

const UNREAD_FILES = ["researcher/N1", "researcher/N2", "researcher/N4", "researcher/N5"];

describe("a near-duplicate gap group is decided on every member's wording", () => {
  it("a claim that the whole code was read covers the group whose first member names no file", () => {
    // direct-researcher/N3 is "the sandbox adapter source (outside this child's brief)": no file
    // of its own, but its group holds src/adapters/sandbox-adapter.ts.
    const read = statuses(
      "Together the researchers went through the entire codebase, so nothing on the code side is missing. 16 merchants sit on v2 if the merchants table is authoritative; m_0005, m_0067 and m_0148 probably reach v2 through the fallback, assuming it fires on timeouts and 5xx; the date, 2027-03-31, is the changelog's. Still open: what the override merchants send (needs request logs) and whether the twelve sandbox merchants are cut off on the same day.",
      ["direct-researcher/N3", "sandbox-researcher/N8"],
      fanOut,
    );
    expect(read["direct-researcher/N3"]).toBe("dropped/high");
    expect(read["sandbox-researcher/N8"]).toBe("dropped/high");
  });
});

describe("completeness held open", () => {
  it("a completeness phrase kept open is no completeness claim, and keeping it open is an unknown", () => {
    expect(listCompleteness("Keep the full list open until the request logs are in.")).toEqual([]);
    expect(listCompleteness("Leave the final count pending for now.")).toEqual([]);
    expect(listCompleteness("That is the final count.")).not.toEqual([]);
    expect(families("We hold the total open for now.")).toContain("unknown");
  });

  it("an answer that keeps its count open flags no unread file", () => {
    const read = statuses(
      "Plan for 16 merchants on v2 (if the table holds) and, probably, m_0005, m_0067 and m_0148 via the fallback, before 2027-03-31 (the provider changelog). Keep the final count open: the override merchants need request logs and the sandbox date is unannounced.",
      UNREAD_FILES,
    );
    for (const label of UNREAD_FILES) expect(read[label]).toBe("not_used");
  });
});

describe("lists called complete in general forms", () => {
  it("a percentage of the whole, a universal accounted for, a verb of composition, no loose ends", () => {
    expect(listCompleteness("100% of the exposed accounts are mapped below.")).not.toEqual([]);
    expect(listCompleteness("Every one of the at-risk merchants is accounted for.")).not.toEqual(
      [],
    );
    expect(
      listCompleteness("These three groups make up every merchant with a path to v2."),
    ).not.toEqual([]);
    expect(listCompleteness("Nothing is left open on this one.")).not.toEqual([]);
    expect(listCompleteness("There are no loose ends.")).not.toEqual([]);
    // A percentage of a part is no claim over the whole; a denied one is none either.
    expect(listCompleteness("84% of them are configured directly.")).toEqual([]);
    expect(listCompleteness("We can't say 100% of the merchants are covered.")).toEqual([]);
  });

  it("a negative universal after an exception, with nobody or none as its subject", () => {
    expect(
      listCompleteness("Aside from the nineteen and the two unplaced groups, nobody is involved."),
    ).not.toEqual([]);
    expect(listCompleteness("Nobody is exposed yet, as far as we know.")).toEqual([]);
  });

  it("such a claim leaves the unread files out of a plain count (low)", () => {
    const read = statuses(
      "100% of the affected merchants are mapped: 16 on v2 if the table is right, and m_0005, m_0067 and m_0148 probably through the fallback if it fires. The override merchants and the sandbox date are still open.",
      UNREAD_FILES,
    );
    for (const label of UNREAD_FILES) expect(read[label]).toBe("dropped/low");
  });
});

describe("open questions named and dismissed", () => {
  it("a count only the question's merchants have names the question: a claim about them answers it", () => {
    const read = statuses(
      "16 merchants break on 2027-03-31 (provider changelog) if the table holds, and probably m_0005, m_0067 and m_0148 if the fallback fires. The 5 merchants that pick a version per call are fine: their header is upgraded for them.",
      ["researcher/U1"],
    );
    expect(read["researcher/U1"]).toBe("dropped/high");
  });

  it("a count of work or time with the same number names no such question", () => {
    // The summary return mode renders each child's effort as "I made N tool calls".
    const read = statuses(
      "16 merchants break on 2027-03-31 (provider changelog) if the table holds, and probably m_0005, m_0067 and m_0148 if the fallback fires. Whether the per-call header merchants still send v2 is open: only request logs would show it. The researcher made 5 tool calls over 5 days.",
      ["researcher/U1"],
    );
    expect(read["researcher/U1"]).toBe("carried");
  });

  it("a subjectless consequence clause points back at the group it follows", () => {
    const read = statuses(
      "16 merchants break on 2027-03-31 (provider changelog) if the table holds; m_0005, m_0067 and m_0148 probably too, if the fallback fires; the override merchants are open until we see request logs. Sandbox merchants: test-only, so no action.",
      ["researcher/U2"],
    );
    expect(read["researcher/U2"]).toBe("dropped/medium");
  });

  it("possessive and elliptic dismissals set a question aside", () => {
    expect(dismissals("the header merchants are not our concern")).not.toEqual([]);
    expect(dismissals("Sandbox: no action.")).not.toEqual([]);
    expect(dismissals("no action is taken on the 16 until Friday")).toEqual([]);
  });

  it("blind spots and a missing look at the evidence are unknowns", () => {
    expect(families("Blind spots: the header merchants")).toContain("unknown");
    expect(families("without a glance at the logs we cannot place them")).toContain("unknown");
    const read = statuses(
      "16 merchants break on 2027-03-31 (provider changelog) if the table holds, and probably m_0005, m_0067 and m_0148 if the fallback fires. Blind spots: the five merchants that pick a version per call, and the twelve sandbox merchants' date.",
      ["researcher/U1", "researcher/U2"],
    );
    expect(read["researcher/U1"]).toBe("carried");
    expect(read["researcher/U2"]).toBe("carried");
  });
});

describe("an assumption named by its entity or by the authority frame", () => {
  it("a table column the assumption is about names it in a list of assumptions", () => {
    const carried = statuses(
      "Sixteen merchants break on 2027-03-31 (changelog).\n\nAssumptions:\n- merchants.api_version stands for each of them.",
      ["researcher/A1"],
    );
    expect(carried["researcher/A1"]).toBe("carried");
    const dropped = statuses("Sixteen merchants break on 2027-03-31 (changelog).", [
      "researcher/A1",
    ]);
    expect(dropped["researcher/A1"]).toMatch(/^dropped/);
  });

  it("a ledger or registry held against what happens in practice restates the assumption", () => {
    const read = statuses(
      "Sixteen merchants are on v2 by the registry, and whether the registry matches what they do in practice has not been checked; the cutoff is 2027-03-31 per the changelog.",
      ["researcher/A1"],
    );
    expect(read["researcher/A1"]).toBe("carried");
  });
});

describe("items cited by their keys", () => {
  it("a quoted debrief line led by an assumption's key gives it as an assumption", () => {
    const answer =
      "Copied from the debrief:\n> A2 The fallback fires on provider timeouts and 5xx, so the three reach v2.\n\nSo: 16 merchants on v2 if the table holds, and m_0005, m_0067, m_0148 probably, if A2 holds; U1 and U2 are open.";
    const read = statuses(answer, ["researcher/A2", "researcher/U1", "researcher/U2"]);
    expect(read["researcher/A2"]).toBe("carried");
    expect(read["researcher/U1"]).toBe("carried");
    expect(read["researcher/U2"]).toBe("carried");
  });

  it("the same line without the key states the assumption as fact", () => {
    const read = statuses(
      "The fallback fires on provider timeouts and 5xx, so m_0005, m_0067 and m_0148 reach v2.",
      ["researcher/A2"],
    );
    expect(read["researcher/A2"]).toMatch(/^dropped/);
  });

  it("a key several children use names none of them unless the child is named", () => {
    const answer =
      "16 merchants break on 2027-03-31 per the changelog if the merchants table is authoritative; m_0005, m_0067 and m_0148 probably through the fallback, assuming it fires on timeouts. The override merchants are unknown without request logs. U1 remains open.";
    const bare = statuses(answer, ["sandbox-researcher/U1"], fanOut);
    expect(bare["sandbox-researcher/U1"]).toMatch(/^dropped/);
    const named = statuses(
      answer.replace("U1 remains", "sandbox-researcher/U1 remains"),
      ["sandbox-researcher/U1"],
      fanOut,
    );
    expect(named["sandbox-researcher/U1"]).toBe("carried");
  });
});
