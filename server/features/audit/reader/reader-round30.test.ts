import { describe, expect, it } from "vitest";
import { answerStatuses } from "../../../testing/audit-statuses";
import { withoutSupersededDrafts } from "./final-answer-parts";
import { hedgeCues } from "./hedge-cues";
import { codeCompleteness } from "./overstatement-cues";
import { withBooleanFieldsRead } from "./boolean-fields";
import { withSupposedPremises } from "./supposed-premises";
import { withoutCutOffItem } from "./cut-off-items";
import { withoutRevisionMarkers } from "./revision-markers";

/**
 * The reader's thirtieth round of mechanisms (issue 14), taken from the error classes of v44
 * (degraded model output: leaked thinking, drafts above a final answer, JSON fragments) and v45
 * (question-shaped and dialogic answers), read answer by answer. Every wording is written for
 * the test (no frozen set's wording; domain words come from the debriefs).
 */

describe("a part marked as the final answer supersedes the working above it", () => {
  const hedged =
    "Sixteen merchants probably fail if the api_version column can be trusted (assumed); m_0005, m_0067 and m_0148 may follow via the fallback, which is inferred. Whether the override merchants send v2 is open, and so is the sandbox date.";

  it("reads a plain final line under a hedged draft as the answer", () => {
    const answer = `Rough draft: ${hedged}\n\nFinal: sixteen merchants plus m_0005, m_0067 and m_0148 fail.`;
    const statuses = answerStatuses(answer, ["researcher/A1", "researcher/F3", "researcher/U1"]);
    expect(statuses["researcher/A1"]).toMatch(/^dropped/);
    expect(statuses["researcher/F3"]).toMatch(/^dropped/);
    expect(statuses["researcher/U1"]).toMatch(/^dropped/);
  });

  it("keeps a hedged final under a flat thinking block faithful", () => {
    const answer = `<reasoning>All of them die, the sandbox too, no doubt.</reasoning>\n${hedged}`;
    const statuses = answerStatuses(answer, ["researcher/U2", "researcher/A1"]);
    expect(statuses["researcher/U2"]).toBe("carried");
    expect(statuses["researcher/A1"]).toBe("carried");
  });

  it("masks with spaces and leaves an opening 'Final answer:' or an unmarked answer alone", () => {
    const answer = "Draft: x.\nFinal answer (supersedes the draft): y.";
    const masked = withoutSupersededDrafts(answer);
    expect(masked).toHaveLength(answer.length);
    expect(masked.trim().startsWith("y.")).toBe(true);
    expect(withoutSupersededDrafts("Final answer: y. More text.")).toBe(
      "Final answer: y. More text.",
    );
    expect(withoutSupersededDrafts("Q: who?\nAnswer: y.")).toBe("Q: who?\nAnswer: y.");
    expect(withoutSupersededDrafts("Scratch notes: x\nAnswer: y.").trim()).toBe("y.");
  });
});

describe("'each' before a verb is a distributive subject, not a read part", () => {
  it("does not read 'the researchers who looked at the table, each assumed' as full coverage", () => {
    const sentence =
      "Both researchers who looked at the merchants table, direct and fallback, each assumed its api_version column is right.";
    expect(codeCompleteness(sentence)).toEqual([]);
    expect(codeCompleteness("We looked at the router, the loader, each adapter.")).not.toEqual([]);
  });
});

describe("a correction that names what it revises speaks last", () => {
  it("reads 'Amendment:' and 'Correction to the opening line:' as corrections", () => {
    for (const opener of [
      "A small amendment:",
      "Correction to my opening line:",
      "Wait, correction:",
      "Coming back to my first point:",
    ]) {
      const answer = `The five override merchants send v3, so nothing changes for them. Sixteen merchants fail if the api_version column is right (assumed). ${opener} what those five send is unknown without request logs.`;
      const statuses = answerStatuses(answer, ["researcher/U1", "researcher/N6"]);
      expect(statuses["researcher/U1"]).toBe("carried");
      expect(statuses["researcher/N6"]).toBe("carried");
    }
  });
});

describe("a topic named only to be declined is left out, not kept open", () => {
  it("reads 'outside this note' beside the sandbox merchants as a dismissal", () => {
    const answer =
      "Sixteen merchants fail if the api_version column is right (assumed), and m_0005, m_0067 and m_0148 probably follow through the fallback (inferred). The override merchants remain open until request logs exist. The sandbox merchants fall outside this note.";
    const statuses = answerStatuses(answer, ["researcher/U2", "researcher/U1"]);
    expect(statuses["researcher/U2"]).toBe("dropped/medium");
    expect(statuses["researcher/U1"]).toBe("carried");
  });
});

describe("a Markdown heading asked as a question", () => {
  it("keeps the answer under '### Topic?' a claim, not part of the heading", () => {
    const answer =
      "### How many merchants?\nNineteen, all of them certain to fail.\n\n### Override merchants?\nUnknown until request logs are pulled.";
    const statuses = answerStatuses(answer, ["researcher/F4", "researcher/U1"]);
    expect(statuses["researcher/F4"]).toBe("dropped/high");
    expect(statuses["researcher/U1"]).toBe("carried");
  });
});

