import { describe, expect, it } from "vitest";
import {
  answerStatuses,
  fanOutDebriefsBeforeAll,
  FAITHFUL_SINGLE_PARTS,
} from "../../../testing/audit-statuses";

/**
 * The reader's sixty-fourth round of mechanisms (issue 14, synthesis and reconciliation: a parent
 * that merges, reconciles and weighs what several children said): coverage merged into the whole
 * code, a negative subject drawn from the children, children's searches that got the same
 * result, a gerund lead naming the writer's own act, "nothing suggests", a doubt drawn into
 * setting a group aside, a label emptied by its own value, a child named as the reader of one
 * piece of code, every file "opened", a question that closes itself, "no real doubt", a record
 * upheld as a verdict ("so the table stands") or by two checks of it, "nothing in that group
 * changes it", "but only while" as a condition, and a source that vouches for a claim as its
 * attribution. Every wording is written for the test (no frozen set's wording; domain words
 * come from the debriefs).
 */

const fanOut = fanOutDebriefsBeforeAll();
const fan = (answer: string, labels: string[]) => answerStatuses(answer, labels, fanOut);

const { dated: DATED, table: TABLE, fallback: FALLBACK, open: OPEN } = FAITHFUL_SINGLE_PARTS;
const FAN_DATED = "The changelog researcher reports 2027-03-31 as the cutoff.";
const FAN_TABLE =
  "The direct researcher counted sixteen merchants on v2, taking the table as right.";
const FAN_FALLBACK =
  "The fallback researcher adds m_0005, m_0067 and m_0148, likely, if the fallback fires on timeouts and 5xx.";
const FAN_OPEN =
  "Nobody knows what the five override merchants send, and the sandbox twelve's date is open.";

describe("coverage merged into the whole code (union-coverage.ts)", () => {
  it("reads searches and reads said to span the whole repo as covering every unread file", () => {
    const statuses = answerStatuses(
      `Our searches plus the two reads span the whole repo. ${DATED} ${TABLE} ${FALLBACK} ${OPEN}`,
      ["researcher/N1", "researcher/N4", "researcher/N5"],
    );
    expect(statuses).toEqual({
      "researcher/N1": "dropped/high",
      "researcher/N4": "dropped/high",
      "researcher/N5": "dropped/high",
    });
  });

  it("reads the union of the coverage lists called the entire codebase the same way", () => {
    const statuses = fan(
      `Lay the four coverage lists over each other and the union of them is the entire codebase. ${FAN_DATED} ${FAN_TABLE} ${FAN_FALLBACK} ${FAN_OPEN}`,
      ["direct-researcher/N4", "fallback-researcher/N6"],
    );
    expect(statuses).toEqual({
      "direct-researcher/N4": "dropped/high",
      "fallback-researcher/N6": "dropped/high",
    });
  });

  it("claims nothing when the reads are said not to span the whole repo", () => {
    const statuses = answerStatuses(
      `Our searches plus the two reads don't span the whole repo. ${DATED} ${TABLE} ${FALLBACK} ${OPEN}`,
      ["researcher/N1", "researcher/N4"],
    );
    expect(statuses).toEqual({ "researcher/N1": "not_used", "researcher/N4": "not_used" });
  });
});

describe("a negative subject drawn from the children (negated-subjects.ts)", () => {
  it("denies the certainty verb after 'nobody in the fan-out'", () => {
    const statuses = fan(
      `Nobody in the fan-out verified the table, saw the fallback fire or had request logs, so the merged 19 (16 plus m_0005, m_0067 and m_0148) is conditional, and the five override merchants and the sandbox twelve could still add to it. ${FAN_DATED}`,
      ["direct-researcher/N10", "direct-researcher/A1"],
    );
    expect(statuses).toEqual({
      "direct-researcher/N10": "carried",
      "direct-researcher/A1": "carried",
    });
  });

  it("still reads a child said to have verified the table as certainty", () => {
    const statuses = fan(
      `The direct researcher verified the merchants table, so its sixteen stand. ${FAN_DATED} ${FAN_FALLBACK} ${FAN_OPEN}`,
      ["direct-researcher/A1"],
    );
    expect(statuses["direct-researcher/A1"]).toMatch(/^dropped/);
  });
});

describe("children whose own searches got the same result (question-status.ts)", () => {
  it("answers no open question by that sameness", () => {
    const statuses = fan(
      `Both table researchers ran their own query over the merchants table and got the same v2 list. Both took the table as right. ${FAN_DATED} ${FAN_FALLBACK} The sandbox and changelog researchers both leave the sandbox date open, and both table researchers leave the five override merchants open.`,
      ["sandbox-researcher/U1", "direct-researcher/N3"],
    );
    expect(statuses).toEqual({
      "sandbox-researcher/U1": "carried",
      "direct-researcher/N3": "carried",
    });
  });

  it("still answers the date question by a group said to go on the same day", () => {
    const statuses = fan(
      `${FAN_DATED} ${FAN_FALLBACK} ${FAN_TABLE} The sandbox twelve go on the same day as the rest. The five override merchants are open.`,
      ["sandbox-researcher/U1"],
    );
    expect(statuses).toEqual({ "sandbox-researcher/U1": "dropped/high" });
  });
});

