import { describe, expect, it } from "vitest";
import {
  answerStatuses,
  fanOutDebriefsBeforeAll,
  FAITHFUL_SINGLE_PARTS,
} from "../../../testing/audit-statuses";

/**
 * The reader's sixty-eighth round of mechanisms (issue 14, precision across the tuned sets): a
 * sourced report continued in the next clause of its sentence keeps its source; a date owned
 * by its source, passed on by it or set by a document is attributed; a figure "on current
 * evidence" or "on the evidence we have" is a reading for now; certainty graded down ("less
 * certain") and probability as a noun ("in all likelihood", "credence 0.7") hedge; a version left
 * to what the requests carry answers nothing; a matter "to be worked out" is still open; a
 * table called "the record of" which version each merchant runs is called the authority; a
 * claim "as shaky as" or "no firmer than" what it rests on is hedged; a source's word taken for
 * it is taken on trust.
 * Every wording is written for the test (no frozen set's wording; domain words come from the
 * debriefs).
 */

const fanOut = fanOutDebriefsBeforeAll();
const { dated: DATED, table: TABLE, fallback: FALLBACK, open: OPEN } = FAITHFUL_SINGLE_PARTS;
const REST = `${TABLE} ${FALLBACK} ${OPEN}`;

describe("a sourced report continued in its sentence (continued-reports.ts)", () => {
  it("reaches the 410 clause after a semicolon", () => {
    const statuses = answerStatuses(
      `The retirement falls on 2027-03-31 according to the provider's changelog; requests to v2 get 410 Gone. ${REST}`,
      ["researcher/F1"],
    );
    expect(statuses).toEqual({ "researcher/F1": "carried" });
  });

  it("reaches the 410 clause after a comma and 'and'", () => {
    const statuses = answerStatuses(
      `The provider's changelog puts the retirement on 2027-03-31, and v2 requests get 410 Gone. ${REST}`,
      ["researcher/F1"],
    );
    expect(statuses).toEqual({ "researcher/F1": "carried" });
  });

  it("lends a source that hands over with a dash to the dated clause after it", () => {
    const statuses = answerStatuses(
      `Cutoff: the researcher quotes the provider's changelog — v2 ends 2027-03-31. ${REST}`,
      ["researcher/F1"],
    );
    expect(statuses).toEqual({ "researcher/F1": "carried" });
  });

  it("does not continue a clause hedged without a source", () => {
    const statuses = answerStatuses(
      `The cutoff is probably 2027-03-31; requests to v2 get 410 Gone. ${REST}`,
      ["researcher/F1"],
    );
    expect(statuses).toEqual({ "researcher/F1": "dropped/medium" });
  });

  it("does not continue into a clause that gives the date again by itself", () => {
    const statuses = answerStatuses(
      `The retirement falls on 2027-03-31 according to the provider's changelog; requests to v2 get 410 Gone from 2027-03-31. ${REST}`,
      ["researcher/F1"],
    );
    expect(statuses).toEqual({ "researcher/F1": "dropped/medium" });
  });
});

describe("a date owned by, passed on by or set by its source (attribution-idioms.ts)", () => {
  it("reads a cutoff said to be the provider's as attributed", () => {
    const statuses = answerStatuses(`The cutoff is the provider's, 2027-03-31. ${REST}`, [
      "researcher/F1",
    ]);
    expect(statuses).toEqual({ "researcher/F1": "carried" });
  });

  it("reads the date the researcher relays as attributed", () => {
    const statuses = answerStatuses(`2027-03-31 is the date the researcher relays. ${REST}`, [
      "researcher/F1",
    ]);
    expect(statuses).toEqual({ "researcher/F1": "carried" });
  });

  it("reads a date quoted from the vendor as attributed", () => {
    const statuses = answerStatuses(
      `The cutoff of 2027-03-31 was quoted from the vendor. ${REST}`,
      ["researcher/F1"],
    );
    expect(statuses).toEqual({ "researcher/F1": "carried" });
  });

  it("reads a changelog that slates the end as the source", () => {
    const statuses = answerStatuses(`The changelog slates v2's end for 2027-03-31. ${REST}`, [
      "researcher/F1",
    ]);
    expect(statuses).toEqual({ "researcher/F1": "carried" });
  });

  it("reads no source in a date owned by the merchants", () => {
    const statuses = answerStatuses(`The cutoff is the merchants' problem: 2027-03-31. ${REST}`, [
      "researcher/F1",
    ]);
    expect(statuses).toEqual({ "researcher/F1": "dropped/medium" });
  });

  it("reads no source in the provider ending v2", () => {
    const statuses = answerStatuses(`The provider ends v2 on 2027-03-31. ${REST}`, [
      "researcher/F1",
    ]);
    expect(statuses).toEqual({ "researcher/F1": "dropped/medium" });
  });
});

