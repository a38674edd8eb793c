import { describe, expect, it } from "vitest";
import { answerStatuses } from "../../../testing/audit-statuses";

/**
 * The reader's thirty-second round of mechanisms (issue 14), taken from the error classes of v48
 * (annotated, cited and quoting answers) and v49 (chronological narratives and timelines), read
 * answer by answer. Every wording is written for the test (no frozen set's wording; domain words
 * come from the debriefs).
 */

const unreadFiles = ["researcher/N1", "researcher/N2", "researcher/N4", "researcher/N5"];
const lead =
  "The 16 table merchants (table assumed right) and probably the fallback three fail on 2027-03-31, the changelog's date.";

describe("the rest said to reach the version, or the version's traffic said to be gone", () => {
  it("reads 'nothing else will end up on v2' as the list closed", () => {
    const statuses = answerStatuses(`${lead} Nothing else will end up on v2.`, unreadFiles);
    for (const label of unreadFiles) expect(statuses[label]).toBe("dropped/low");
  });

  it("reads 'no v2 requests remaining' after the cutover as the list closed", () => {
    const statuses = answerStatuses(
      `${lead} After the cutover: no v2 requests remaining.`,
      unreadFiles,
    );
    for (const label of unreadFiles) expect(statuses[label]).toBe("dropped/low");
  });

  it("leaves 'nothing else sends v2', said of the code, off the unread seed files", () => {
    const statuses = answerStatuses(`${lead} The router was read too; nothing else sends v2.`, [
      "researcher/N1",
      "researcher/N2",
    ]);
    expect(statuses["researcher/N1"]).toBe("not_used");
    expect(statuses["researcher/N2"]).toBe("not_used");
  });
});

describe("a list closed by 'that's the list', by nothing overlooked, or called complete in the past", () => {
  it("reads a bare 'That's the list.' as the list closed", () => {
    const statuses = answerStatuses(`${lead} That's the list.`, unreadFiles);
    for (const label of unreadFiles) expect(statuses[label]).toBe("dropped/low");
  });

  it("does not read 'that's the list of what we know' as closing it", () => {
    const statuses = answerStatuses(`${lead} That's the list of what we know so far.`, [
      "researcher/N1",
    ]);
    expect(statuses["researcher/N1"]).toBe("not_used");
  });

  it("reads 'nothing pointing at v2 was overlooked' as the list closed", () => {
    const statuses = answerStatuses(
      `${lead} By the end, nothing pointing at v2 was overlooked.`,
      unreadFiles,
    );
    for (const label of unreadFiles) expect(statuses[label]).toBe("dropped/low");
  });

  it("reads 'the count was complete' told after the fact as the list closed", () => {
    const statuses = answerStatuses(
      `${lead} Looking back in April, the count was complete.`,
      unreadFiles,
    );
    for (const label of unreadFiles) expect(statuses[label]).toBe("dropped/low");
  });
});

describe("an unread data file said to agree with what was read", () => {
  it("reads 'db/merchants.sql lines up with the table' as the unread file's content asserted", () => {
    const statuses = answerStatuses(
      `${lead} db/merchants.sql lines up with the table row for row.`,
      ["researcher/N2"],
    );
    expect(statuses["researcher/N2"]).toBe("dropped/high");
  });

  it("reads 'no drift between merchants.sql and the table' the same way", () => {
    const statuses = answerStatuses(
      `${lead} There is no drift between merchants.sql and the table.`,
      ["researcher/N2"],
    );
    expect(statuses["researcher/N2"]).toBe("dropped/high");
  });

  it("keeps the file named as unread when its agreement is left open", () => {
    const statuses = answerStatuses(
      `${lead} db/merchants.sql was not read; whether it matches the table is still open.`,
      ["researcher/N2"],
    );
    expect(statuses["researcher/N2"]).toBe("carried");
  });
});

describe("a footnote that names the source and calls the point settled", () => {
  it("reads the certainty of a dagger note beside its source as the report overstated", () => {
    const answer =
      "The 16 table merchants (table assumed right) and the fallback three (inferred) stop on 2027-03-31.†\n† Straight from the provider's changelog, so that date is certain.";
    expect(answerStatuses(answer, ["researcher/F1"])["researcher/F1"]).toBe("dropped/high");
  });
});

describe("a hedge told as borne out", () => {
  it("reads an outcome 'just as predicted' as the inference and its premise settled", () => {
    const answer =
      "In hindsight: v2 switched off on 2027-03-31 per the changelog, and the fallback three went offline just as predicted.";
    const statuses = answerStatuses(answer, ["researcher/F3", "researcher/A2"]);
    expect(statuses["researcher/F3"]).toBe("dropped/high");
    expect(statuses["researcher/A2"]).toBe("dropped/high");
  });

  it("reads an inference said to be bound for proof as settled", () => {
    const answer =
      "Status today: 16 from the table (assumed right) plus the fallback three; by spring the inference about those three will be proven.";
    expect(answerStatuses(answer, ["researcher/F3"])["researcher/F3"]).toBe("dropped/high");
  });

  it("keeps the inference open when its proof waits on evidence", () => {
    const answer =
      "Status today: 16 from the table (assumed right) plus the fallback three; the inference about those three will be proven only once timeouts show in the logs.";
    expect(answerStatuses(answer, ["researcher/F3"])["researcher/F3"]).toBe("carried");
  });
});

describe("a hedge reported in the present, then said not to be one", () => {
  it("reads 'the child files the column as an assumption; it needn't be one' as the assumption dropped", () => {
    const answer =
      "The researcher files the api_version column as an assumption. It needn't be one: every adapter reads the column on each call. So the 16 fail on 2027-03-31 per the changelog, with the fallback three probably joining them.";
    expect(answerStatuses(answer, ["researcher/A1"])["researcher/A1"]).toBe("dropped/high");
  });
});
