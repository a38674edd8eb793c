import path from "node:path";
import { describe, expect, it } from "vitest";
import type { TruthElement } from "../../../shared/escalation-case-schema";
import { runLedgerlineForAudit } from "../../../testing/ledgerline-audit-run";
import { loadDataset } from "../escalation-case";
import { citesLine, claimedText, namedIds, scoreAnswer, statesCount } from "./answer-scoring";

const ids: TruthElement = {
  kind: "id_set",
  key: "affected",
  ids: ["m_0005", "m_0008", "m_0016", "m_0019"],
  sql: "SELECT 1",
};
const count: TruthElement = { kind: "count", key: "affected_count", value: 19, sql: "SELECT 19" };
const date: TruthElement = {
  kind: "date",
  key: "retirement",
  value: "2027-03-31",
  source: { file: "docs/changelog.md", line: 12, text: "retired on 2027-03-31" },
};
const version: TruthElement = {
  kind: "version",
  key: "sandbox_version",
  value: "v2",
  source: { file: "src/sandbox.ts", line: 3, text: 'pin: "v2"' },
};
const value: TruthElement = {
  kind: "value",
  key: "header",
  value: "X-Provider-Version",
  source: { file: "src/router.ts", line: 9, text: "X-Provider-Version" },
};
const location: TruthElement = {
  kind: "location",
  key: "cause",
  file: "src/adapters/primary-adapter.ts",
  line: 47,
  text: "return fallbackToLegacy(merchant, request);",
};
const yes: TruthElement = { kind: "boolean", key: "reaches_v2", value: true, sql: "SELECT 1" };

describe("scoreAnswer: id sets", () => {
  it("scores precision, recall and F1 against the ids the answer names", () => {
    const answer = "Affected: m_0005, m_0008 and M_0016; also m_0099 (an override).";
    const [score] = scoreAnswer(answer, [ids]).elements;
    expect(score).toEqual({
      key: "affected",
      kind: "id_set",
      status: "scored",
      correct: false,
      score: (2 * 0.75 * 0.75) / 1.5,
      precision: 0.75,
      recall: 0.75,
      expected: "4 ids",
      found: "3 of them and 1 other",
      detail: null,
    });
  });

  it("is correct only for the same set, and scores 0 when the answer names no id", () => {
    const exact = scoreAnswer("m_0019 m_0016 m_0008 m_0005 m_0005", [ids]).elements[0]!;
    expect([exact.correct, exact.score, exact.precision, exact.recall]).toEqual([true, 1, 1, 1]);
    const none = scoreAnswer("No merchant is affected.", [ids]).elements[0]!;
    expect([none.correct, none.score, none.precision, none.recall, none.found]).toEqual([
      false,
      0,
      null,
      0,
      "no ids",
    ]);
  });

  it("reads only ids shaped like the truth's, as whole tokens", () => {
    expect(namedIds("m_0005x m_00050 xm_0005 (m_0008) m_005 s_0005", ["m_0005"])).toEqual([
      "m_0008",
    ]);
  });
});

describe("scoreAnswer: exact elements", () => {
  it("finds counts as standalone numbers or words, never inside dates, ids or versions", () => {
    expect(statesCount("Nineteen merchants break.", 19)).toBe(true);
    expect(statesCount("19 merchants break.", 19)).toBe(true);
    expect(statesCount("It is retired on 2027-03-19; see m_0019 and v19.2; 19.5% fail.", 19)).toBe(
      false,
    );
    expect(statesCount("19,000 charges", 19)).toBe(false);
  });

  it("scores each element on its own: the ids right and the date wrong", () => {
    const answer =
      "19 merchants (m_0005, m_0008, m_0016, m_0019) break; v2 stays pinned by the sandbox. " +
      "The cause is src/adapters/primary-adapter.ts:47 and the X-Provider-Version header. " +
      "Retirement: 2027-04-01.";
    const result = scoreAnswer(answer, [ids, count, date, version, value, location]);
    expect(result.elements.map((e) => [e.key, e.correct, e.score, e.found])).toEqual([
      ["affected", true, 1, "4 of them"],
      ["affected_count", true, 1, "19"],
      ["retirement", false, 0, "not stated"],
      ["sandbox_version", true, 1, "v2"],
      ["header", true, 1, "X-Provider-Version"],
      ["cause", true, 1, "src/adapters/primary-adapter.ts:47"],
    ]);
    expect(result.score).toBe(5 / 6);
    expect(result.allCorrect).toBe(false);
  });

  it("needs file:line exactly and versions as whole words", () => {
    const result = scoreAnswer("See src/adapters/primary-adapter.ts:470 and v2.1.", [
      location,
      version,
    ]);
    expect(result.elements.map((e) => e.correct)).toEqual([false, false]);
    expect(result.score).toBe(0);
  });
});

