import { createHash, generateKeyPairSync } from "node:crypto";
import { describe, expect, it } from "vitest";
import { findKeyBodySpans } from "./private-key-bodies";
import { redactText } from "./redaction";

const pem = generateKeyPairSync("rsa", { modulusLength: 1024 })
  .privateKey.export({ type: "pkcs8", format: "pem" })
  .toString()
  .trimEnd();
const lines = pem.split("\n");
/** The key without its BEGIN line. */
const body = lines.slice(1).join("\n");
/** Four full-width lines from the middle of the key, no marker at all. */
const middle = lines.slice(3, 7).join("\n");

describe("findKeyBodySpans", () => {
  it("finds the body lines before an END marker, with the marker", () => {
    const text = `the tail of the file:\n${body}\nthat was all`;
    expect(findKeyBodySpans(text)).toEqual([{ start: 22, end: 22 + body.length, kind: "secret" }]);
  });

  it("finds three or more full-width lines with no marker", () => {
    const text = `see\n${middle}\nend`;
    expect(findKeyBodySpans(text)).toEqual([{ start: 4, end: 4 + middle.length, kind: "secret" }]);
  });

  it("finds a body quoted with read_file's line numbers", () => {
    const numbered = middle
      .split("\n")
      .map((line, index) => `  ${index + 12}| ${line}`)
      .join("\n");
    const [span] = findKeyBodySpans(numbered);
    expect(numbered.slice(span!.start, span!.end)).toBe(numbered.slice(6));
  });
});

describe("key bodies in free text are redacted", () => {
  it("a body and its END line, with no BEGIN line", () => {
    expect(redactText(`here:\n${body}\ndone`)).toBe("here:\n[redacted-secret]\ndone");
  });

  it("a run of full-width lines from the middle of a key", () => {
    expect(redactText(`> ${middle.split("\n").join("\n> ")}`)).toBe("> [redacted-secret]");
  });
});

describe("look-alikes that stay", () => {
  const digests = ["a", "b", "c", "d"]
    .map((seed) => createHash("sha256").update(seed).digest("hex"))
    .join("\n");

  it.each([
    ["a column of sha256 hex digests", digests],
    ["two full-width lines only", lines.slice(3, 5).join("\n")],
    ["one long base64 line", lines.slice(3, 7).join("")],
    ["prose", "The key was rotated on Monday; see the runbook.\nNothing else changed."],
  ])("%s", (_name, text) => {
    expect(findKeyBodySpans(text)).toEqual([]);
  });
});
