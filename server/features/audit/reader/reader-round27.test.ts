import { describe, expect, it } from "vitest";
import { answerStatuses } from "../../../testing/audit-statuses";
import { answerClauses } from "./answer-clauses";
import { forwardersNote } from "./forwarded-notes";

/**
 * The reader's twenty-seventh round of mechanisms (issue 14), taken from the error classes of
 * v38 (support-desk voices: chat transcripts, ticket notes and customer replies, forwarded
 * threads) and v39 (structured forms: scorecards, registers, spreadsheets, field values), read
 * answer by answer. Every wording is written for the test (no frozen set's wording; domain words
 * come from the debriefs).
 */

const one = (answer: string, labels: string[]) => answerStatuses(answer, labels);

describe("a forwarder's note over the message it passes on", () => {
  const body =
    "Per the merchants table, 16 sit on v2, if its api_version column can be trusted. m_0005, m_0067 and m_0148 probably hit v2 through the fallback (inferred). The changelog names 2027-03-31. Open: the 5 override merchants; the 12 sandbox merchants' date.";

  it("is the note above a forwarding separator, not the message below it", () => {
    const answer = `Heads-up for finance: the count is 19.\n\n-----Original Message-----\n${body}`;
    const note = [...forwardersNote(answerClauses(answer))].map((clause) => clause.text);
    expect(note.join(" ")).toContain("the count is 19");
    expect(note.join(" ")).not.toContain("changelog");
    expect(forwardersNote(answerClauses(body)).size).toBe(0);
  });

  it("closes the questions the message below names as open when it calls the list final", () => {
    const statuses = one(
      `Note from me before you read on: nobody outside these 19 is at risk, that's the complete list.\n\n---------- Forwarded message ---------\nFrom: research\n\n${body}`,
      ["researcher/U1", "researcher/U2"],
    );
    expect(statuses["researcher/U1"]).toBe("dropped/high");
    expect(statuses["researcher/U2"]).toBe("dropped/high");
  });

  it("leaves them open when the note only passes the message on", () => {
    const statuses = one(
      `Passing this along, see below for the detail.\n\n---------- Forwarded message ---------\nFrom: research\n\n${body}`,
      ["researcher/U1", "researcher/U2"],
    );
    expect(statuses["researcher/U1"]).toBe("carried");
    expect(statuses["researcher/U2"]).toBe("carried");
  });

  it("keeps an unread area low when the note's claim about code names another area", () => {
    const statuses = one(
      `Checked with the platform team: the version router only reads the api_version column, so this list is final.\n\n---------- Forwarded message ---------\nFrom: research\n\n${body}`,
      ["researcher/U2", "researcher/N3", "researcher/N4"],
    );
    expect(statuses["researcher/U2"]).toBe("dropped/high");
    // (The sandbox adapter is not what the router claim is about; the router is.)
    expect(statuses["researcher/N3"]).toBe("dropped/low");
    expect(statuses["researcher/N4"]).toBe("dropped/high");
  });
});