describe("scoreAnswer: what the answer leaves open, and cited lines", () => {
  it("does not count ids the answer names only as open (an Unresolved line, a question)", () => {
    const answer = [
      "- Affected: m_0005 and m_0008.",
      "- Unresolved: Do the overrides (m_0016, m_0099) send v2? Request logs would settle it.",
      "Is m_0019 affected? Whether m_0077 breaks is unresolved; m_0016 breaks.",
    ].join("\n");
    expect(claimedText(answer)).toBe("- Affected: m_0005 and m_0008.\nm_0016 breaks.");
    expect(scoreAnswer(answer, [ids]).elements[0]).toMatchObject({
      found: "3 of them",
      precision: 1,
      recall: 0.75,
      detail: "3 ids named only as open (unresolved or asked), not counted as claimed",
    });
  });

  it("cites a line by itself, by an also-line or by a short range holding one", () => {
    const file = "src/adapters/primary-adapter.ts";
    expect(citesLine(`see ${file}:47.`, file, [47])).toBe(true);
    expect(citesLine(`see ${file}:46`, file, [47])).toBe(false);
    expect(citesLine(`see ${file}:46`, file, [47, 46])).toBe(true);
    expect(citesLine(`see ${file}:45-48`, file, [47])).toBe(true);
    expect(citesLine(`see ${file}:L46–L47`, file, [47])).toBe(true);
    expect(citesLine(`see ${file}:10-90`, file, [47])).toBe(false);
    expect(citesLine(`see ${file}:47 - 5xx`, file, [47])).toBe(true);
    expect(citesLine(`see ${file}:470`, file, [47])).toBe(false);
  });

  it("scores the scripted contract answer to the sample question fully correct on v2", async () => {
    const { finalAnswer } = await runLedgerlineForAudit("auto");
    const directory = path.resolve(__dirname, "../../../../datasets/escalations");
    const truthOf = (version: string) =>
      loadDataset(version, directory).cases.find(
        (escalationCase) => escalationCase.id === "ledgerline-affected-merchants",
      )!.truth;
    const v2 = scoreAnswer(finalAnswer, truthOf("v2"));
    expect(v2.elements.map((element) => [element.key, element.correct, element.found])).toEqual([
      ["affected_merchants", true, "19 of them"],
      ["affected_count", true, "19"],
      ["retirement_date", true, "2027-03-31"],
      ["indirect_cause", true, "src/adapters/primary-adapter.ts:47"],
    ]);
    expect([v2.allCorrect, v2.score]).toEqual([true, 1]);
    // v1 (frozen) takes only line 47; the child cites the condition on line 46.
    const v1 = scoreAnswer(finalAnswer, truthOf("v1"));
    expect(v1.elements.map((element) => element.correct)).toEqual([true, true, true, false]);
  });
});

describe("scoreAnswer: yes/no", () => {
  it("reads one opening Yes or No when the case has one yes/no element", () => {
    expect(
      scoreAnswer("Yes. It reaches v2 through the fallback.", [yes]).elements[0],
    ).toMatchObject({ status: "scored", correct: true, score: 1, found: "yes" });
    expect(scoreAnswer("Summary:\n- No, it does not.", [yes]).elements[0]).toMatchObject({
      status: "scored",
      correct: false,
      found: "no",
    });
  });

  it("leaves it unscored (outside the mean) when the answer opens with both or neither", () => {
    const result = scoreAnswer("Yes for live charges. No for sandbox ones. m_0005 m_0008", [
      yes,
      ids,
    ]);
    expect(result.elements[0]).toMatchObject({ status: "unscored", found: "not read" });
    expect(result.score).toBe(result.elements[1]!.score);
    const two = scoreAnswer("Yes.", [yes, { ...yes, key: "other" }]);
    expect(two.elements.map((e) => e.status)).toEqual(["unscored", "unscored"]);
    expect(two.score).toBeNull();
    expect(two.allCorrect).toBe(false);
  });

  it("scores a missing answer as nothing found", () => {
    const result = scoreAnswer(null, [count, ids]);
    expect(result.elements.map((e) => e.score)).toEqual([0, 0]);
    expect(result.score).toBe(0);
  });
});
