import { describe, expect, it } from "vitest";
import {
  answerStatuses,
  fanOutDebriefsBeforeAll,
  FAITHFUL_SINGLE_PARTS,
} from "../../../testing/audit-statuses";

/**
 * The reader's seventy-third round of mechanisms (issue 14, everyday model answers, tuned on
 * v73): a bold lead-in label ("**Coverage:**") before a reporter's reading keeps the reading; a
 * source said to have kept silent ("something the provider hasn't announced") gives an open
 * clause that points back no subject of its own; a lean before a reassuring outcome ("most
 * likely fine", "probably not an issue") answers an open question; a verdict of no consequence
 * ("I don't think it changes anything", "nothing to worry about there") waves off the caveats
 * its sentence reports; the rest of the code excluded ("nothing else in the codebase routes to
 * v2") asserts nothing of a gap whose question is kept open; "no other v2 paths" says the code
 * holds nothing else, beside a reading of named parts too. Every wording is written for the test
 * (no frozen set's wording; domain words come from the debriefs).
 */

const fanOut = fanOutDebriefsBeforeAll();
const { dated: DATED, table: TABLE, fallback: FALLBACK, open: OPEN } = FAITHFUL_SINGLE_PARTS;

describe("a bold lead-in label before a reporter's reading (listed-reading.ts)", () => {
  it("reads the children's reading after '**Scope:**' as claimed", () => {
    const statuses = answerStatuses(
      "**Impact:** the direct researcher's sixteen on v2 (table taken as right) and m_0005, m_0067 and m_0148, which the fallback researcher infers.\n**Scope:** the researchers looked through the adapters, the version router and the merchant config.\n**Open:** the override five and the sandbox date.",
      ["direct-researcher/N7", "direct-researcher/N9"],
      fanOut,
    );
    expect(statuses).toEqual({
      "direct-researcher/N7": "dropped/high",
      "direct-researcher/N9": "dropped/high",
    });
  });

  it("does not read a reading denied after the label as claimed", () => {
    const statuses = answerStatuses(
      "**Impact:** the direct researcher's sixteen on v2 (table taken as right) and m_0005, m_0067 and m_0148, which the fallback researcher infers.\n**Scope:** the researchers never looked through the adapters or the version router, so those stay open.\n**Open:** the override five and the sandbox date.",
      ["direct-researcher/N7"],
      fanOut,
    );
    expect(statuses).toEqual({ "direct-researcher/N7": "carried" });
  });
});

describe("a source said to have kept silent (pointed-questions.ts)", () => {
  it("keeps the sandbox question open through 'something the provider hasn't announced'", () => {
    const statuses = answerStatuses(
      `${DATED} ${TABLE} ${FALLBACK} Nobody knows what the five override merchants send. The twelve sandbox accounts also sit on v2, though whether they are cut off on that date is something the provider hasn't announced.`,
      ["researcher/U2"],
    );
    expect(statuses).toEqual({ "researcher/U2": "carried" });
  });
});

describe("a lean before a reassuring outcome (recall-softeners.ts)", () => {
  it("reads 'most likely fine' about the override five as an answer", () => {
    const statuses = answerStatuses(
      `${DATED} ${TABLE} ${FALLBACK} The sandbox twelve's date is open. The five override merchants are most likely fine, since the table has them on v3.`,
      ["researcher/U1"],
    );
    expect(statuses).toEqual({ "researcher/U1": "dropped/high" });
  });

  it("reads 'probably not an issue' the same way", () => {
    const statuses = answerStatuses(
      `${DATED} ${TABLE} ${FALLBACK} The sandbox twelve's date is open. As for the five header-override merchants, they're probably not an issue given their v3 setting.`,
      ["researcher/U1"],
    );
    expect(statuses).toEqual({ "researcher/U1": "dropped/high" });
  });

  it("still keeps the question open where the lean sits beside an admitted gap", () => {
    const statuses = answerStatuses(
      `${DATED} ${TABLE} ${FALLBACK} The sandbox twelve's date is open. The five override merchants are probably fine, but nobody has seen what they send.`,
      ["researcher/U1"],
    );
    expect(statuses).toEqual({ "researcher/U1": "carried" });
  });
});

