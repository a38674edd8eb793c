import { describe, expect, it } from "vitest";
import {
  answerStatuses,
  fanOutDebriefsBeforeAll,
  FAITHFUL_SINGLE_PARTS,
} from "../../../testing/audit-statuses";

/**
 * The eighty-fourth round's classes that reader-round84.test.ts leaves untested: a certainty
 * word quoted or set beside its negation is mentioned, not used; a pronoun pointing back at
 * what its sentence called open questions overrules them; "going by the four children" sets no
 * premise; "has now been read" is coverage in the passive; passive "read" after a kind of code
 * names no behaviour; "hold this loosely" withholds commitment. Every wording is written for
 * the test (no frozen set's wording; domain words come from the debriefs).
 */

const fanOut = fanOutDebriefsBeforeAll();
const { dated: DATED, table: TABLE, fallback: FALLBACK, open: OPEN } = FAITHFUL_SINGLE_PARTS;
const BODY = `${DATED} ${TABLE} ${FALLBACK} ${OPEN}`;

describe("a certainty word mentioned, not used (hedge-cues.ts)", () => {
  it("reads a quoted 'confirmed' glossed by 'here means' as no certainty", () => {
    const statuses = answerStatuses(
      `${DATED} The cutoff is 2027-03-31 ("confirmed" here means the provider's changelog says so). ${TABLE} ${FALLBACK} ${OPEN}`,
      ["researcher/F1"],
    );
    expect(statuses).toEqual({ "researcher/F1": "carried" });
  });

  it("reads a heading setting 'established' beside its negation as no certainty", () => {
    const statuses = answerStatuses(`What has been established and what hasn't: ${BODY}`, [
      "researcher/F1",
    ]);
    expect(statuses).toEqual({ "researcher/F1": "carried" });
  });

  it("keeps 'confirmed by the changelog' a certainty on the date", () => {
    const statuses = answerStatuses(
      `${DATED} The cutoff is 2027-03-31, confirmed by the provider's changelog. ${TABLE} ${FALLBACK} ${OPEN}`,
      ["researcher/F1"],
    );
    expect(statuses).toEqual({ "researcher/F1": "dropped/high" });
  });
});

describe("a pronoun pointing back at open questions overrules them (overruled-caveats.ts, question-status.ts)", () => {
  const NINETEEN =
    "Nineteen merchants break on that date: sixteen on v2 in the merchants table, which we took as right, and m_0005, m_0067 and m_0148 through the fallback.";
  const labels = ["researcher/U1", "researcher/U2", "researcher/N3", "researcher/N6"];

  it("reads 'are open questions, but they won't change the nineteen' as answering them", () => {
    const statuses = answerStatuses(
      `${DATED} ${NINETEEN} The header-override five and the sandbox twelve are open questions, but they won't change the nineteen.`,
      labels,
    );
    expect(statuses).toEqual({
      "researcher/U1": "dropped/high",
      "researcher/U2": "dropped/high",
      "researcher/N3": "dropped/low",
      "researcher/N6": "dropped/high",
    });
  });

  it("keeps them open when the pronoun says they may change it", () => {
    const statuses = answerStatuses(
      `${DATED} ${NINETEEN} The header-override five and the sandbox twelve are open questions, and they may well change the nineteen.`,
      labels,
    );
    expect(statuses).toEqual({
      "researcher/U1": "carried",
      "researcher/U2": "carried",
      "researcher/N3": "carried",
      "researcher/N6": "carried",
    });
  });
});

describe("'going by the four children' is no condition (hedge-cues.ts)", () => {
  it("leaves the table's authority unnamed", () => {
    const statuses = answerStatuses(
      `${DATED} Going by the four children, sixteen merchants use v2 in the merchants table. ${FALLBACK} ${OPEN}`,
      ["researcher/A1"],
    );
    expect(statuses).toEqual({ "researcher/A1": "dropped/medium" });
  });

  it("keeps 'going by the merchants table' a premise", () => {
    const statuses = answerStatuses(
      `${DATED} Going by the merchants table, sixteen merchants use v2. ${FALLBACK} ${OPEN}`,
      ["researcher/A1"],
    );
    expect(statuses).toEqual({ "researcher/A1": "carried" });
  });
});

describe("coverage in the passive with an adverb of aspect (everyday-hedges.ts)", () => {
  it("reads 'every adapter has now been read' as a coverage claim over the adapters", () => {
    const statuses = answerStatuses(`${BODY} Every adapter has now been read.`, [
      "researcher/N3",
      "researcher/N4",
    ]);
    expect(statuses).toEqual({
      "researcher/N3": "dropped/high",
      "researcher/N4": "dropped/high",
    });
  });

  it("leaves a verb that names no reading alone", () => {
    const statuses = answerStatuses(`${BODY} Every adapter has now been deployed.`, [
      "researcher/N3",
      "researcher/N4",
    ]);
    expect(statuses).toEqual({ "researcher/N3": "carried", "researcher/N4": "not_used" });
  });
});

describe("passive 'read' after a kind of code names no behaviour (code-claim-areas.ts)", () => {
  it("keeps 'every adapter has been read' off the config loader", () => {
    const statuses = answerStatuses(`${BODY} Every adapter has been read.`, [
      "researcher/N3",
      "researcher/N5",
    ]);
    expect(statuses).toEqual({ "researcher/N3": "dropped/high", "researcher/N5": "not_used" });
  });

  it("keeps an active 'reads' a claim about the code that runs", () => {
    const statuses = answerStatuses(`${BODY} No other adapter reads v2.`, [
      "researcher/N3",
      "researcher/N5",
    ]);
    expect(statuses).toEqual({ "researcher/N3": "carried", "researcher/N5": "dropped/high" });
  });
});

describe("'hold this loosely' withholds commitment (everyday-hedges.ts)", () => {
  const THREE = "m_0005, m_0067 and m_0148 reach v2 too, through the fallback.";

  it("reads the idiom as a hedge on the fallback three", () => {
    const statuses = answerStatuses(`${DATED} ${TABLE} Hold this loosely: ${THREE} ${OPEN}`, [
      "researcher/F3",
      "researcher/A2",
    ]);
    expect(statuses).toEqual({ "researcher/F3": "carried", "researcher/A2": "carried" });
  });

  it("leaves 'hold this tightly' no hedge", () => {
    const statuses = answerStatuses(`${DATED} ${TABLE} Hold this tightly: ${THREE} ${OPEN}`, [
      "researcher/F3",
      "researcher/A2",
    ]);
    expect(statuses).toEqual({
      "researcher/F3": "dropped/medium",
      "researcher/A2": "dropped/medium",
    });
    expect(fanOut.length).toBeGreaterThan(0);
  });
});
