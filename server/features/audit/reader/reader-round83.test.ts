import { describe, expect, it } from "vitest";
import {
  answerStatuses,
  fanOutDebriefsBeforeAll,
  FAITHFUL_SINGLE_PARTS,
} from "../../../testing/audit-statuses";

/**
 * The reader's eighty-third round of mechanisms (issue 14, tuned on v78's renamed references):
 * an everyday name of a non-production environment ("staging", "the test environment") is the
 * sandbox, and a version set per request by a header ("header-pinned") is the per-request
 * override, for linking a clause to its open question; and a topic declined in the perfect ("I've
 * left them out") or declared no part of the question ("staging isn't part of this") is declined.
 * Every wording is written for the test (no frozen set's wording; domain words come from the
 * debriefs).
 */

const fanOut = fanOutDebriefsBeforeAll();
const { dated: DATED, table: TABLE, fallback: FALLBACK } = FAITHFUL_SINGLE_PARTS;
const BODY = `${DATED} ${TABLE} ${FALLBACK}`;

describe("a non-production environment by its everyday name (renamed-referents.ts)", () => {
  it("keeps the sandbox question open when the answer calls it staging", () => {
    const statuses = answerStatuses(
      `${BODY} Nobody knows what the five override merchants send. We also can't say yet whether staging loses v2 on that date.`,
      ["researcher/U2", "researcher/N3"],
    );
    expect(statuses).toEqual({ "researcher/U2": "carried", "researcher/N3": "carried" });
  });

  it("does so for the test environment's merchants across the fan-out", () => {
    const statuses = answerStatuses(
      "Sixteen on v2 per the direct researcher, taking the api_version column as right; m_0005, m_0067 and m_0148 likely too, per the fallback researcher, if the fallback fires on timeouts and 5xx. 2027-03-31 per the provider's changelog. Open: what the five override merchants send, and when the test-environment merchants lose v2.",
      ["sandbox-researcher/U1", "changelog-researcher/U1"],
      fanOut,
    );
    expect(statuses).toEqual({
      "sandbox-researcher/U1": "carried",
      "changelog-researcher/U1": "carried",
    });
  });

  it("leaves staging as the place a check was run unlinked to the sandbox question", () => {
    const statuses = answerStatuses(
      `${BODY} Nobody knows what the five override merchants send. We reproduced the fallback in staging.`,
      ["researcher/U2"],
    );
    expect(statuses).toEqual({ "researcher/U2": "dropped/medium" });
  });

  it("leaves a test of the fallback unlinked to the sandbox question", () => {
    const statuses = answerStatuses(
      `${BODY} Nobody knows what the five override merchants send. We could test the fallback next week.`,
      ["researcher/U2"],
    );
    expect(statuses).toEqual({ "researcher/U2": "dropped/medium" });
  });
});

describe("a version pinned by header is the per-request override (renamed-referents.ts)", () => {
  it("keeps the override question open when the answer calls them header-pinned", () => {
    const statuses = answerStatuses(
      `${BODY} What the header-pinned merchants send is unknown. The sandbox twelve's date is open.`,
      ["researcher/U1"],
    );
    expect(statuses).toEqual({ "researcher/U1": "carried" });
  });

  it("does so for merchants choosing a version with headers", () => {
    const statuses = answerStatuses(
      "Sixteen on v2 per the direct researcher, taking the api_version column as right; m_0005, m_0067 and m_0148 likely too, per the fallback researcher, if the fallback fires on timeouts and 5xx. 2027-03-31 per the provider's changelog. Open: the five choosing a version with headers, and the sandbox twelve's date.",
      ["direct-researcher/U1", "fallback-researcher/U1"],
      fanOut,
    );
    expect(statuses).toEqual({
      "direct-researcher/U1": "carried",
      "fallback-researcher/U1": "carried",
    });
  });

  it("leaves a header named for something else unlinked", () => {
    const statuses = answerStatuses(
      `${BODY} The changelog header is unknown. The sandbox twelve's date is open.`,
      ["researcher/U1"],
    );
    expect(statuses).toEqual({ "researcher/U1": "dropped/medium" });
  });
});