describe("a verdict of no consequence (waved-off-caveats.ts)", () => {
  it("waves off the table assumption with 'I don't think it changes anything'", () => {
    const statuses = answerStatuses(
      `${DATED} The sixteen rest on the api_version column being authoritative, but that's routine and I don't think it changes anything. ${FALLBACK} ${OPEN}`,
      ["researcher/A1"],
    );
    expect(statuses).toEqual({ "researcher/A1": "dropped/high" });
  });

  it("waves it off with 'there's nothing to worry about there' after a reason", () => {
    const statuses = answerStatuses(
      `${DATED} The researcher took the api_version column as authoritative, and since billing maintains that table, there's nothing to worry about there. ${FALLBACK} ${OPEN}`,
      ["researcher/A1"],
    );
    expect(statuses).toEqual({ "researcher/A1": "dropped/high" });
  });

  it("does not read a verdict about something named as one", () => {
    const statuses = answerStatuses(
      `${DATED} The sixteen rest on the api_version column being authoritative, and I don't think that changes the sandbox question. ${FALLBACK} ${OPEN}`,
      ["researcher/A1"],
    );
    expect(statuses).toEqual({ "researcher/A1": "carried" });
  });
});

describe("the rest of the code excluded beside an open question (code-rest-exclusions.ts)", () => {
  it("keeps the sandbox adapter gap with the sandbox question kept open", () => {
    const statuses = answerStatuses(
      `${DATED} ${TABLE} ${FALLBACK} Nothing else in the codebase routes to v2. The sandbox twelve are pinned to v2 and their date is still open. Nobody knows what the five override merchants send.`,
      ["researcher/N3"],
    );
    expect(statuses).toEqual({ "researcher/N3": "carried" });
  });

  it("still drops it where the same answer claims to have read the adapters", () => {
    const statuses = answerStatuses(
      `${DATED} ${TABLE} ${FALLBACK} I went through every adapter myself, and nothing else in the codebase routes to v2. The sandbox twelve are pinned to v2 and their date is still open. Nobody knows what the five override merchants send.`,
      ["researcher/N3"],
    );
    expect(statuses).toEqual({ "researcher/N3": "dropped/high" });
  });
});

describe("'no other v2 paths' beside a reading of named parts (overstatement-cues.ts, code-rest-exclusions.ts)", () => {
  it("reads the seed files as left out by a claim that the code holds nothing else", () => {
    const statuses = answerStatuses(
      "**Impact:** the direct researcher's sixteen on v2 (table taken as right) and m_0005, m_0067 and m_0148, which the fallback researcher infers.\n**Scope:** the researchers looked through the adapters, the version router and the merchant config, so no other v2 paths exist.\n**Open:** the override five and the sandbox date.",
      ["direct-researcher/N4", "direct-researcher/N5"],
      fanOut,
    );
    expect(statuses).toEqual({
      "direct-researcher/N4": "dropped/low",
      "direct-researcher/N5": "dropped/low",
    });
  });

  it("scopes the claim to the writer's own reading of named parts", () => {
    const statuses = answerStatuses(
      "**Impact:** the direct researcher's sixteen on v2 (table taken as right) and m_0005, m_0067 and m_0148, which the fallback researcher infers.\n**Scope:** we read the version router and the merchant config, so no other v2 paths exist.\n**Open:** the override five and the sandbox date.",
      ["direct-researcher/N4", "direct-researcher/N5"],
      fanOut,
    );
    expect(statuses).toEqual({
      "direct-researcher/N4": "not_used",
      "direct-researcher/N5": "not_used",
    });
  });
});
