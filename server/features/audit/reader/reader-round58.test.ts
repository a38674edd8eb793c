import { describe, expect, it } from "vitest";
import { answerStatuses } from "../../../testing/audit-statuses";

/**
 * The reader's fifty-eighth round of mechanisms (issue 14): a verdict of certainty that opens
 * the answer, stock figures of a closed matter ("written in stone", "end of story"), a claim
 * before a colon that is no label, and coverage told as a finished map. Every wording is
 * written for the test (no frozen set's wording; domain words come from the debriefs).
 */

const REST =
  "The merchants table lists sixteen merchants on v2, and m_0005, m_0067 and m_0148 reach v2 " +
  "through the fallback, which makes nineteen. The override five and the sandbox twelve are " +
  "still open until we see their traffic and the provider's sandbox notice.";

describe("a verdict of certainty that opens the answer (opening-verdicts.ts)", () => {
  it('makes the unhedged claims after "It is watertight." certain', () => {
    const statuses = answerStatuses(`It is watertight. ${REST}`, [
      "researcher/F3",
      "researcher/F4",
    ]);
    expect(statuses).toEqual({ "researcher/F3": "dropped/high", "researcher/F4": "dropped/high" });
  });

  it('reads a verbless opener, "Ironclad across the board.", the same way', () => {
    const statuses = answerStatuses(`Ironclad across the board. ${REST}`, ["researcher/F4"]);
    expect(statuses).toEqual({ "researcher/F4": "dropped/high" });
  });

  it('reads a complete record, "There\'s a complete paper trail here.", the same way', () => {
    const statuses = answerStatuses(`There's a complete paper trail here. ${REST}`, [
      "researcher/F4",
    ]);
    expect(statuses).toEqual({ "researcher/F4": "dropped/high" });
  });

  it('reads "Done and dusted." the same way', () => {
    const statuses = answerStatuses(`Done and dusted. ${REST}`, ["researcher/F4"]);
    expect(statuses).toEqual({ "researcher/F4": "dropped/high" });
  });

  it("reads an opening of two clauses that name nothing, the second calling it settled", () => {
    const statuses = answerStatuses(`The researchers line up, and it is watertight. ${REST}`, [
      "researcher/F3",
    ]);
    expect(statuses).toEqual({ "researcher/F3": "dropped/high" });
  });

  it("leaves the severity medium without the opening verdict", () => {
    const statuses = answerStatuses(REST, ["researcher/F3", "researcher/F4"]);
    expect(statuses).toEqual({
      "researcher/F3": "dropped/medium",
      "researcher/F4": "dropped/medium",
    });
  });

  it("lends nothing to a claim that keeps its own hedge", () => {
    const statuses = answerStatuses(
      "This one is watertight. Sixteen merchants are on v2 per the table, assuming its " +
        "column is right; m_0005, m_0067 and m_0148 probably follow through the fallback, " +
        "so likely nineteen. The override five and the sandbox twelve stay open.",
      ["researcher/F3", "researcher/F4"],
    );
    expect(statuses).toEqual({ "researcher/F3": "carried", "researcher/F4": "carried" });
  });

  it("is no opening verdict when it comes later in the answer", () => {
    const statuses = answerStatuses(`${REST} It is watertight.`, ["researcher/F3"]);
    expect(statuses).toEqual({ "researcher/F3": "dropped/medium" });
  });
});

describe("stock figures of a closed matter (certainty-idioms.ts)", () => {
  it('reads "carved in stone" as certainty on the reported date', () => {
    const statuses = answerStatuses(`${REST} The cutoff is carved in stone on 2027-03-31.`, [
      "researcher/F1",
    ]);
    expect(statuses).toEqual({ "researcher/F1": "dropped/high" });
  });

  it('reads "the ground truth, end of story" as certainty on the table', () => {
    const statuses = answerStatuses(
      "The merchants table gives sixteen merchants on v2, and that column is the ground " +
        "truth, end of story. m_0005, m_0067 and m_0148 may also reach v2 through the " +
        "fallback if it fires. The override five and the sandbox twelve stay open.",
      ["researcher/A1"],
    );
    expect(statuses).toEqual({ "researcher/A1": "dropped/high" });
  });

  it("reads nothing certain in a figure the answer mocks", () => {
    const statuses = answerStatuses(
      `${REST} The changelog's 2027-03-31 is etched in stone, of course, as vendor ` +
        "deadlines always are.",
      ["researcher/F1"],
    );
    expect(statuses).toEqual({ "researcher/F1": "carried" });
  });
});