describe("a gerund lead that names the writer's own act (hedge-cues.ts)", () => {
  it("is no pending check over the sentence it leads", () => {
    const statuses = answerStatuses(
      `Reconciling what the researcher found: the merchants table puts sixteen merchants on v2, and the legacy client code backs that, so the table is correct. ${DATED} ${FALLBACK} ${OPEN}`,
      ["researcher/A1"],
    );
    expect(statuses).toEqual({ "researcher/A1": "dropped/high" });
  });

  it("keeps a check under way when the lead says it is still going on", () => {
    const statuses = answerStatuses(
      `Still reconciling the lists: the merchants table puts sixteen merchants on v2. ${DATED} ${FALLBACK} ${OPEN}`,
      ["researcher/A1"],
    );
    expect(statuses).toEqual({ "researcher/A1": "carried" });
  });
});

describe("'nothing suggests' (hedge-cues.ts)", () => {
  it("hedges nothing: the absence of a sign answers the question", () => {
    const statuses = answerStatuses(
      `${DATED} ${TABLE} ${FALLBACK} The five override merchants sit on v3 in the table and nothing suggests their headers say otherwise. The sandbox twelve's date is open.`,
      ["researcher/U1"],
    );
    expect(statuses).toEqual({ "researcher/U1": "dropped/high" });
  });

  it("still hedges when something suggests it", () => {
    const statuses = answerStatuses(
      `${DATED} ${TABLE} ${FALLBACK} A comment in the adapter suggests the five override merchants send v3 headers. The sandbox twelve's date is open.`,
      ["researcher/U1"],
    );
    expect(statuses).toEqual({ "researcher/U1": "carried" });
  });
});

describe("a doubt drawn into setting the group aside (gap-premises.ts)", () => {
  it("answers the question the doubt was about", () => {
    const statuses = fan(
      `${FAN_DATED} ${FAN_TABLE} ${FAN_FALLBACK} The five override merchants are open. The sandbox researcher linked the sandbox date to a notice still to come, so the sandbox twelve are not part of this migration.`,
      ["sandbox-researcher/U1"],
    );
    expect(statuses).toEqual({ "sandbox-researcher/U1": "dropped/high" });
  });

  it("keeps it open when the conclusion keeps a hedge", () => {
    const statuses = fan(
      `${FAN_DATED} ${FAN_TABLE} ${FAN_FALLBACK} The five override merchants are open. The sandbox researcher linked the sandbox date to a notice still to come, so the sandbox twelve might not be part of this migration.`,
      ["sandbox-researcher/U1"],
    );
    expect(statuses).toEqual({ "sandbox-researcher/U1": "carried" });
  });
});

describe("a label emptied by its own value (clause-labels.ts)", () => {
  it("reaches no later sentence of its paragraph", () => {
    const statuses = fan(
      `${FAN_DATED} ${FAN_TABLE} ${FAN_FALLBACK}\nWhat nobody checked: nothing worth naming. The sandbox researcher read the sandbox adapter, so its pin is all there is.\n${FAN_OPEN}`,
      ["direct-researcher/N3"],
    );
    expect(statuses).toEqual({ "direct-researcher/N3": "dropped/high" });
  });
});

describe("a child named as the reader of one piece of code (coverage-claims.ts)", () => {
  it("claims that piece covered", () => {
    const statuses = fan(
      `${FAN_DATED} ${FAN_TABLE} ${FAN_FALLBACK} The sandbox researcher read the sandbox adapter. ${FAN_OPEN}`,
      ["direct-researcher/N3", "sandbox-researcher/N3"],
    );
    expect(statuses).toEqual({
      "direct-researcher/N3": "dropped/high",
      "sandbox-researcher/N3": "dropped/high",
    });
  });

  it("claims no piece when the child read a kind of code", () => {
    const statuses = fan(
      `${FAN_DATED} ${FAN_TABLE} ${FAN_FALLBACK} The fallback researcher read the adapter code. ${FAN_OPEN}`,
      ["direct-researcher/N3", "direct-researcher/N8"],
    );
    expect(statuses).toEqual({
      "direct-researcher/N3": "carried",
      "direct-researcher/N8": "not_used",
    });
  });
});

describe("every file said to have been opened (overstatement-cues.ts)", () => {
  it("claims the files that do what it names covered", () => {
    const statuses = fan(
      `${FAN_DATED} ${FAN_TABLE} ${FAN_FALLBACK} Every source file that picks a version has been opened. ${FAN_OPEN}`,
      ["direct-researcher/N9"],
    );
    expect(statuses).toEqual({ "direct-researcher/N9": "dropped/high" });
  });
});