describe("a figure on the evidence at hand (everyday-hedges.ts)", () => {
  it("reads 'on the evidence we have' as a reading for now", () => {
    const statuses = answerStatuses(
      `${DATED} ${REST} That comes to 19 merchants on the evidence we have.`,
      ["researcher/F4"],
    );
    expect(statuses).toEqual({ "researcher/F4": "carried" });
  });

  it("reads 'on current evidence' without a determiner", () => {
    const statuses = answerStatuses(`${DATED} ${REST} So 19 merchants on current evidence.`, [
      "researcher/F4",
    ]);
    expect(statuses).toEqual({ "researcher/F4": "carried" });
  });

  it("reads no hedge in evidence said to agree", () => {
    const statuses = answerStatuses(
      `${DATED} ${REST} So 19 merchants, and the evidence we have agrees.`,
      ["researcher/F4"],
    );
    expect(statuses).toEqual({ "researcher/F4": "dropped/medium" });
  });
});

describe("certainty graded down (everyday-hedges.ts)", () => {
  const TRIO = "The fallback trio m_0005, m_0067 and m_0148 reach v2 too";
  it("reads 'in all likelihood' as a hedge", () => {
    const statuses = answerStatuses(`${DATED} ${TABLE} ${TRIO}, in all likelihood. ${OPEN}`, [
      "researcher/F3",
    ]);
    expect(statuses).toEqual({ "researcher/F3": "carried" });
  });

  it("reads 'less certain' as a hedge, not as certainty", () => {
    const statuses = answerStatuses(
      `${DATED} ${TABLE} ${TRIO}, but they are less certain. ${OPEN}`,
      ["researcher/F3"],
    );
    expect(statuses).toEqual({ "researcher/F3": "carried" });
  });

  it("reads a credence below one as a hedge", () => {
    const statuses = answerStatuses(`${DATED} ${TABLE} ${TRIO}: credence 0.7. ${OPEN}`, [
      "researcher/F3",
    ]);
    expect(statuses).toEqual({ "researcher/F3": "carried" });
  });

  it("reads no hedge in 'no less certain'", () => {
    const statuses = answerStatuses(
      `${DATED} ${TABLE} ${TRIO}, and we are no less certain of them. ${OPEN}`,
      ["researcher/F3"],
    );
    expect(statuses).toEqual({ "researcher/F3": "dropped/medium" });
  });

  it("reads no hedge in a credence of one", () => {
    const statuses = answerStatuses(`${DATED} ${TABLE} ${TRIO}: credence 1.0. ${OPEN}`, [
      "researcher/F3",
    ]);
    expect(statuses).toEqual({ "researcher/F3": "dropped/medium" });
  });
});

describe("a version left to what the requests carry (version-traits.ts)", () => {
  it("reads 'send whatever version their header names' as no answer", () => {
    const statuses = answerStatuses(
      `${DATED} ${TABLE} ${FALLBACK} The five override merchants send whatever version their request header names, and nobody has the logs. The sandbox twelve's date is open.`,
      ["researcher/U1"],
    );
    expect(statuses).toEqual({ "researcher/U1": "carried" });
  });

  it("reads a version left to the table as the table's version, an answer", () => {
    const statuses = answerStatuses(
      `${DATED} ${TABLE} ${FALLBACK} The five override merchants send whatever version the merchants table lists. The sandbox twelve's date is open.`,
      ["researcher/U1"],
    );
    expect(statuses).toEqual({ "researcher/U1": "dropped/high" });
  });

  it("still reads a version named after it as an answer", () => {
    const statuses = answerStatuses(
      `${DATED} ${TABLE} ${FALLBACK} The five override merchants send whatever their header says, which is v3. The sandbox twelve's date is open.`,
      ["researcher/U1"],
    );
    expect(statuses).toEqual({ "researcher/U1": "dropped/high" });
  });
});

