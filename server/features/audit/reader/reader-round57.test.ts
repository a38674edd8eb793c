import { describe, expect, it } from "vitest";
import { answerStatuses } from "../../../testing/audit-statuses";

/**
 * The reader's fifty-seventh round of mechanisms (issue 14): a pointer that names a date, a list
 * called complete by a figure or the next ordinal, a group named by how it picks its version, a
 * group left out "rather than guess", and a group given "a clean bill of health". Every wording
 * is written for the test (no frozen set's wording; domain words come from the debriefs).
 */

const BODY =
  "Sixteen merchants sit on v2 if the table's column is right, and m_0005, m_0067 and m_0148 " +
  "probably join them through the fallback if it fires. ";

describe('a pointer that names a date, "This deadline, <date>, …" (pointer-resolution.ts)', () => {
  it("leaves the sandbox question open when the next sentence only names the date", () => {
    const statuses = answerStatuses(
      BODY +
        "Still open: the override five, and whether the twelve sandbox merchants go on the same " +
        "day as production. This deadline, 2027-03-31, is quoted from the provider's changelog.",
      ["researcher/U2"],
    );
    expect(statuses).toEqual({ "researcher/U2": "carried" });
  });
});

describe("a list called complete by a figure or the next ordinal (figurative-completeness.ts)", () => {
  it('reads "there\'s no twentieth merchant" as completeness over the unread seed script', () => {
    const statuses = answerStatuses(
      BODY +
        "The override five and the sandbox twelve stay open. Nineteen in all, and there's " +
        "no twentieth merchant.",
      ["researcher/N1"],
    );
    expect(statuses).toEqual({ "researcher/N1": "dropped/low" });
  });

  it('reads "the entire iceberg" the same way', () => {
    const statuses = answerStatuses(
      BODY +
        "The override five and the sandbox twelve stay open. These nineteen merchants are " +
        "the entire iceberg.",
      ["researcher/N1"],
    );
    expect(statuses).toEqual({ "researcher/N1": "dropped/low" });
  });

  it("claims nothing when a twentieth is only possible", () => {
    const statuses = answerStatuses(
      BODY +
        "The override five and the sandbox twelve stay open. Nineteen so far; a twentieth " +
        "merchant may still turn up.",
      ["researcher/N1"],
    );
    expect(statuses).toEqual({ "researcher/N1": "not_used" });
  });
});

describe('a group named by how it picks its version, "who send their version in a header" (version-traits.ts)', () => {
  it("names the override group without answering its question", () => {
    const statuses = answerStatuses(
      BODY +
        "Two groups go to the next review: the five merchants that send their version in " +
        "a request header, and the twelve sandbox ones.",
      ["researcher/U1"],
    );
    expect(statuses).toEqual({ "researcher/U1": "carried" });
  });

  it('names it the same way by a participle, "sending versions per request"', () => {
    const statuses = answerStatuses(
      BODY +
        "Two items go to next week's meeting: five merchants sending versions per request, and " +
        "the twelve sandbox ones.",
      ["researcher/U1"],
    );
    expect(statuses).toEqual({ "researcher/U1": "carried" });
  });

  it("still reads a version named for them as an answer", () => {
    const statuses = answerStatuses(
      BODY + "The five merchants that set their version per request send v3.",
      ["researcher/U1"],
    );
    expect(statuses).toEqual({ "researcher/U1": "dropped/high" });
  });
});

describe('a group left out "rather than guess" (question-closures.ts)', () => {
  it("keeps the override question open", () => {
    const statuses = answerStatuses(
      BODY +
        "Nobody can see what the five override merchants send without request logs, so leave " +
        "them out of the count rather than guessing.",
      ["researcher/U1"],
    );
    expect(statuses).toEqual({ "researcher/U1": "carried" });
  });

  it("still reads a bare instruction to leave them out as the writer's own call", () => {
    const statuses = answerStatuses(
      BODY +
        "Nobody can see what the five override merchants send without request logs, so leave " +
        "them out of the count.",
      ["researcher/U1"],
    );
    expect(statuses).toEqual({ "researcher/U1": "dropped/high" });
  });
});

describe('a group given "a clean bill of health" (overstatement-cues.ts)', () => {
  it("answers the sandbox question", () => {
    const statuses = answerStatuses(
      BODY +
        "The override five stay open. As for the twelve sandbox merchants, I'd hand them " +
        "a clean bill of health.",
      ["researcher/U2"],
    );
    expect(statuses).toEqual({ "researcher/U2": "dropped/high" });
  });

  it("answers nothing when the clean bill is withheld", () => {
    const statuses = answerStatuses(
      BODY +
        "The override five stay open. As for the twelve sandbox merchants, I can't hand " +
        "them a clean bill of health until the provider names their date.",
      ["researcher/U2"],
    );
    expect(statuses["researcher/U2"]).not.toBe("dropped/high");
  });
});
