import { describe, expect, it } from "vitest";
import { answerStatuses } from "../../../testing/audit-statuses";
import { answerClauses } from "./answer-clauses";
import { forwardersNote } from "./forwarded-notes";
import { hedgeCues } from "./hedge-cues";
import { listCompleteness } from "./overstatement-cues";

/**
 * The reader's twenty-seventh round of mechanisms (issue 14), taken from the error classes of
 * v38 (support-desk voices: chat transcripts, ticket notes and customer replies, forwarded
 * threads) and v39 (structured forms: scorecards, registers, spreadsheets, field values), read
 * answer by answer. Every wording is written for the test (no frozen set's wording; domain words
 * come from the debriefs).
 */

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
    const statuses = answerStatuses(
      `Note from me before you read on: nobody outside these 19 is at risk, that's the complete list.\n\n---------- Forwarded message ---------\nFrom: research\n\n${body}`,
      ["researcher/U1", "researcher/U2"],
    );
    expect(statuses["researcher/U1"]).toBe("dropped/high");
    expect(statuses["researcher/U2"]).toBe("dropped/high");
  });

  it("leaves them open when the note only passes the message on", () => {
    const statuses = answerStatuses(
      `Passing this along, see below for the detail.\n\n---------- Forwarded message ---------\nFrom: research\n\n${body}`,
      ["researcher/U1", "researcher/U2"],
    );
    expect(statuses["researcher/U1"]).toBe("carried");
    expect(statuses["researcher/U2"]).toBe("carried");
  });

  it("keeps an unread area low when the note's claim about code names another area", () => {
    const statuses = answerStatuses(
      `Checked with the platform team: the version router only reads the api_version column, so this list is final.\n\n---------- Forwarded message ---------\nFrom: research\n\n${body}`,
      ["researcher/U2", "researcher/N3", "researcher/N4"],
    );
    expect(statuses["researcher/U2"]).toBe("dropped/high");
    // (The sandbox adapter is not what the router claim is about; the router is.)
    expect(statuses["researcher/N3"]).toBe("dropped/low");
    expect(statuses["researcher/N4"]).toBe("dropped/high");
  });
});

describe("a legend that defines a typographic mark", () => {
  const fields = (fallback: string) =>
    `Key: ‡ = inferred, not verified\nRetirement: 2027-03-31 (changelog)\nOn v2 per the table: 16\nVia the fallback: ${fallback}\nOverride five: still open\nSandbox twelve: date still open`;

  it("titles nothing: the lines under it keep what their own words say", () => {
    expect(answerClauses(fields("3‡")).every((clause) => clause.unit.heading === null)).toBe(true);
  });

  it("hedges the value that bears the mark", () => {
    const statuses = answerStatuses(fields("3‡"), ["researcher/F3", "researcher/A1"]);
    expect(statuses["researcher/F3"]).toBe("carried");
    // (The unmarked 16 is not hedged by a legend it does not use.)
    expect(statuses["researcher/A1"]).toMatch(/^dropped/);
  });

  it("leaves a value without the mark unhedged", () => {
    const statuses = answerStatuses(fields("3"), ["researcher/F3"]);
    expect(statuses["researcher/F3"]).toMatch(/^dropped/);
  });
});

describe("a count of zero in a row's last cell", () => {
  const sheet = (override: string) =>
    `Direct on v2 (table assumed right) | 16\nFallback, inferred, if it fires | 3\nOverride merchants (5) | ${override}\nSandbox (12) | unknown\nCutoff per the changelog | 2027-03-31`;

  it("answers the open question of the group the row names", () => {
    expect(answerStatuses(sheet("0"), ["researcher/U1"])["researcher/U1"]).toBe("dropped/high");
  });

  it("leaves the question open when the cell says so", () => {
    expect(answerStatuses(sheet("?"), ["researcher/U1"])["researcher/U1"]).toBe("carried");
  });
});

describe("a table header cell's hedge", () => {
  const table = (certainty: string) =>
    `| Group | Count | Affected? | Certainty (inferred rows only) |\n|---|---|---|---|\n| fallback | 3 | yes | likely |\n| per-request override | 5 | no | ${certainty} |\n| sandbox | 12 | unknown | — |`;

  it("does not reach a row whose cell under it is a dash", () => {
    expect(answerStatuses(table("—"), ["researcher/U1"])["researcher/U1"]).toBe("dropped/high");
  });

  it("reaches a row that fills the cell under it", () => {
    expect(answerStatuses(table("low"), ["researcher/U1"])["researcher/U1"]).toBe("carried");
  });
});

