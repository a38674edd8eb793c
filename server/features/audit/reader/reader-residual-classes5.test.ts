import { describe, expect, it } from "vitest";
import { answerStatuses } from "../../../testing/audit-statuses";

/**
 * The fifth cross-set residual round (issue 14), focused on precision: error classes that recur
 * across tuned sets written in different voices, where the reader flagged a hedge the answer
 * kept. Every wording is written for the test (no frozen set's wording; domain words come from
 * the debriefs).
 */

const REST =
  " Sixteen accounts sit on v2 if the api_version column is right (assumed); m_0005, m_0067 and m_0148 likely join them through the fallback, if it fires. The changelog gives 2027-03-31. The override five and the sandbox twelve are still open.";

describe("a figure given as the reading for now is provisional", () => {
  it("keeps the total's hedge on 'on our present reading' and 'by the latest picture'", () => {
    for (const lead of [
      "Our count is nineteen on our present reading.",
      "By the latest picture, nineteen accounts are hit.",
    ]) {
      expect(answerStatuses(lead + REST, ["researcher/F4"])["researcher/F4"], lead).toBe("carried");
    }
  });

  it("still drops the total stated without it", () => {
    expect(
      answerStatuses("Our count is nineteen." + REST, ["researcher/F4"])["researcher/F4"],
    ).toMatch(/^dropped/);
  });
});

describe("'strings attached' withholds commitment", () => {
  it("keeps the total's hedge", () => {
    const answer = "Nineteen accounts, with a few strings attached." + REST;
    expect(answerStatuses(answer, ["researcher/F4"])["researcher/F4"]).toBe("carried");
  });
});

describe("an absolute 'X permitting' is a condition", () => {
  it("carries the table assumption on the count it follows", () => {
    const answer =
      "Sixteen accounts on v2, merchants table permitting; m_0005, m_0067 and m_0148 likely via the fallback, if it fires. The changelog gives 2027-03-31. The override five and the sandbox twelve are still open.";
    expect(answerStatuses(answer, ["researcher/A1"])["researcher/A1"]).toBe("carried");
  });
});

describe("a ceiling on a count hedges the count", () => {
  it("keeps the total's hedge on 'up to 19' and 'up to nineteen'", () => {
    for (const lead of ["Impact: up to 19 accounts fail.", "That comes to up to nineteen."]) {
      expect(answerStatuses(REST + " " + lead, ["researcher/F4"])["researcher/F4"], lead).toBe(
        "carried",
      );
    }
  });

  it("does not lend a wider ceiling to a figure stated before it", () => {
    const answer = REST + " At risk: 19 certain, up to 36 at worst.";
    expect(answerStatuses(answer, ["researcher/F4"])["researcher/F4"]).toMatch(/^dropped/);
  });
});

describe("the code as the one that reads data is no coverage claim", () => {
  const BASE =
    " Sixteen accounts sit on v2 if that column is right (assumed); m_0005, m_0067 and m_0148 likely join them through the fallback, if it fires. The changelog gives 2027-03-31. The override five and the sandbox twelve are still open.";
  const GAPS = ["researcher/N4", "researcher/N5"];

  it("reads 'all the adapters read it' and 'read every night' as how the code works", () => {
    for (const lead of [
      "The api_version column decides it: all the adapters read it.",
      "Why doubt a column the adapters read every night?",
      "The api_version column is read on every request.",
    ]) {
      const statuses = answerStatuses(lead + BASE, GAPS);
      for (const gap of GAPS) expect(statuses[gap], lead).toBe("not_used");
    }
  });

  it("still reads a claim that the adapters were read", () => {
    for (const lead of [
      "We read every adapter and the config: nothing else routes to v2.",
      "All the adapters and the config reviewed; nothing else sends v2.",
    ]) {
      const statuses = answerStatuses(lead + BASE, GAPS);
      for (const gap of GAPS) expect(statuses[gap], lead).toBe("dropped/high");
    }
  });
});
