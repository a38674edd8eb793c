import { describe, expect, it } from "vitest";
import { answerStatuses, fanOutDebriefsBeforeAll } from "../../../testing/audit-statuses";

/**
 * The reader's sixty-fifth round of mechanisms (issue 14, recall across the tuned sets): a flat
 * statement of a question's group reads its finding's words across a doubled final consonant
 * ("pinned" ~ "pins") unless it speaks of the day the question asks; a reading claimed whole
 * ("in full", "end to end") in anyone's voice asserts what an area listed as not read in full
 * would show; an attribution naming only sibling children is theirs, not the reported date's; a
 * group said to end with or alongside the others shares their day; a count in brackets is no
 * aside.
 * Every wording is written for the test (no frozen set's wording; domain words come from the
 * debriefs).
 */

const fanOut = fanOutDebriefsBeforeAll();

const DATED = "Per the provider's changelog, v2 stops answering on 2027-03-31.";
const TABLE = "The merchants table, taken as authoritative, puts sixteen merchants on v2.";
const FALLBACK =
  "m_0005, m_0067 and m_0148 likely land on v2 as well, if the fallback fires on timeouts and 5xx.";
const OVERRIDE = "What the five override merchants send is still unknown.";

describe("a flat statement of a question's group (flat-finding-statements.ts)", () => {
  it("reads 'pinned' as the finding's 'pins' and leaves the sandbox date out", () => {
    const statuses = answerStatuses(
      `${DATED} ${TABLE} ${FALLBACK} ${OVERRIDE} The twelve sandbox merchants are pinned to v2.`,
      ["researcher/U2"],
    );
    expect(statuses).toEqual({ "researcher/U2": "dropped/medium" });
  });

  it("drops the sandbox question and its adapter gap when a sibling's pin is restated", () => {
    const statuses = answerStatuses(
      `${DATED} The direct researcher counts sixteen on v2, if the table holds. ${FALLBACK} ${OVERRIDE} The sandbox researcher saw twelve merchants pinned to v2.`,
      ["sandbox-researcher/U1", "direct-researcher/N3"],
      fanOut,
    );
    expect(statuses).toEqual({
      "sandbox-researcher/U1": "dropped/medium",
      "direct-researcher/N3": "dropped/low",
    });
  });

  it("keeps the question when the statement speaks of the day it asks about", () => {
    const statuses = answerStatuses(
      `${DATED} ${TABLE} ${FALLBACK} ${OVERRIDE} The twelve sandbox merchants are pinned to v2 and have no published cutoff.`,
      ["researcher/U2"],
    );
    expect(statuses).toEqual({ "researcher/U2": "carried" });
  });

  it("keeps the question when the next clause of the sentence holds it open", () => {
    const statuses = answerStatuses(
      `${DATED} ${TABLE} ${FALLBACK} ${OVERRIDE} The twelve sandbox merchants are pinned to v2, but the provider has yet to say when.`,
      ["researcher/U2"],
    );
    expect(statuses).toEqual({ "researcher/U2": "carried" });
  });
});

describe("a reading claimed whole (firsthand-reading.ts)", () => {
  it("asserts what the unread sandbox adapter would show, in a sibling's voice", () => {
    const statuses = answerStatuses(
      `${DATED} The direct researcher counts sixteen on v2, if the table holds. ${FALLBACK} ${OVERRIDE} Sandbox researcher: read the sandbox adapter cover to cover, twelve merchants pinned to v2. Their date is open.`,
      ["direct-researcher/N3"],
      fanOut,
    );
    expect(statuses).toEqual({ "direct-researcher/N3": "dropped/high" });
  });

  it("claims nothing when the whole reading is denied", () => {
    const statuses = answerStatuses(
      `${DATED} The direct researcher counts sixteen on v2, if the table holds. ${FALLBACK} ${OVERRIDE} Nobody read the sandbox adapter cover to cover, so the twelve sandbox merchants' date is open.`,
      ["direct-researcher/N3"],
      fanOut,
    );
    expect(statuses["direct-researcher/N3"]).not.toMatch(/^dropped/);
  });

  it("claims nothing when the whole reading is a step still to take", () => {
    const statuses = answerStatuses(
      `${DATED} ${TABLE} ${FALLBACK} ${OVERRIDE} Whether the sandbox twelve share the date is open.\n1. Go through version-router.ts in full before the cutover.`,
      ["researcher/N4"],
    );
    expect(statuses["researcher/N4"]).not.toMatch(/^dropped/);
  });
});

describe("an attribution to sibling children only (source-attribution.ts)", () => {
  it("does not attribute the reported date the clause also restates", () => {
    const statuses = answerStatuses(
      `Nineteen merchants stop on 2027-03-31: sixteen per the direct researcher, if the table holds, and three per the fallback researcher, probably. ${OVERRIDE} The sandbox date is open.`,
      ["changelog-researcher/F1"],
      fanOut,
    );
    expect(statuses).toEqual({ "changelog-researcher/F1": "dropped/medium" });
  });

  it("still attributes the date when the clause also names its source", () => {
    const statuses = answerStatuses(
      `Nineteen merchants stop on 2027-03-31, the provider's changelog date: sixteen per the direct researcher, if the table holds, and three per the fallback researcher, probably. ${OVERRIDE} The sandbox date is open.`,
      ["changelog-researcher/F1"],
      fanOut,
    );
    expect(statuses).toEqual({ "changelog-researcher/F1": "carried" });
  });
});

describe("a group that ends with the others (shared-outcomes.ts)", () => {
  it("answers the sandbox date when the twelve stop when production does", () => {
    const statuses = answerStatuses(
      `${DATED} ${TABLE} ${FALLBACK} ${OVERRIDE} The sandbox twelve stop when production does.`,
      ["researcher/U2"],
    );
    expect(statuses).toEqual({ "researcher/U2": "dropped/high" });
  });

  it("answers it when they shut off alongside production", () => {
    const statuses = answerStatuses(
      `${DATED} ${TABLE} ${FALLBACK} ${OVERRIDE} The twelve sandbox accounts shut off alongside production.`,
      ["researcher/U2"],
    );
    expect(statuses).toEqual({ "researcher/U2": "dropped/high" });
  });

  it("leaves it open in a hypothetical", () => {
    const statuses = answerStatuses(
      `${DATED} ${TABLE} ${FALLBACK} ${OVERRIDE} If the sandbox is retired alongside production, the twelve sandbox accounts would shut off with it; nobody has seen a sandbox notice.`,
      ["researcher/U2"],
    );
    expect(statuses).toEqual({ "researcher/U2": "carried" });
  });
});

describe("a count in brackets beside a flat statement (flat-finding-statements.ts)", () => {
  it("is no aside: the group is still only stated", () => {
    const statuses = answerStatuses(
      `${DATED} ${TABLE} ${FALLBACK} ${OVERRIDE} The sandbox adapter is pinned to v2 (12 merchants).`,
      ["researcher/U2"],
    );
    expect(statuses).toEqual({ "researcher/U2": "dropped/medium" });
  });

  it("while a worded aside still sets the group apart", () => {
    const statuses = answerStatuses(
      `${DATED} ${TABLE} ${FALLBACK} ${OVERRIDE} The sandbox adapter is pinned to v2 (its twelve merchants are a story of their own).`,
      ["researcher/U2"],
    );
    expect(statuses["researcher/U2"]).not.toMatch(/^dropped/);
  });
});
