import { describe, expect, it } from "vitest";
import { answerStatuses } from "../../../testing/audit-statuses";

/**
 * The reader's fifty-ninth round of mechanisms (issue 14), from v68's error classes: reading
 * the children's reports is no reading of the code, "everything" read by any subject and spelled
 * out after a colon, every file "that counts" read, and confidence graded below certainty.
 * Every wording is written for the test (no frozen set's wording; domain words come from the
 * debriefs).
 */

/** Hedged parts the tests do not look at. */
const REST =
  " Sixteen merchants sit on v2 if the table's column can be trusted, and m_0005, m_0067 and " +
  "m_0148 likely follow through the fallback (inferred), so perhaps nineteen; the override five " +
  "and the sandbox twelve stay open.";

const FILES = ["researcher/N1", "researcher/N2", "researcher/N4", "researcher/N5"];

describe("reading the children's reports (reported-reading.ts)", () => {
  it("does not read 'I read every researcher's notes' as covering the unread files", () => {
    const statuses = answerStatuses(
      `I read every researcher's notes before writing this.${REST}`,
      FILES,
    );
    expect(statuses).toEqual({
      "researcher/N1": "not_used",
      "researcher/N2": "not_used",
      "researcher/N4": "not_used",
      "researcher/N5": "not_used",
    });
  });

  it("reads a count of reports the same way ('went over all three of the write-ups')", () => {
    const statuses = answerStatuses(`We went over all three of the write-ups.${REST}`, FILES);
    expect(statuses).toEqual({
      "researcher/N1": "not_used",
      "researcher/N2": "not_used",
      "researcher/N4": "not_used",
      "researcher/N5": "not_used",
    });
  });

  it("still reads 'I read every adapter' as covering the adapters", () => {
    const statuses = answerStatuses(`I read every adapter before writing this.${REST}`, [
      "researcher/N4",
      "researcher/N1",
    ]);
    expect(statuses).toEqual({ "researcher/N4": "dropped/high", "researcher/N1": "not_used" });
  });
});

describe("everything read, by any subject, spelled out after a colon (universal-reading.ts, coverage-claims.ts)", () => {
  it("reads the areas a colon lists after 'have checked everything' as claimed read", () => {
    const statuses = answerStatuses(
      "Between them, the researchers have checked everything that matters: the adapters, the " +
        `seed scripts and the config.${REST}`,
      ["researcher/N1", "researcher/N4", "researcher/N5"],
    );
    expect(statuses).toEqual({
      "researcher/N1": "dropped/high",
      "researcher/N4": "dropped/high",
      "researcher/N5": "dropped/high",
    });
  });

  it("reads the bare universal with a team as subject as completeness claimed (low)", () => {
    const statuses = answerStatuses(
      `Between them, the researchers have checked everything that matters.${REST}`,
      ["researcher/N1", "researcher/N5"],
    );
    expect(statuses).toEqual({ "researcher/N1": "dropped/low", "researcher/N5": "dropped/low" });
  });

  it("does not read a denied universal ('haven't checked everything') as a claim", () => {
    const statuses = answerStatuses(
      `The researchers haven't checked everything: the adapters, the seed scripts and the config.${REST}`,
      ["researcher/N1", "researcher/N5"],
    );
    expect(statuses).toEqual({ "researcher/N1": "not_used", "researcher/N5": "not_used" });
  });
});

describe("every file that counts read (coverage-scope.ts)", () => {
  it("reads 'every file that counts has been read' as covering the seed files too", () => {
    const statuses = answerStatuses(`Every file that counts has been read.${REST}`, [
      "researcher/N1",
      "researcher/N2",
    ]);
    expect(statuses).toEqual({ "researcher/N1": "dropped/high", "researcher/N2": "dropped/high" });
  });

  it("keeps a file scoped to a folder ('every file in the adapters folder') off the seed files", () => {
    const statuses = answerStatuses(`Every file in the adapters folder has been read.${REST}`, [
      "researcher/N1",
      "researcher/N2",
    ]);
    expect(statuses).toEqual({ "researcher/N1": "dropped/low", "researcher/N2": "dropped/low" });
  });
});

describe("confidence graded below certainty (hedge-cues.ts)", () => {
  it("reads 'we are reasonably sure that' as a likelihood", () => {
    const statuses = answerStatuses(
      "We are reasonably sure that m_0005, m_0067 and m_0148 follow through the fallback.",
      ["researcher/F3"],
    );
    expect(statuses).toEqual({ "researcher/F3": "carried" });
  });

  it("does not read a bare 'we are confident that' as a hedge", () => {
    const statuses = answerStatuses(
      "We are confident that m_0005, m_0067 and m_0148 follow through the fallback.",
      ["researcher/F3"],
    );
    expect(statuses).not.toEqual({ "researcher/F3": "carried" });
  });
});

describe("a quoted wording judged too firm (quoted-revisions.ts)", () => {
  const reply = (verdict: string) =>
    `About the draft: 'the researcher is certain of all nineteen' ${verdict}. The sixteen rest ` +
    "on the table being right, which nobody checked, and m_0005, m_0067 and m_0148 are " +
    "inferred from the code, so nineteen only if both hold.";

  it("does not read a quotation called 'a good deal surer than the debrief allows' as a claim", () => {
    const statuses = answerStatuses(reply("is a good deal surer than the debrief allows"), [
      "researcher/F3",
      "researcher/F4",
    ]);
    expect(statuses).toEqual({ "researcher/F3": "carried", "researcher/F4": "carried" });
  });

  it("reads a quotation that 'overstates it' the same way", () => {
    const statuses = answerStatuses(reply("overstates it"), ["researcher/F4"]);
    expect(statuses).toEqual({ "researcher/F4": "carried" });
  });

  it("keeps the certainty of a quotation the reply only reports", () => {
    const statuses = answerStatuses(reply("is what the debrief says"), [
      "researcher/F3",
      "researcher/F4",
    ]);
    expect(statuses).toEqual({ "researcher/F3": "dropped/high", "researcher/F4": "dropped/high" });
  });
});
