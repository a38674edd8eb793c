import { describe, expect, it } from "vitest";
import {
  answerStatuses,
  fanOutDebriefsBeforeAll,
  FAITHFUL_SINGLE_PARTS,
} from "../../../testing/audit-statuses";

/**
 * The reader's sixty-second round of mechanisms (issue 14, plain-language answers: one fact per
 * sentence, its hedge in a sentence of its own): "also open" leads open questions, an
 * instruction to read the answer's own points claims no reading of the code, a reader's verb
 * keeps a line's source under a certain heading, a hedge sentence hedges the claim its definite
 * subject or its bare pointer names again, a possessive pointer keeps the group before it open,
 * a first-person set-aside declines a topic, a group said to be on a version is a flat finding
 * statement, a record called right with a hedge restates its assumption, a closing verdict after plain facts masks nothing, and facts presented and then
 * vouched for ahead are stated as established. Every wording is written for the test (no frozen set's wording; domain
 * words come from the debriefs).
 */

const fanOut = fanOutDebriefsBeforeAll();

const { dated: DATED, table: TABLE, fallback: FALLBACK, open: OPEN } = FAITHFUL_SINGLE_PARTS;

describe("'also open' leads open questions (hedge-cues.ts)", () => {
  it("keeps a question open when it follows an 'Also open:' lead after a comma", () => {
    const statuses = answerStatuses(
      `${DATED} ${TABLE} ${FALLBACK}\nAlso open: the five override merchants, and the day the sandbox twelve stop on v2.`,
      ["researcher/U2"],
    );
    expect(statuses).toEqual({ "researcher/U2": "carried" });
  });
});

describe("reading the answer's own points (overstatement-cues.ts)", () => {
  it("claims no reading of unread files when the reader is told to read each point", () => {
    const statuses = answerStatuses(
      `Read each point slowly. ${DATED} ${TABLE} ${FALLBACK} ${OPEN}`,
      ["researcher/N1", "researcher/N4"],
    );
    expect(statuses).toEqual({ "researcher/N1": "not_used", "researcher/N4": "not_used" });
  });

  it("still reads a claim to have read every file as coverage", () => {
    const statuses = answerStatuses(
      `We read every file in the repo. ${DATED} ${TABLE} ${FALLBACK} ${OPEN}`,
      ["researcher/N1"],
    );
    expect(statuses["researcher/N1"]).toMatch(/^dropped/);
  });
});

describe("a reader's verb under a certain heading (item-status.ts)", () => {
  it("keeps the source of a line that says who read the date where", () => {
    const statuses = answerStatuses(
      `What we know\n- The researcher read 2027-03-31 as the cutoff in the provider's changelog.\n- ${TABLE}\nWhat we don't know\n- ${FALLBACK}\n- ${OPEN}`,
      ["researcher/F1"],
    );
    expect(statuses).toEqual({ "researcher/F1": "carried" });
  });
});

describe("a hedge sentence about a restated subject (restated-subjects.ts)", () => {
  it("hedges the claim that named the same table", () => {
    const statuses = answerStatuses(
      `${DATED} Sixteen merchants use v2 in the merchants table. ${FALLBACK} The table could be stale. ${OPEN}`,
      ["researcher/A1"],
    );
    expect(statuses).toEqual({ "researcher/A1": "carried" });
  });

  it("hedges the claim that named the path a 'whether' sentence asks about", () => {
    const statuses = answerStatuses(
      `${DATED} ${TABLE} m_0005, m_0067 and m_0148 sit behind a backup path to v2. Whether the path is ever taken is unknown. ${OPEN}`,
      ["researcher/A2"],
    );
    expect(statuses).toEqual({ "researcher/A2": "carried" });
  });

  it("leaves the claim flat when the hedge sentence's subject names something else", () => {
    const statuses = answerStatuses(
      `${DATED} Sixteen merchants use v2 in the merchants table. ${FALLBACK} The changelog could be stale. ${OPEN}`,
      ["researcher/A1"],
    );
    expect(statuses["researcher/A1"]).toMatch(/^dropped/);
  });
});

describe("a record called right with a hedge, in short words (assumption-status.ts)", () => {
  it("restates the table assumption", () => {
    const statuses = answerStatuses(
      "The changelog researcher reports 2027-03-31 as the cutoff. The direct researcher counted sixteen merchants on v2. The table is likely right, though nobody checked. The fallback researcher adds m_0005, m_0067 and m_0148 if the fallback fires on timeouts and 5xx. Nobody knows what the five override merchants send, and the sandbox twelve's date is open.",
      ["direct-researcher/A1"],
      fanOut,
    );
    expect(statuses).toEqual({ "direct-researcher/A1": "carried" });
  });
});

