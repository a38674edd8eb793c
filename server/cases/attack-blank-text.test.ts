import { describe, expect, it } from "vitest";
import { reviewFlagInputSchema } from "../shared/audit-inputs";
import { importCasesInputSchema } from "../shared/experiment-inputs";
import { caseTextSchema, requiredCaveatSchema } from "../shared/escalation-case-schema";
import { questionSchema, historyTextSchema, modelNameSchema } from "../shared/run-inputs";
import { correctionTextSchema } from "../shared/correction-input";
import { workspaceNameSchema } from "../shared/workspace-input";
import { personNameSchema } from "../shared/user-inputs";

/**
 * Attacks on text that shows nothing: the Braille pattern blank U+2800 (a symbol with no dots),
 * zero-width spaces and Hangul fillers, alone or between spaces and line breaks. Every required
 * text refuses them as empty; an optional reviewer's note made of them is no note; a case file's
 * stored texts and caveat mentions refuse them (a cited text " " is found on any line with a
 * space; a mention "⠀" is in no answer, so its caveat could never be kept).
 */

const BLANKS = ["\u2800", " \u2800 ", "\u2800\u200B\u3164", "\u2800\n\u2800", " "];

/** The refusal messages of `schema` for `value`, or "accepted". */
function refusal(
  schema: { safeParse(value: unknown): { success: boolean; error?: unknown } },
  value: unknown,
) {
  const result = schema.safeParse(value);
  if (result.success) return "accepted";
  return (result.error as { issues: { message: string }[] }).issues.map((issue) => issue.message);
}

describe("blank-only text", () => {
  it("every required text refuses it with its own message", () => {
    for (const blank of BLANKS) {
      expect(refusal(questionSchema, blank)).toEqual(["the question must not be empty"]);
      expect(refusal(historyTextSchema, blank)).toEqual(["the attached history must not be empty"]);
      expect(refusal(modelNameSchema, blank)).toEqual(["the model name must not be empty"]);
      expect(refusal(correctionTextSchema, blank)).toEqual(["the correction must not be empty"]);
      expect(refusal(workspaceNameSchema, blank)).toEqual(["the workspace name must not be empty"]);
      expect(refusal(personNameSchema, blank)).toEqual(["the name must not be empty"]);
    }
  });

  it("a reviewer's note of blanks alone is no note", () => {
    for (const blank of BLANKS)
      expect(
        reviewFlagInputSchema.parse({
          runId: "r1",
          flagId: "f1",
          decision: "confirmed",
          note: blank,
        }),
      ).toEqual({ runId: "r1", flagId: "f1", decision: "confirmed", note: "" });
    expect(
      reviewFlagInputSchema.parse({
        runId: "r1",
        flagId: "f1",
        decision: "dismissed",
        note: " ⠀ok",
      }),
    ).toMatchObject({ note: "⠀ok" });
  });

  it("a dataset version's note of blanks alone is no note: the version gets its default note", () => {
    for (const blank of BLANKS)
      expect(importCasesInputSchema.parse({ jsonl: "{}", note: blank })).toEqual({ jsonl: "{}" });
    expect(importCasesInputSchema.parse({ jsonl: "{}", note: " ⠀v3 fixes " })).toEqual({
      jsonl: "{}",
      note: "⠀v3 fixes",
    });
  });

  it("a case file's stored text and caveat mentions refuse it", () => {
    for (const blank of BLANKS) {
      expect(refusal(caseTextSchema("the cited text"), blank)).toEqual([
        "the cited text must not be empty",
      ]);
      expect(
        refusal(requiredCaveatSchema, { id: "c", description: "d", mentions: [["m_0015", blank]] }),
      ).toEqual(["each mention must not be empty"]);
    }
    expect(refusal(caseTextSchema("the cited text"), " m_0015 ")).toBe("accepted");
  });
});
