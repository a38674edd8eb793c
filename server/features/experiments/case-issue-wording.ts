import { type z } from "zod";

/**
 * A case's schema problems in words for a JSONL import (each names the field:
 * "field `question` is missing", "field `kind` should be one of …", "unknown field `extra`")
 * instead of zod's raw text ("Invalid input: expected string, received undefined").
 */

/** Every problem zod found in `value` (one JSONL line, parsed), worded, joined by "; ". */
export function describeCaseIssues(error: z.ZodError, value: unknown): string {
  return error.issues.map((issue) => describeCaseIssue(issue, value)).join("; ");
}

/** One problem in words: the field it is about (in JSON-path form: `truth[0].kind`), and what is wrong. */
export function describeCaseIssue(issue: z.core.$ZodIssue, value: unknown): string {
  const at = fieldPath(issue.path);
  const field = `field \`${at}\``;
  // The schema's own words ("the question must not be empty") stay; zod's defaults are reworded.
  if (!ZOD_DEFAULT_MESSAGE.test(issue.message))
    return at === "" ? issue.message : `${field}: ${issue.message}`;
  switch (issue.code) {
    case "invalid_type": {
      const found = valueAt(value, issue.path);
      if (issue.path.length === 0) return `not a case (a JSON object), but ${kindOf(found.value)}`;
      if (!found.present) return `${field} is missing`;
      return `${field} should be ${expectedKind(issue.expected)}, not ${kindOf(found.value)}`;
    }
    case "invalid_value":
      return `${field} should be one of ${issue.values.map((option) => JSON.stringify(option)).join(", ")}`;
    case "unrecognized_keys": {
      const names = issue.keys.map((key) => `\`${at === "" ? key : `${at}.${key}`}\``);
      return `unknown ${names.length === 1 ? "field" : "fields"} ${names.join(", ")}`;
    }
    case "invalid_union": {
      const options = (issue as { options?: unknown }).options;
      if (Array.isArray(options))
        return `${field} should be one of ${options.map((option) => JSON.stringify(option)).join(", ")}`;
      return `${field}: ${issue.message}`;
    }
    case "too_small":
      return `${field} ${bound(issue.origin, Number(issue.minimum), issue.inclusive !== false, "least")}`;
    case "too_big":
      return `${field} ${bound(issue.origin, Number(issue.maximum), issue.inclusive !== false, "most")}`;
    default:
      return at === "" ? issue.message : `${field}: ${issue.message}`;
  }
}

/** How zod's own messages begin (a schema's custom message does not). */
const ZOD_DEFAULT_MESSAGE = /^(Invalid |Too small|Too big|Unrecognized key)/;

/** `["truth", 0, "kind"]` → "truth[0].kind". */
function fieldPath(pathParts: readonly PropertyKey[]): string {
  return pathParts
    .map((part, index) =>
      typeof part === "number" ? `[${part}]` : `${index === 0 ? "" : "."}${String(part)}`,
    )
    .join("");
}

/** The value at `pathParts` in `value`, and whether the field is there at all. */
function valueAt(
  value: unknown,
  pathParts: readonly PropertyKey[],
): { present: boolean; value: unknown } {
  let current: unknown = value;
  for (const part of pathParts) {
    if (typeof current !== "object" || current === null)
      return { present: false, value: undefined };
    if (!Object.prototype.hasOwnProperty.call(current, part))
      return { present: false, value: undefined };
    current = (current as Record<PropertyKey, unknown>)[part];
  }
  return { present: current !== undefined, value: current };
}

/** What a JSON value is, in words: "an array", "null", "a string", "a number", "true or false". */
function kindOf(value: unknown): string {
  if (value === null) return "null";
  if (Array.isArray(value)) return "an array";
  if (typeof value === "boolean") return "true or false";
  if (typeof value === "object") return "an object";
  if (value === undefined) return "nothing";
  return `a ${typeof value}`;
}

/** What zod expected, in the same words as kindOf. */
function expectedKind(expected: string): string {
  if (expected === "array") return "a list (an array)";
  if (expected === "object") return "an object";
  if (expected === "boolean") return "true or false";
  return `a ${expected}`;
}

/** "needs at least 1 item", "should have at most 200 characters", "should be more than 0". */
function bound(origin: string, limit: number, inclusive: boolean, side: "least" | "most"): string {
  const plural = (noun: string) => `${limit} ${noun}${limit === 1 ? "" : "s"}`;
  if (origin === "array" || origin === "set") return `needs at ${side} ${plural("item")}`;
  if (origin === "string") return `should have at ${side} ${plural("character")}`;
  if (inclusive) return `should be at ${side} ${limit}`;
  return `should be ${side === "least" ? "more" : "less"} than ${limit}`;
}