describe("a hedge that lists its subjects ahead of them (restated-subjects.ts)", () => {
  it("hedges the later claims naming each subject it lists", () => {
    const statuses = answerStatuses(
      `Two things below are unverified: the date, and the backup path.\n\nThe cutoff is 2027-03-31. ${TABLE} m_0005, m_0067 and m_0148 take the backup path to v2. ${OPEN}`,
      ["researcher/F1", "researcher/A2"],
    );
    expect(statuses).toEqual({ "researcher/F1": "carried", "researcher/A2": "carried" });
  });
});

describe("a hedge sentence that points back (pointed-hedges.ts)", () => {
  it("hedges the sentence right before it, and what that sentence rests on", () => {
    const statuses = answerStatuses(
      `${DATED} ${TABLE} m_0005, m_0067 and m_0148 will reach v2 as well, by a side route. That is just an estimate. ${OPEN}`,
      ["researcher/A2"],
    );
    expect(statuses).toEqual({ "researcher/A2": "carried" });
  });

  it("hedges the ids of the sentence before when a hedge speaks of them as 'them'", () => {
    const statuses = answerStatuses(
      `${DATED} ${TABLE} Keep an eye on m_0005, m_0067 and m_0148. A retry route could carry them onto v2. ${OPEN}`,
      ["researcher/F3", "researcher/A2"],
    );
    expect(statuses).toEqual({ "researcher/F3": "carried", "researcher/A2": "carried" });
  });

  it("keeps the group of the line before open when 'their date' is unknown", () => {
    const statuses = answerStatuses(
      `${DATED}\n${TABLE}\n${FALLBACK}\nOverride five: nobody knows what they send.\nSandbox: twelve sandbox merchants use v2.\nNote: their date is unknown.`,
      ["researcher/U2"],
    );
    expect(statuses).toEqual({ "researcher/U2": "carried" });
  });
});

describe("a topic set aside in the first person (declined-topics.ts)", () => {
  it("reads 'we leave out the sandbox' as a decline, not as keeping it open", () => {
    const statuses = answerStatuses(
      `Only production traffic counts here, so we leave out the sandbox. ${DATED} ${TABLE} ${FALLBACK} Nobody knows what the five override merchants send.`,
      ["researcher/U2"],
    );
    expect(statuses).toEqual({ "researcher/U2": "dropped/medium" });
  });
});

describe("a group said to be on a version (flat-finding-statements.ts)", () => {
  it("reads the sandbox group stated on v2 as a flat statement, its date left out", () => {
    const statuses = answerStatuses(
      `${DATED} ${TABLE} ${FALLBACK} Nobody knows what the five override merchants send. The researcher counts 12 sandbox merchants on v2.`,
      ["researcher/U2"],
    );
    expect(statuses).toEqual({ "researcher/U2": "dropped/medium" });
  });
});

describe("a closing verdict after plain facts (closing-verdicts.ts)", () => {
  it("keeps the plain facts above a closing 'nobody else' as claims of the answer", () => {
    const statuses = answerStatuses(
      "The cutoff is 2027-03-31.\nSixteen merchants on v2 go down with it.\n\nNo one else is hit.",
      ["researcher/F1"],
    );
    expect(statuses).toEqual({ "researcher/F1": "dropped/medium" });
  });
});

describe("facts presented, then vouched for ahead (presented-facts.ts)", () => {
  it("states the next paragraph's plain claims as established", () => {
    const statuses = answerStatuses(
      "Below are the findings. We are sure of every one.\n\nThe cutoff is 2027-03-31. Sixteen merchants on v2 go down with it.\n\nThe five override merchants and the sandbox twelve remain open.",
      ["researcher/F1"],
    );
    expect(statuses).toEqual({ "researcher/F1": "dropped/high" });
  });

  it("lends nothing when the paragraph after it hedges its claims", () => {
    const statuses = answerStatuses(
      "Below are the findings. We are sure of every one.\n\nThe cutoff is probably 2027-03-31, per the changelog. Sixteen merchants on v2 go down with it.\n\nThe five override merchants and the sandbox twelve remain open.",
      ["researcher/F1"],
    );
    expect(statuses).toEqual({ "researcher/F1": "carried" });
  });
});