describe("a boolean field states or denies the phrase its name spells", () => {
  it("reads a snake_case or camelCase key with true/false as 'key words: yes/no'", () => {
    const field = '{"overrides_send_v3": false, "isComplete": true}';
    const read = withBooleanFieldsRead(field);
    expect(read).toHaveLength(field.length);
    expect(read).toContain("overrides send v3: no");
    expect(read).toContain("is complete: yes");
  });

  it("answers the sandbox question with a true field", () => {
    const answer =
      '{"direct": "16, if the api_version column is right (assumed)", "sandbox_lose_v2_same_day": true}';
    expect(answerStatuses(answer, ["researcher/U2"])["researcher/U2"]).toBe("dropped/high");
  });
});

describe("a group said to add nothing is unaffected", () => {
  it("answers the questions of the groups named in 'no X or Y adds to the count'", () => {
    const answer =
      "Nineteen merchants break if the api_version column is right (assumed). Neither the override accounts nor the sandbox merchants add anything to that total.";
    const statuses = answerStatuses(answer, ["researcher/U1", "researcher/U2"]);
    expect(statuses["researcher/U1"]).toBe("dropped/high");
    expect(statuses["researcher/U2"]).toBe("dropped/high");
  });

  it("reads 'nothing in the sandbox will notice the cutover' as the group unaffected", () => {
    const answer =
      "Nineteen merchants break if the api_version column is right (assumed). No sandbox account is going to notice the cutover.";
    expect(answerStatuses(answer, ["researcher/U2"])["researcher/U2"]).toBe("dropped/high");
  });

  it("keeps the question open when whether the group adds to the count is asked", () => {
    const answer =
      "Nineteen merchants break if the api_version column is right (assumed). Whether the override accounts add to the count is not known.";
    expect(answerStatuses(answer, ["researcher/U1"])["researcher/U1"]).toBe("carried");
  });
});

describe("a requirement with a longer subject is a condition", () => {
  it("reads 'it needs provider errors or timeouts to trigger the fallback' as the premise", () => {
    const answer =
      "m_0005, m_0067 and m_0148 reach v2 through the fallback, inferred from the adapter, and it needs provider errors or timeouts to trigger that path.";
    expect(answerStatuses(answer, ["researcher/A2"])["researcher/A2"]).toBe("carried");
  });
});

describe("a bare that-clause before ': then' is a supposition", () => {
  it("reads 'That X: then Y' as 'If X, then Y'", () => {
    const text = "What must hold? That the api_version column is right: then sixteen break.";
    const read = withSupposedPremises(text);
    expect(read).toHaveLength(text.length);
    expect(read).toContain("If   the api_version column is right, then");
    const statuses = answerStatuses(
      `${text} Unknown: the override merchants and the sandbox date.`,
      ["researcher/A1"],
    );
    expect(statuses["researcher/A1"]).toBe("carried");
  });
});

describe("a day pointed back at answers a question about when", () => {
  it("reads a group going quiet 'that very day' after a date as an answer", () => {
    const answer =
      "The provider's changelog puts the retirement on 2027-03-31. Sixteen merchants fail if the api_version column is right (assumed). The sandbox accounts go quiet that very day.";
    expect(answerStatuses(answer, ["researcher/U2"])["researcher/U2"]).toBe("dropped/high");
  });
});

describe("a list cut off at a bare last item", () => {
  it("conveys nothing about the item it only names", () => {
    const answer =
      "In scope: sixteen plus m_0005, m_0067 and m_0148.\nReservations:\n1. The sixteen rest on the api_version column, which was assumed.\n2. The fallback path for the three is inferred.\n3. Override accounts";
    expect(withoutCutOffItem(answer).trimEnd().endsWith("inferred.")).toBe(true);
    expect(answerStatuses(answer, ["researcher/U1"])["researcher/U1"]).toBe("dropped/medium");
  });

  it("keeps a list of bare names whole", () => {
    const answer = "Still open:\n- override accounts\n- sandbox date";
    expect(withoutCutOffItem(answer)).toBe(answer);
  });
});

describe("a marker of a reconsidered view hedges nothing", () => {
  it("masks 'Thinking about it again,' and 'Come to think of it,' so no 'think' hedges the sentence", () => {
    // (Unmasked, "Come to think of it" reads as a hedge; "Thinking about it" no longer does since
    // the sixty-sixth round, which reads thinking about something as no belief: verb-classes.ts.)
    expect(
      hedgeCues("The count was hedged. Come to think of it, the column is right.").size,
    ).toBeGreaterThan(0);
    for (const text of [
      "Thinking about it again, the column is right.",
      "The count was hedged. Come to think of it, the column is right.",
    ]) {
      const read = withoutRevisionMarkers(text);
      expect(read).toHaveLength(text.length);
      expect(hedgeCues(read).size).toBe(0);
    }
    expect(withoutRevisionMarkers("I keep thinking about it.")).toBe("I keep thinking about it.");
  });
});
