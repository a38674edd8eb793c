import { describe, expect, it } from "vitest";
import { startRunInputSchema } from "@/server/shared/run-inputs";
import { createUserInputSchema } from "@/server/shared/user-inputs";
import { asSentence, firstIssue, firstIssueSentence, issueSentences } from "./form-problem";

describe("form problems as sentences", () => {
  it("capitalises a clause and ends it with a full stop, once", () => {
    expect(asSentence("the question must not be empty")).toBe("The question must not be empty.");
    expect(asSentence("  The name must not be empty. ")).toBe("The name must not be empty.");
    expect(asSentence("why?")).toBe("Why?");
    expect(asSentence("  ")).toBe("");
  });

  it("words the schemas' messages as the setup form does, on the new-run and user forms", () => {
    const run = startRunInputSchema.safeParse({ question: "   ", workspaceId: "ledgerline" });
    expect(run.success).toBe(false);
    expect(firstIssueSentence(run.error!.issues)).toBe("The question must not be empty.");
    const user = createUserInputSchema.safeParse({
      email: "not-an-email",
      name: "Ada",
      role: "engineer",
    });
    expect(user.success).toBe(false);
    expect(firstIssueSentence(user.error!.issues)).toBe("Enter a valid email address.");
    expect(firstIssueSentence([])).toBe("Invalid input.");
  });

  it("names the field of the first issue, so a form can show it there", () => {
    const empty = startRunInputSchema.safeParse({ question: "   ", workspaceId: "ledgerline" });
    expect(firstIssue(empty.error!.issues)).toEqual({
      sentence: "The question must not be empty.",
      field: "question",
    });
    const history = startRunInputSchema.safeParse({
      question: "Which merchants break?",
      workspaceId: "ledgerline",
      history: { text: "  " },
    });
    expect(history.success).toBe(false);
    expect(firstIssue(history.error!.issues).field).toBe("history");
    expect(firstIssue([{ message: "invalid input", path: [] }])).toEqual({
      sentence: "Invalid input.",
      field: null,
    });
  });

  it("lists every issue, with its field when asked", () => {
    const issues = [
      { message: "a case id is kebab-case", path: ["id"] },
      { message: "too short", path: [] },
    ];
    expect(issueSentences(issues)).toEqual(["A case id is kebab-case.", "Too short."]);
    expect(issueSentences(issues, "case")).toEqual([
      "id: A case id is kebab-case.",
      "case: Too short.",
    ]);
  });
});