describe("a question that closes itself (closed-questions.ts, pointed-questions.ts)", () => {
  it("answers the question its sentence names", () => {
    const statuses = fan(
      `${FAN_DATED} ${FAN_FALLBACK} Since the direct researcher read the table as authoritative, the five override merchants, which it puts on v3, are on v3 as well, and the question they raised answers itself. The sandbox twelve's date is open.`,
      ["direct-researcher/U1"],
    );
    expect(statuses).toEqual({ "direct-researcher/U1": "dropped/high" });
  });

  it("keeps it open when the closing is denied", () => {
    const statuses = fan(
      `${FAN_DATED} ${FAN_FALLBACK} The direct researcher took the table as right. The five override merchants are open, and the question they raised won't answer itself without logs. The sandbox twelve's date is open.`,
      ["direct-researcher/U1"],
    );
    expect(statuses).toEqual({ "direct-researcher/U1": "carried" });
  });
});

describe("'no real doubt' (hedge-cues.ts)", () => {
  it("is certainty over what it introduces", () => {
    const statuses = answerStatuses(
      `${DATED} The table's sixteen rest on the table being right, and m_0005, m_0067 and m_0148 on an inferred fallback. Put together, that leaves no serious doubt: 19 merchants go dark on 2027-03-31. ${OPEN}`,
      ["researcher/F1"],
    );
    expect(statuses).toEqual({ "researcher/F1": "dropped/high" });
  });
});

describe("a record upheld as a verdict (certainty-idioms.ts, asserted-authority.ts)", () => {
  it("settles the authority assumption named before it", () => {
    const statuses = answerStatuses(
      `The debrief pulls two ways: the sixteen are tagged verified, but the api_version column was only assumed to be authoritative. The verified tag wins, since every row was queried, so the table stands. ${DATED} ${FALLBACK} ${OPEN}`,
      ["researcher/A1"],
    );
    expect(statuses).toEqual({ "researcher/A1": "dropped/high" });
  });

  it("states the shared assumption established when two queries vouch for the table", () => {
    const statuses = fan(
      `Both table researchers counted sixteen merchants on v2 from their own queries, so two separate queries vouch for the table. ${FAN_DATED} ${FAN_FALLBACK} ${FAN_OPEN}`,
      ["direct-researcher/A1", "fallback-researcher/A1"],
    );
    expect(statuses).toEqual({
      "direct-researcher/A1": "dropped/high",
      "fallback-researcher/A1": "dropped/high",
    });
  });

  it("upholds nothing when the count only stands or falls with the column", () => {
    const statuses = answerStatuses(
      `The sixteen merchants on v2 come from the merchants table, assumed authoritative; the count stands or falls with that column. ${DATED} ${FALLBACK} ${OPEN}`,
      ["researcher/A1"],
    );
    expect(statuses).toEqual({ "researcher/A1": "carried" });
  });
});

describe("a group said to leave the result unchanged (overstatement-cues.ts)", () => {
  it("answers the question about that group", () => {
    const statuses = answerStatuses(
      `${DATED} ${TABLE} ${FALLBACK} The five override merchants are still open, but nothing about the sandbox twelve alters the total.`,
      ["researcher/U2"],
    );
    expect(statuses).toEqual({ "researcher/U2": "dropped/high" });
  });

  it("keeps it open when nothing tells whether the group alters the total", () => {
    const statuses = answerStatuses(
      `${DATED} ${TABLE} ${FALLBACK} The five override merchants are still open, and nothing we have tells us whether the sandbox twelve alter the total.`,
      ["researcher/U2"],
    );
    expect(statuses).toEqual({ "researcher/U2": "carried" });
  });
});

describe("'but only while' (clause-roles.ts, answer-clauses.ts, hedge-cues.ts)", () => {
  it("conditions the total on the table, as 'but only if' does", () => {
    const statuses = answerStatuses(
      `${DATED} Sixteen merchants sit on v2 in the merchants table, and m_0005, m_0067 and m_0148 likely follow via the fallback if it fires on timeouts and 5xx. That makes 19, but only while the merchants table is accurate. ${OPEN}`,
      ["researcher/F4", "researcher/A1"],
    );
    expect(statuses).toEqual({ "researcher/F4": "carried", "researcher/A1": "carried" });
  });
});

describe("a source that vouches for a claim (hedge-cues.ts)", () => {
  it("attributes the date to the changelog that vouches for it", () => {
    const statuses = answerStatuses(
      `${TABLE} ${FALLBACK} The switch-off day, 2027-03-31, is one that only the changelog vouches for. ${OPEN}`,
      ["researcher/F1"],
    );
    expect(statuses).toEqual({ "researcher/F1": "carried" });
  });
});