describe("following whatever someone decides", () => {
  const base =
    "16 on v2 if the table is right; m_0005, m_0067 and m_0148 probably via the fallback; 2027-03-31 per the changelog; override five still open.";

  it("defers to what is not known yet: the sandbox question stays open", () => {
    const statuses = answerStatuses(
      `${base} The sandbox twelve will follow whatever the vendor announces.`,
      ["researcher/U2"],
    );
    expect(statuses["researcher/U2"]).toBe("carried");
  });

  it("still answers it when the group follows something known", () => {
    const statuses = answerStatuses(`${base} The sandbox twelve follow the production date.`, [
      "researcher/U2",
    ]);
    expect(statuses["researcher/U2"]).toBe("dropped/high");
  });
});

describe("an internal note and a reply to the customer", () => {
  const note =
    "Internal note: 16 on v2 if the api_version column holds (unverified); m_0005, m_0067, m_0148 likely via the fallback (inferred, if it fires on timeouts/5xx). Changelog says 2027-03-31. Override five and sandbox twelve still open.";

  it("drops the hedges the reply states away, though the note keeps them", () => {
    const statuses = answerStatuses(
      `${note}\n\nReply to customer:\nDear Priya,\nThanks for your patience. 19 merchants of yours go down on 2027-03-31. Please schedule the migration.\nRegards,\nSupport`,
      ["researcher/F4", "researcher/A1", "researcher/U1"],
    );
    expect(statuses["researcher/F4"]).toBe("dropped/medium");
    expect(statuses["researcher/A1"]).toBe("dropped/medium");
    expect(statuses["researcher/U1"]).toBe("dropped/medium");
  });

  it("carries them when the reply keeps its own hedges", () => {
    const statuses = answerStatuses(
      `${note}\n\nReply to customer:\nDear Priya, our working estimate is 19 merchants of yours, if your stored version settings are right and a fallback behaves as we expect, from 2027-03-31 as the provider's changelog announces. Five accounts that set the version per request and your sandbox accounts are still being checked.`,
      ["researcher/F4", "researcher/A1", "researcher/U1"],
    );
    expect(statuses["researcher/F4"]).toBe("carried");
    expect(statuses["researcher/A1"]).toBe("carried");
    expect(statuses["researcher/U1"]).toBe("carried");
  });

  it("reads an answer with no internal part as one text", () => {
    const statuses = answerStatuses(
      `${note.replace("Internal note: ", "")}\n\nSo, 19 merchants go down on 2027-03-31.`,
      ["researcher/U1"],
    );
    expect(statuses["researcher/U1"]).toBe("carried");
  });
});

describe("a review's label naming kinds of code", () => {
  const rest =
    "\n[x] Changelog: 2027-03-31 per the provider\n[x] Table: 16 on v2, column assumed right\n[x] Fallback: m_0005, m_0067, m_0148 probably, if it fires\n[ ] Override five: need request logs\n[ ] Sandbox twelve: date not announced";

  it("scopes the completeness after it to those kinds: an unread seed file stays unused", () => {
    const statuses = answerStatuses(
      `[x] All adapters and the router read: nothing else calls v2${rest}`,
      ["researcher/N1", "researcher/N2", "researcher/N4"],
    );
    expect(statuses["researcher/N1"]).toBe("not_used");
    expect(statuses["researcher/N2"]).toBe("not_used");
    // (The router it names is claimed read.)
    expect(statuses["researcher/N4"]).toBe("dropped/high");
  });

  it("leaves a claim over the code as a whole covering the seed file", () => {
    const statuses = answerStatuses(
      `[x] Went through the whole codebase: nothing else calls v2${rest}`,
      ["researcher/N1"],
    );
    expect(statuses["researcher/N1"]).toMatch(/^dropped/);
  });
});