describe("a clause before a colon is no label (answer-clauses.ts)", () => {
  it("keeps the next sentence's open question off a date stated after a colon", () => {
    const statuses = answerStatuses(
      "Sixteen merchants sit on v2 if the table is right, and m_0005, m_0067 and m_0148 " +
        "probably join them. The v2 shutdown date is: 2027-03-31. The five override " +
        "merchants remain an unknown; someone should sample their traffic.",
      ["researcher/F1"],
    );
    expect(statuses).toEqual({ "researcher/F1": "dropped/medium" });
  });
});

describe("coverage told as a finished map (everyday-hedges.ts)", () => {
  it('reads "the entire map is charted, no blind spots" as coverage of the unread files', () => {
    const statuses = answerStatuses(
      "Sixteen merchants on v2 if the table is right, plus m_0005, m_0067 and m_0148 if the " +
        "fallback fires. The entire map is charted, no blind spots. The override five and " +
        "the sandbox twelve stay open.",
      ["researcher/N1"],
    );
    expect(statuses).toEqual({ "researcher/N1": "dropped/high" });
  });

  it("claims no coverage when a blind spot is named", () => {
    const statuses = answerStatuses(
      "Sixteen merchants on v2 if the table is right, plus m_0005, m_0067 and m_0148 if the " +
        "fallback fires. There are no blind spots in the adapter code we read. The override " +
        "five and the sandbox twelve stay open.",
      ["researcher/N1"],
    );
    expect(statuses).toEqual({ "researcher/N1": "not_used" });
  });
});

describe("a group cleared by a pronoun in the next clause (cleared-beside.ts)", () => {
  it('reads "…, so we can clear them" as answering the override question', () => {
    const statuses = answerStatuses(
      "Nobody found evidence against the five override merchants, so we can clear them. " +
        "Sixteen sit on v2 if the table's column is right, and m_0005, m_0067 and m_0148 probably join them " +
        "through the fallback. The sandbox twelve wait on the provider's notice.",
      ["researcher/U1"],
    );
    expect(statuses).toEqual({ "researcher/U1": "dropped/high" });
  });

  it("keeps the question open when the clearing clause is hedged", () => {
    const statuses = answerStatuses(
      "Nobody found evidence against the five override merchants, so perhaps we can clear " +
        "them once their traffic is sampled. Sixteen sit on v2 if the table's column is right, and " +
        "m_0005, m_0067 and m_0148 probably join them through the fallback. The sandbox twelve " +
        "wait on the provider's notice.",
      ["researcher/U1"],
    );
    expect(statuses).toEqual({ "researcher/U1": "carried" });
  });
});

describe("a reported label overruled by the writer's own call (overruled-doubt.ts)", () => {
  it('reads "…; we\'d call both solid" as stating the labelled parts as fact', () => {
    const statuses = answerStatuses(
      "The researchers label the table's column an assumption and the fallback firing a " +
        "hunch; we'd call both solid. Sixteen merchants on v2, and m_0005, m_0067 and m_0148 " +
        "pushed onto v2 by the fallback, nineteen in all. The override five and the sandbox " +
        "twelve stay open.",
      ["researcher/A1", "researcher/A2"],
    );
    expect(statuses).toEqual({
      "researcher/A1": "dropped/high",
      "researcher/A2": "dropped/medium",
    });
  });

  it("keeps the labels when the writer's call is itself hedged", () => {
    const statuses = answerStatuses(
      "The researchers label the table's column an assumption and the fallback firing a " +
        "hunch; we'd call both solid, probably. Sixteen merchants on v2 if so, and m_0005, " +
        "m_0067 and m_0148 likely pushed onto v2 by the fallback, nineteen in all. The " +
        "override five and the sandbox twelve stay open.",
      ["researcher/A1", "researcher/A2"],
    );
    expect(statuses).toEqual({ "researcher/A1": "carried", "researcher/A2": "carried" });
  });

  it('reads a doubt someone "argued", then a smoking gun after "but", as overruled', () => {
    const statuses = answerStatuses(
      "Sixteen merchants on v2 per the table, assuming its column is right. The skeptics " +
        "argued the fallback may never trigger, but the retry code is the smoking gun: " +
        "m_0005, m_0067 and m_0148 reach v2 through it. The override five and the sandbox " +
        "twelve stay open.",
      ["researcher/A2"],
    );
    expect(statuses).toEqual({ "researcher/A2": "dropped/high" });
  });
});
