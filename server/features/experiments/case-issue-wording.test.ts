import path from "node:path";
import { describe, expect, it } from "vitest";
import { InputValidationError } from "../../runtime/errors";
import { loadDataset, parseCasesJsonl } from "./escalation-case";

/**
 * A JSONL import's problems in words (newcomer4: "Invalid input: expected string, received
 * undefined"): each names its line and the field, and says what is wrong with it.
 */

const dataset = loadDataset(
  "v1",
  path.join(path.resolve(__dirname, "../../.."), "datasets", "escalations"),
);
const first = dataset.cases[0]!;
const line = (value: unknown) => JSON.stringify(value);

/** The import's error message for `lines` (fails when nothing is thrown). */
function importProblem(lines: readonly string[]): string {
  try {
    parseCasesJsonl(lines.join("\n"), { source: "upload.jsonl" });
  } catch (error) {
    expect(error).toBeInstanceOf(InputValidationError);
    return (error as Error).message;
  }
  throw new Error("expected the import to fail");
}

describe("a JSONL import's problems, in words", () => {
  it("names a missing field by line", () => {
    const { question: _question, ...withoutQuestion } = first;
    expect(
      importProblem([
        line(first),
        line({ ...first, id: "b" }),
        line({ ...withoutQuestion, id: "c" }),
      ]),
    ).toBe('upload.jsonl: line 3: field `question` is missing (case "c")');
  });

  it("says what type a field should have, which values it takes, and unknown fields", () => {
    expect(importProblem([line({ ...first, question: 3, kind: "guess", extra: true })])).toBe(
      "upload.jsonl: line 1: field `kind` should be one of " +
        '"affected_ids", "version", "date", "cause_location", "count", "path_affected", "partly_unknowable"; ' +
        "field `question` should be a string, not a number; " +
        `unknown field \`extra\` (case "${first.id}")`,
    );
  });

  it("says a line that is not a JSON object is not a case", () => {
    expect(importProblem(["[1, 2]", "null", '"text"'])).toBe(
      "upload.jsonl: line 1: not a case (a JSON object), but an array; " +
        "line 2: not a case (a JSON object), but null; " +
        "line 3: not a case (a JSON object), but a string",
    );
  });

  it("names nested fields with their position in the list", () => {
    const truth = [{ ...first.truth[0], kind: "guess" }];
    const caveats = [{ id: "c", description: "d", mentions: [[]] }];
    expect(importProblem([line({ ...first, truth, caveats })])).toBe(
      "upload.jsonl: line 1: field `truth[0].kind` should be one of " +
        '"id_set", "count", "boolean", "version", "date", "value", "location"; ' +
        `field \`caveats[0].mentions[0]\` needs at least 1 item (case "${first.id}")`,
    );
  });
});