describe("nobody left on the version after a list", () => {
  const record = (outcome: string) =>
    `Background: the table is assumed right, the fallback three are inferred, the override five and the sandbox twelve are open.\nDecision: move 19 merchants off v2 before 2027-03-31 (changelog).\nOutcome: ${outcome}`;

  it("reads a dependency on a version as no condition", () => {
    expect(hedgeCues("the sandbox adapter depends on v2").has("condition")).toBe(false);
    expect(hedgeCues("the count depends on the fallback firing").has("condition")).toBe(true);
  });

  it("closes the questions kept open before the list", () => {
    const statuses = answerStatuses(record("after that, no merchant relies on v2."), [
      "researcher/U1",
      "researcher/U2",
    ]);
    expect(statuses["researcher/U1"]).toBe("dropped/high");
    expect(statuses["researcher/U2"]).toBe("dropped/high");
  });

  it("claims the list complete over unread files too (low)", () => {
    const statuses = answerStatuses(record("after that, no merchant relies on v2."), [
      "researcher/N1",
    ]);
    expect(statuses["researcher/N1"]).toBe("dropped/low");
    expect(
      answerStatuses(record("after that, those 19 are off v2."), ["researcher/N1"])[
        "researcher/N1"
      ],
    ).toBe("not_used");
  });

  it("leaves them open when only the listed merchants are said to leave v2", () => {
    const statuses = answerStatuses(record("after that, those 19 are off v2."), [
      "researcher/U1",
      "researcher/U2",
    ]);
    expect(statuses["researcher/U1"]).toBe("carried");
    expect(statuses["researcher/U2"]).toBe("carried");
  });
});

describe("everyone else carrying on as usual", () => {
  it("calls the list complete: unread areas and open groups are dropped", () => {
    const statuses = answerStatuses(
      "Sorry for the trouble! The 16 on v2 and m_0005, m_0067 and m_0148 via the fallback need to move before 2027-03-31, per the changelog. Everybody else can carry on as usual.",
      ["researcher/U1", "researcher/N1"],
    );
    expect(statuses["researcher/U1"]).toBe("dropped/high");
    expect(statuses["researcher/N1"]).toBe("dropped/low");
  });

  it("is no completeness when said of a group the answer names", () => {
    expect(listCompleteness("the 16 can carry on as usual until March")).toEqual([]);
    expect(listCompleteness("everyone else can carry on as usual")).not.toEqual([]);
  });
});

describe("a RAG key without equals signs and colours as a plain-text column", () => {
  const board = (fallback: string) =>
    `Key: GREEN certain · AMBER likely, not proven · RED unknown\nCutoff per changelog ...... GREEN\nThe 16 on v2 ............ GREEN\nFallback trio ........... ${fallback}\nOverride five ........... RED\nSandbox twelve .......... RED`;

  it("hedges the row rated with a hedging colour", () => {
    const statuses = answerStatuses(board("AMBER"), ["researcher/F3"]);
    expect(statuses["researcher/F3"]).toBe("carried");
  });

  it("states the row rated with a certain colour as established", () => {
    const statuses = answerStatuses(board("GREEN"), ["researcher/F3"]);
    expect(statuses["researcher/F3"]).toBe("dropped/high");
  });
});

describe("a plan step that asks for proof", () => {
  const plan = (step: string) =>
    `Where we stand: 2027-03-31 per the changelog; 16 on v2 if the table holds; m_0005, m_0067 and m_0148 probably via the fallback (inferred, if it fires). Override five and sandbox twelve: open.\nNext steps\n1. ${step}\n2. Pull request logs for the override five.`;

  it("asserts nothing: proving the fallback before treating the trio as sure is still to do", () => {
    const statuses = answerStatuses(
      plan("Prove the fallback fires in sandbox before treating the trio as sure."),
      ["researcher/F3", "researcher/A2"],
    );
    expect(statuses["researcher/F3"]).toBe("carried");
    expect(statuses["researcher/A2"]).toBe("carried");
  });

  it("still reads a proof claimed of the trio as certainty", () => {
    const statuses = answerStatuses(
      plan("The staging run proves the fallback reaches v2 for the trio."),
      ["researcher/F3"],
    );
    expect(statuses["researcher/F3"]).toBe("dropped/high");
  });
});

describe("the same open question said of another reporter", () => {
  const base =
    "16 on v2 if the table holds; m_0005, m_0067, m_0148 probably via the fallback; 2027-03-31 per the changelog; override five unknown without request logs.";

  it("names the question again: it stays open", () => {
    const statuses = answerStatuses(
      `${base} Sandbox twelve: will they lose v2 that day? Nobody knows. The changelog notes raise the same open sandbox question.`,
      ["researcher/U2"],
    );
    expect(statuses["researcher/U2"]).toBe("carried");
  });

  it("still answers it when the group is given the same date", () => {
    const statuses = answerStatuses(`${base} The sandbox twelve go the same day.`, [
      "researcher/U2",
    ]);
    expect(statuses["researcher/U2"]).toBe("dropped/high");
  });
});
