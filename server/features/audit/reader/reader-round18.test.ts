import { describe, expect, it } from "vitest";
import { answerStatuses, fanOutDebriefsBeforeAll } from "../../../testing/audit-statuses";
import { withQuestionsAsHeadings } from "./question-answer-pairs";
import { sentencesOf } from "./sentence-split";

/**
 * The reader's eighteenth round of mechanisms (issue 14), taken from the error classes of v20
 * and v21 read answer by answer. Every wording is written for the test (no frozen set's
 * wording; domain words come from the debriefs).
 */

const fanOut = fanOutDebriefsBeforeAll();
const fan = (answer: string, labels: string[]) => answerStatuses(answer, labels, fanOut);

describe("an answer laid out as its own FAQ", () => {
  it("reads a marked question as the heading of the answer under it", () => {
    const answer =
      "Q: Sandbox merchants?\nA: They switch off together with the rest, on v2 like everyone.";
    expect(answerStatuses(answer, ["researcher/U2"])).toEqual({ "researcher/U2": "dropped/high" });
  });

  it("reads short inline questions as headings of what follows each", () => {
    const answer = "Count? Nineteen. Sandbox? Identical to live traffic, all on v2.";
    expect(answerStatuses(answer, ["researcher/U2"])).toEqual({ "researcher/U2": "dropped/high" });
  });

  it("keeps a question open when its answer says it is unknown", () => {
    const answer = "Count? Nineteen.\nSandbox? Nobody has checked yet.";
    expect(answerStatuses(answer, ["researcher/U2"])).toEqual({ "researcher/U2": "carried" });
  });

  it("blanks a yes-no question on its own line and reads its answer alone", () => {
    expect(withQuestionsAsHeadings("Q: Is the count final?\nA: No, nineteen.")).toBe(
      `${" ".repeat(26)}No, nineteen.`,
    );
  });

  it("leaves a long question, or one with nothing after it, a question", () => {
    for (const text of [
      "Do the test-mode accounts keep v2 longer than production does? Unknown.",
      "Sandbox?",
      "Which merchants use a header override?\n",
    ])
      expect(withQuestionsAsHeadings(text)).toBe(text);
  });
});

describe("a group given an outcome", () => {
  it("reads a passive 'hit' as an outcome that answers whether the group breaks", () => {
    const answer = "Nineteen merchants break. Test-mode sandbox merchants will not get hit.";
    expect(answerStatuses(answer, ["researcher/U2"])).toEqual({ "researcher/U2": "dropped/high" });
  });

  it("reads a verbless group with 'as well' and a reason after it as sharing the outcome", () => {
    for (const answer of [
      "Nineteen merchants break on the cutoff; the sandbox twelve as well, naturally, because they are pinned.",
      "Nineteen merchants break on the cutoff. Sandbox accounts too given the pin.",
    ])
      expect(answerStatuses(answer, ["researcher/U2"]), answer).toEqual({
        "researcher/U2": "dropped/high",
      });
  });

  it("reads 'count … in too' as folding a group into the others' outcome", () => {
    for (const answer of [
      "Anything able to reach v2 breaks, so we count the header-override accounts in as well.",
      "Nineteen break; count the header-override five in too.",
    ])
      expect(answerStatuses(answer, ["researcher/U1"]), answer).toEqual({
        "researcher/U1": "dropped/high",
      });
  });
});

describe("certainty denied by a negative subject", () => {
  it("reads 'nothing else confirms' as a single source, not as certainty", () => {
    for (const answer of [
      "When: 2027-03-31 — the provider changelog says so and nothing else confirms that.",
      "When: 2027-03-31 — the provider changelog says so and nothing else backs it up.",
    ])
      expect(answerStatuses(answer, ["researcher/F1"]), answer).toEqual({
        "researcher/F1": "carried",
      });
  });
});

describe("a quoted question", () => {
  it("asks what it quotes when the clause ends with it, before a dash", () => {
    const answer =
      'Two points stay open. One: "Do all 12 sandbox merchants drop off that day too?" — put plainly, we cannot tell yet whether staging goes with production.';
    expect(answerStatuses(answer, ["researcher/U2"])).toEqual({ "researcher/U2": "carried" });
  });
});

describe("a sentence opened by a sign of approximation", () => {
  it("is cut from the sentence before it", () => {
    const text = "The sixteen on the table and three reached through the retry path. ~19 accounts.";
    expect(sentencesOf(text).map((sentence) => sentence.segment.trim())).toEqual([
      "The sixteen on the table and three reached through the retry path.",
      "~19 accounts.",
    ]);
  });
});

describe("a coverage claim whose place is a named folder", () => {
  it("covers that folder alone when the folder stands inside the phrase, before its verb", () => {
    for (const answer of [
      "Between the children, all files inside src/adapters/ were read. Sixteen accounts sit on v2.",
      "Taken together, every source file located in src/adapters/ was reviewed. Sixteen accounts sit on v2.",
    ])
      expect(fan(answer, ["direct-researcher/N5", "direct-researcher/N9"]), answer).toEqual({
        "direct-researcher/N5": "not_used",
        "direct-researcher/N9": "not_used",
      });
  });
});

describe("groups listed after a dash", () => {
  it("take the outcome of the clause the list belongs to", () => {
    for (const answer of [
      "Whatever still talks to v2 — the 16 configured, the 3 on fallback and 12 sandbox accounts — goes dark on the cutoff.",
      "Every route into the v2 client breaks at the cutoff — the 16 configured, the 3 on fallback, 12 sandbox accounts.",
    ])
      expect(answerStatuses(answer, ["researcher/U2"]), answer).toEqual({
        "researcher/U2": "dropped/high",
      });
  });
});

describe("what holds in practice after a contrast", () => {
  it("answers the question a pronoun points back at, after the group was called open", () => {
    const answer =
      "Nineteen break. The header-override five remain formally undetermined, but in practice they send v3.";
    expect(answerStatuses(answer, ["researcher/U1"])).toEqual({ "researcher/U1": "dropped/high" });
  });
});
