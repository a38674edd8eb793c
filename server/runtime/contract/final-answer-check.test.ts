import { describe, expect, it } from "vitest";
import type { FinalAnswerRecord } from "./final-answer";
import { checkFinalAnswer } from "./final-answer-check";
import { renderFinalAnswer } from "./final-answer-rendering";
import { parseItemId } from "./debrief-items";
import { toToolDefinition } from "../tools/tool-definitions";
import { finalAnswerTool } from "../tools/builtin/final-answer";

const RECEIVED = new Set(["researcher/F1", "researcher/F2", "researcher/A1", "researcher/U1"]);

function claim(overrides: Record<string, unknown> = {}) {
  return {
    text: "19 merchants break if the merchants table is authoritative.",
    rests_on: ["researcher/F2", "researcher/A1"],
    carries: [
      { item: "researcher/A1", as: "condition", words: "if the merchants table is authoritative" },
    ],
    stated_as: "qualified",
    ...overrides,
  };
}

describe("checkFinalAnswer (issue 14: the answer contract)", () => {
  it("accepts a valid record and deduplicates rests_on", () => {
    const check = checkFinalAnswer(
      { claims: [claim({ rests_on: ["researcher/F2", "researcher/A1", "researcher/F2"] })] },
      RECEIVED,
    );
    expect(check).toEqual({
      ok: true,
      record: { claims: [claim()] },
    });
  });

  it("matches carried words case-, quote-, dash- and whitespace-insensitively", () => {
    const check = checkFinalAnswer(
      {
        claims: [
          claim({
            text: "The date — “as announced” — is 2027-03-31.",
            rests_on: ["researcher/F1"],
            carries: [{ item: "researcher/F1", as: "attribution", words: 'as  Announced"' }],
          }),
        ],
      },
      RECEIVED,
    );
    expect(check.ok).toBe(true);
  });

  it("rejects unknown ids, carried items the claim does not rest on, and words not in the text, naming each", () => {
    const check = checkFinalAnswer(
      {
        claims: [
          claim({
            rests_on: ["researcher/F2", "researcher/F9"],
            carries: [
              { item: "researcher/U1", as: "open_question", words: "unknown" },
              { item: "researcher/F2", as: "qualified", words: "19 merchants" },
            ],
          }),
        ],
      },
      RECEIVED,
    );
    expect(check).toEqual({
      ok: false,
      errors: [
        'claims.0.rests_on.1: unknown debrief item "researcher/F9"; cite the ids printed in the debriefs you received (e.g. researcher/F1, researcher/F2, researcher/A1)',
        'claims.0.carries.0.item: "researcher/U1" is not in this claim\'s rests_on',
        'claims.0.carries.0.words: "unknown" does not appear in the claim\'s text; quote the words that carry the hedge',
      ],
    });
  });

  it("rejects schema violations with field paths, and an answer citing items when none were delivered", () => {
    expect(checkFinalAnswer({ claims: [] }, RECEIVED)).toEqual({
      ok: false,
      errors: ["claims: give at least one claim"],
    });
    expect(
      checkFinalAnswer({ claims: [{ ...claim(), stated_as: "certain", text: "" }] }, RECEIVED),
    ).toEqual({
      ok: false,
      errors: [
        "claims.0.text: text must not be empty",
        'claims.0.stated_as: Invalid option: expected one of "established"|"qualified"',
      ],
    });
    expect(checkFinalAnswer("not an object", RECEIVED)).toEqual({
      ok: false,
      errors: ["Invalid input: expected object, received string"],
    });
    expect(checkFinalAnswer({ claims: [claim()] }, new Set())).toMatchObject({
      ok: false,
      errors: [
        'claims.0.rests_on.0: unknown debrief item "researcher/F2"; you received no debrief item ids (no typed debrief was delivered to you), so leave rests_on and carries empty and say each caveat in the words of the claim',
        'claims.0.rests_on.1: unknown debrief item "researcher/A1"; you received no debrief item ids (no typed debrief was delivered to you), so leave rests_on and carries empty and say each caveat in the words of the claim',
      ],
    });
  });
});

describe("renderFinalAnswer", () => {
  it("renders one line per claim with its ids, and spans that index the claim texts", () => {
    const record: FinalAnswerRecord = {
      claims: [
        {
          text: "19 merchants break if the merchants table is authoritative.",
          rests_on: ["researcher/F2", "researcher/A1"],
          carries: [
            {
              item: "researcher/A1",
              as: "condition",
              words: "if the merchants table is authoritative",
            },
          ],
          stated_as: "qualified",
        },
        { text: "Nothing else to add.", rests_on: [], carries: [], stated_as: "established" },
      ],
    };
    const { text, spans } = renderFinalAnswer(record);
    expect(text).toBe(
      "- 19 merchants break if the merchants table is authoritative. [rests on: researcher/F2, researcher/A1]\n- Nothing else to add.",
    );
    expect(spans.map((span) => text.slice(span.start, span.end))).toEqual([
      "19 merchants break if the merchants table is authoritative.",
      "Nothing else to add.",
    ]);
  });
});

describe("item ids and the tool definition", () => {
  it("parses ids by the last slash and refuses malformed keys", () => {
    expect(parseItemId("direct-researcher/A1")).toEqual({
      agentName: "direct-researcher",
      key: "A1",
    });
    expect(parseItemId("a/b/N12")).toEqual({ agentName: "a/b", key: "N12" });
    expect(parseItemId("researcher/B")).toEqual({ agentName: "researcher", key: "B" });
    for (const bad of ["F1", "/F1", "researcher/F0", "researcher/X1", "researcher/"])
      expect(parseItemId(bad)).toBeNull();
  });

  it("sends final_answer to providers as JSON Schema with every field required", () => {
    const definition = toToolDefinition(finalAnswerTool);
    const claims = (
      definition.inputJsonSchema.properties as Record<string, { items: { required: string[] } }>
    ).claims;
    expect(definition.name).toBe("final_answer");
    expect(claims?.items.required).toEqual(["text", "rests_on", "carries", "stated_as"]);
  });
});
