import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { InputValidationError, NotFoundError } from "../../runtime/errors";
import { casesToJsonl, listDatasetVersions, loadDataset, parseCasesJsonl } from "./escalation-case";

/**
 * Escalation datasets as JSONL (issue 11): export then import round-trips, and import refuses
 * bad input with messages that name the line.
 */

const repoRoot = path.resolve(__dirname, "../../..");
const datasetsDirectory = path.join(repoRoot, "datasets", "escalations");
const dataset = loadDataset("v1", datasetsDirectory);

/** The error `action` throws (fails the test when it returns). */
function thrown(action: () => unknown): Error {
  try {
    action();
  } catch (error) {
    if (error instanceof Error) return error;
    throw new Error(`threw a non-error: ${String(error)}`);
  }
  throw new Error("expected an error, nothing was thrown");
}

/** Asserts the class and the exact message of what `action` throws. */
function expectFailure(
  action: () => unknown,
  errorClass: new (message: string) => Error,
  message: string,
) {
  const error = thrown(action);
  expect(error).toBeInstanceOf(errorClass);
  expect(error.message).toBe(message);
}

const temporary: string[] = [];
afterAll(() => {
  for (const folder of temporary) rmSync(folder, { recursive: true, force: true });
});

describe("JSONL import and export", async () => {
  const [first, second] = dataset.cases;
  const line = (value: unknown) => JSON.stringify(value);
  const importing = (text: string) => () => parseCasesJsonl(text, { source: "upload.jsonl" });

  it("round-trips: export then import gives the same cases", () => {
    expect(parseCasesJsonl(casesToJsonl(dataset.cases))).toEqual(dataset.cases);
  });

  it("skips blank lines and accepts CRLF line ends", () => {
    expect(parseCasesJsonl(`\n${line(first)}\r\n\r\n${line(second)}\r\n`)).toEqual([first, second]);
  });

  it("accepts a file saved with a UTF-8 byte order mark (Windows editors), reading line 1 as JSON", () => {
    expect(parseCasesJsonl(`\uFEFF${line(first)}\r\n${line(second)}\r\n`)).toEqual([first, second]);
    // Only a leading mark is one: elsewhere it is text, and line 2 is not JSON.
    expectFailure(
      importing(`${line(first)}\n\uFEFF${line(second)}\n`),
      InputValidationError,
      "upload.jsonl: line 2: invalid JSON",
    );
  });

  it("refuses text without cases", () => {
    expectFailure(
      importing("\n  \n"),
      InputValidationError,
      "upload.jsonl: no cases (the text holds no JSON lines)",
    );
  });

  it("names every bad line: invalid JSON, a duplicate id, schema problems", () => {
    const text = [
      line(first),
      "{not json",
      line(first),
      line({ ...second, question: "", kind: "guess" }),
      line([1, 2]),
    ].join("\n");
    const kindProblem =
      'field `kind` should be one of "affected_ids", "version", "date", "cause_location", "count", "path_affected", "partly_unknowable"';
    const questionProblem = "field `question`: the question must not be empty";
    const problems = [
      { line: 2, message: "invalid JSON" },
      { line: 3, message: `duplicate case id "${first?.id}" (first on line 1)` },
      { line: 4, message: `${kindProblem}; ${questionProblem} (case "${second?.id}")` },
      { line: 5, message: "not a case (a JSON object), but an array" },
    ];
    const error = thrown(importing(text));
    expect(error).toBeInstanceOf(InputValidationError);
    expect(error.message).toBe(
      `upload.jsonl: ${problems.map((p) => `line ${p.line}: ${p.message}`).join("; ")}`,
    );
    expect((error as InputValidationError).details).toEqual({ problems });
  });

  it("checks truth elements and caveats field by field", () => {
    const bad = {
      ...first,
      truth: [
        { kind: "id_set", key: "ids", ids: ["m_0001", "m_0001"], sql: "SELECT 1" },
        {
          kind: "date",
          key: "when",
          value: "2027-02-30",
          source: { file: "a.md", line: 1, text: "x" },
        },
        {
          kind: "version",
          key: "pin",
          value: "v2",
          source: { file: "../x.ts", line: 0, text: "v3" },
        },
        { kind: "count", key: "ids", value: -1, sql: "SELECT 1" },
        { kind: "guess", key: "other" },
      ],
      caveats: [{ id: "Bad Id", description: "d", mentions: [[]] }],
    };
    expect(thrown(() => parseCasesJsonl(line(bad))).message.split("; ")).toEqual([
      'cases JSONL: line 1: field `truth[0].ids`: duplicate id "m_0001"',
      "field `truth[1].value`: Invalid ISO date",
      "field `truth[1].source.text`: must contain the value",
      "field `truth[2].source.file`: must be a path relative to the workspace root, without '..'",
      "field `truth[2].source.line` should be more than 0",
      "field `truth[2].source.text`: must contain the value",
      "field `truth[3].value` should be at least 0",
      'field `truth[4].kind` should be one of "id_set", "count", "boolean", "version", "date", "value", "location"',
      "field `caveats[0].id`: must be kebab-case (a-z, 0-9, -)",
      `field \`caveats[0].mentions[0]\` needs at least 1 item (case "${first?.id}")`,
    ]);
  });

  it("reports duplicate truth keys and caveat ids", () => {
    const truth = first?.truth[0];
    const caveat = { id: "same", description: "d", mentions: [["x"]] };
    expectFailure(
      importing(line({ ...first, truth: [truth, truth], caveats: [caveat, caveat] })),
      InputValidationError,
      `upload.jsonl: line 1: field \`truth[1].key\`: duplicate truth key "${truth?.key}"; field \`caveats[1].id\`: duplicate caveat id "same" (case "${first?.id}")`,
    );
  });

  it("lists at most 20 problems and counts the rest", () => {
    const text = Array.from({ length: 23 }, () => "[").join("\n");
    const listed = Array.from({ length: 20 }, (_, i) => `line ${i + 1}: invalid JSON`).join("; ");
    const error = thrown(importing(text));
    expect(error.message).toBe(`upload.jsonl: ${listed}; … and 3 more`);
    expect((error as InputValidationError).details).toMatchObject({
      problems: { length: 23 },
    });
  });

  it("export refuses an invalid case and a duplicate id, naming their positions", () => {
    expectFailure(
      () => casesToJsonl([first, { ...second, id: "Not Kebab" }, first]),
      InputValidationError,
      `cannot export cases: case 2 ("Not Kebab"): field \`id\`: must be kebab-case (a-z, 0-9, -); case 3: duplicate case id "${first?.id}" (first is case 1)`,
    );
  });

  it("loadDataset refuses a malformed version, an unknown one and a bad file", () => {
    const directory = mkdtempSync(path.join(tmpdir(), "debrief-datasets-"));
    temporary.push(directory);
    mkdirSync(path.join(directory, "v2"));
    const file = path.join(directory, "v2", "cases.jsonl");
    writeFileSync(file, `${line(first)}\n{oops\n`);
    expectFailure(
      () => loadDataset("latest", directory),
      InputValidationError,
      'dataset version must look like v1, v2, …: "latest"',
    );
    expectFailure(
      () => loadDataset("v3", directory),
      NotFoundError,
      `unknown dataset version: v3 (no file ${path.join(path.basename(directory), "v3", "cases.jsonl")})`,
    );
    expectFailure(
      () => loadDataset("v2", directory),
      InputValidationError,
      `${path.join(path.basename(directory), "v2", "cases.jsonl")}: line 2: invalid JSON`,
    );
    // No message names the server's absolute path (anyone who can pick a version sees it).
    expect(() => loadDataset("v9", directory)).toThrow(
      expect.objectContaining({ message: expect.not.stringContaining(directory) }),
    );
    expect(listDatasetVersions(directory)).toEqual(["v2"]);
  });
});