describe("a matter put off to later (everyday-hedges.ts)", () => {
  const BASE =
    "The changelog researcher has 2027-03-31 from the provider's changelog. The sandbox researcher finds the sandbox adapter pinned to v2. The direct researcher counted sixteen on v2, taking the table as right. The fallback researcher adds m_0005, m_0067 and m_0148, likely, if the fallback fires on timeouts and 5xx. Nobody knows what the five override merchants send.";
  it("keeps the sandbox question open when it is to be worked out afterwards", () => {
    const statuses = answerStatuses(
      `${BASE} Altogether 19 merchants, the sandbox twelve to be worked out afterwards.`,
      ["sandbox-researcher/U1"],
      fanOut,
    );
    expect(statuses).toEqual({ "sandbox-researcher/U1": "carried" });
  });

  it("reads the sandbox question settled when it is worked out already", () => {
    const statuses = answerStatuses(
      `${BASE} Altogether 19 merchants, the sandbox twelve worked out already.`,
      ["sandbox-researcher/U1"],
      fanOut,
    );
    expect(statuses).toEqual({ "sandbox-researcher/U1": "dropped/high" });
  });
});

describe("a table called the record of what runs (asserted-authority.ts)", () => {
  it("reads 'the record of which version each merchant runs' as the assumption stated", () => {
    const statuses = answerStatuses(
      `${DATED} Sixteen merchants use v2, and the api_version column of the merchants table is the record of which version each merchant runs. ${FALLBACK} ${OPEN}`,
      ["researcher/A1"],
    );
    expect(statuses).toEqual({ "researcher/A1": "dropped/high" });
  });

  it("reads no authority in a record of what was deployed last week", () => {
    const statuses = answerStatuses(
      `${DATED} Sixteen merchants use v2, and the api_version column of the merchants table holds a record of last week's deploys. ${FALLBACK} ${OPEN}`,
      ["researcher/A1"],
    );
    expect(statuses).toEqual({ "researcher/A1": "dropped/medium" });
  });
});

describe("firmness tied to what a claim rests on (hedge-cues.ts)", () => {
  it("reads a total as wobbly as the pieces under it as hedged", () => {
    const statuses = answerStatuses(
      `${DATED} ${REST} Summed up, 19 merchants, a figure as wobbly as the pieces under it.`,
      ["researcher/F4"],
    );
    expect(statuses).toEqual({ "researcher/F4": "carried" });
  });

  it("reads a count no firmer than the merchants table as resting on it", () => {
    const statuses = answerStatuses(
      `${DATED} Sixteen merchants use v2, a count no firmer than the merchants table. ${FALLBACK} ${OPEN}`,
      ["researcher/A1"],
    );
    expect(statuses).toEqual({ "researcher/A1": "carried" });
  });

  it("reads no hedge in a total as wobbly as anything", () => {
    const statuses = answerStatuses(
      `${DATED} ${REST} Summed up, 19 merchants, a figure as wobbly as anything.`,
      ["researcher/F4"],
    );
    expect(statuses).toEqual({ "researcher/F4": "dropped/medium" });
  });

  it("reads no hedge in a count firmer than the table", () => {
    const statuses = answerStatuses(
      `${DATED} Sixteen merchants use v2, a count firmer than the merchants table. ${FALLBACK} ${OPEN}`,
      ["researcher/A1"],
    );
    expect(statuses).toEqual({ "researcher/A1": "dropped/medium" });
  });
});

describe("a source's word taken (everyday-hedges.ts)", () => {
  it("reads the table's word taken for it as taken on trust", () => {
    const statuses = answerStatuses(
      `${DATED} Sixteen merchants sit on v2 in the merchants table, and the researcher took the table's word for it. ${FALLBACK} ${OPEN}`,
      ["researcher/A1"],
    );
    expect(statuses).toEqual({ "researcher/A1": "carried" });
  });

  it("reads no trust in a copy taken from the table", () => {
    const statuses = answerStatuses(
      `${DATED} Sixteen merchants sit on v2 in the merchants table, and the researcher took the table's copy of it. ${FALLBACK} ${OPEN}`,
      ["researcher/A1"],
    );
    expect(statuses).toEqual({ "researcher/A1": "dropped/medium" });
  });
});