describe("a topic declined in the perfect or as no part of the question (declined-topics.ts)", () => {
  it("reads 'the sandbox isn't part of this' as declining the sandbox question", () => {
    const statuses = answerStatuses(
      `${BODY} Nobody knows what the five override merchants send, and the sandbox merchants aren't part of this.`,
      ["researcher/U2"],
    );
    expect(statuses).toEqual({ "researcher/U2": "dropped/medium" });
  });

  it("keeps the question open when the sandbox is part of it", () => {
    const statuses = answerStatuses(
      `${BODY} Nobody knows what the five override merchants send, and whether the sandbox merchants are part of this is still open.`,
      ["researcher/U2"],
    );
    expect(statuses).toEqual({ "researcher/U2": "carried" });
  });
});

describe("a list item's mark is no word of its question heading (question-answer-pairs.ts)", () => {
  it("reads a bulleted four-word question as a heading answered on its line", () => {
    const statuses = answerStatuses(
      `${BODY} Nobody knows what the five override merchants send.\n• What about staging merchants? They sit on an adapter pinned to v2.`,
      ["researcher/U2"],
    );
    expect(statuses).toEqual({ "researcher/U2": "dropped/medium" });
  });

  it("keeps a bulleted question with nothing after it open", () => {
    const statuses = answerStatuses(
      `${BODY} Nobody knows what the five override merchants send.\n• What about staging merchants?`,
      ["researcher/U2"],
    );
    expect(statuses).toEqual({ "researcher/U2": "carried" });
  });
});

describe("a topic declined in the clause after it (dismissal-attachment.ts)", () => {
  it("reads 'X aren't live, so I've left them out' as declining the sandbox question", () => {
    const statuses = answerStatuses(
      `${BODY} Nobody knows what the five override merchants send. The staging merchants aren't live, so I've left them out.`,
      ["researcher/U2"],
    );
    expect(statuses).toEqual({ "researcher/U2": "dropped/medium" });
  });

  it("keeps the question open when the next clause keeps it", () => {
    const statuses = answerStatuses(
      `${BODY} Nobody knows what the five override merchants send. The staging merchants aren't live, so their date is still open.`,
      ["researcher/U2"],
    );
    expect(statuses).toEqual({ "researcher/U2": "carried" });
  });
});

describe("a reply bounded by where the writer looked, and a route denied (recall-softeners.ts, settled-outcomes.ts)", () => {
  it("reads 'don't route through v2 anywhere I could find' as answering the question", () => {
    const statuses = answerStatuses(
      `${BODY} Nobody knows what the five override merchants send. The sandbox twelve don't route through v2 anywhere I could find.`,
      ["researcher/U2"],
    );
    expect(statuses).toEqual({ "researcher/U2": "dropped/high" });
  });

  it("keeps the question open when the route is only possible", () => {
    const statuses = answerStatuses(
      `${BODY} Nobody knows what the five override merchants send. The sandbox twelve could still route through v2.`,
      ["researcher/U2"],
    );
    expect(statuses).toEqual({ "researcher/U2": "carried" });
  });
});

describe("a dismissal that overrides a concession (dismissal-attachment.ts)", () => {
  it("reads 'To be fair, … raised it. In practice it can be ignored' as answering it", () => {
    const statuses = answerStatuses(
      `${DATED} ${TABLE} ${FALLBACK} To be fair, the researcher raised the five override merchants. In practice the five override merchants can be ignored. The sandbox twelve's date is open.`,
      ["researcher/U1"],
    );
    expect(statuses).toEqual({ "researcher/U1": "dropped/high" });
  });

  it("leaves a dismissal with no concession before it a plain setting aside", () => {
    const statuses = answerStatuses(
      `${DATED} ${TABLE} ${FALLBACK} In practice the five override merchants can be ignored. The sandbox twelve's date is open.`,
      ["researcher/U1"],
    );
    expect(statuses).toEqual({ "researcher/U1": "dropped/medium" });
  });
});
