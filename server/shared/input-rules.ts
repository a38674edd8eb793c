import { z } from "zod";
import { MAX_ID_LENGTH } from "./limits";

/**
 * The rules every tRPC input follows (issue: an attack script's unknown fields, a NUL in a
 * question, a right-to-left override in a name):
 * - `inputObject(shape)`: an object that refuses fields it does not name, with a message that
 *   names them and the fields it takes ("unknown field "foo"; this input takes question,
 *   workspaceId, …"). Every object of every router's input is one (input-rules.test.ts walks
 *   the router to prove it).
 * - `textRule(label)`: free text (questions, corrections, notes, pasted answers) refuses C0 and
 *   C1 control characters and DEL; tab, line feed and carriage return are allowed.
 * - `nameRule(label)`: short single-line text shown as a label (workspace, person and model
 *   names, ids, paths) refuses every control character, tab and line breaks included, and the
 *   bidirectional embedding, override and isolate controls (U+202A–U+202E, U+2066–U+2069),
 *   which would reorder the text around the name where it is shown.
 */

/** One of `values`, refused with "<label> must be one of a, b, c" (a provider, a mode…). */
export function choiceSchema<const Values extends readonly [string, ...string[]]>(
  values: Values,
  label: string,
) {
  return z.enum(values, `${label} must be one of ${values.join(", ")}`);
}

/** tRPC's infinite queries add `direction` (and the page's `cursor`) to their input. */
export const pageDirectionSchema = z.enum(["forward", "backward"]).optional();

/** The message for fields an input does not take. */
export function unknownFieldsMessage(keys: readonly string[], accepted: readonly string[]): string {
  const named = keys.map((key) => JSON.stringify(key)).join(", ");
  const takes = accepted.length === 0 ? "no fields" : accepted.join(", ");
  return `unknown field${keys.length === 1 ? "" : "s"} ${named}; this input takes ${takes}`;
}

function acceptedFields(instance: unknown): string[] {
  const definition = (instance as { _zod?: { def?: { shape?: unknown } } } | undefined)?._zod?.def;
  const shape = definition?.shape;
  return shape !== null && typeof shape === "object" ? Object.keys(shape) : [];
}

/** A tRPC input object: refuses unknown fields with a message naming them (also after `.extend`). */
export function inputObject<Shape extends z.ZodRawShape>(shape: Shape) {
  return z.strictObject(shape, {
    error: (issue) =>
      issue.code === "unrecognized_keys"
        ? unknownFieldsMessage(issue.keys, acceptedFields(issue.inst))
        : undefined,
  });
}

/** C0 controls but tab (09), line feed (0A) and carriage return (0D); DEL; C1 controls. */
function isTextControl(code: number): boolean {
  return isControl(code) && code !== 0x09 && code !== 0x0a && code !== 0x0d;
}

/** Every control character (C0, DEL, C1), tab and line breaks included. */
function isControl(code: number): boolean {
  return code <= 0x1f || (code >= 0x7f && code <= 0x9f);
}

/** Bidirectional embeddings and overrides (LRE RLE PDF LRO RLO) and isolates (LRI RLI FSI PDI). */
function isBidiControl(code: number): boolean {
  return (code >= 0x202a && code <= 0x202e) || (code >= 0x2066 && code <= 0x2069);
}

/** "U+0000 at character 4" for the first character `test` picks, or null. */
function found(value: string, test: (code: number) => boolean): string | null {
  for (let index = 0; index < value.length; index += 1) {
    const code = value.charCodeAt(index);
    if (test(code)) {
      const name = code.toString(16).toUpperCase().padStart(4, "0");
      return `U+${name} at character ${index + 1}`;
    }
  }
  return null;
}

/**
 * A check for free text called `label` ("the question"): no control characters but tab and
 * line breaks. Use as `z.string()….superRefine(textRule("the question"))`.
 */
export function textRule(label: string) {
  return (value: string, context: z.RefinementCtx) => {
    const where = found(value, isTextControl);
    if (where !== null) {
      context.addIssue({
        code: "custom",
        message: `${label} must not contain control characters (${where}); only tab and line breaks are allowed`,
      });
    }
  };
}

/**
 * A check for a short single-line name called `label` ("the workspace name"): no control
 * characters at all and no bidirectional controls.
 */
export function nameRule(label: string) {
  return (value: string, context: z.RefinementCtx) => {
    const control = found(value, isControl);
    if (control !== null) {
      context.addIssue({
        code: "custom",
        message: `${label} must not contain control characters, tabs or line breaks (${control})`,
      });
      return;
    }
    const bidi = found(value, isBidiControl);
    if (bidi !== null) {
      context.addIssue({
        code: "custom",
        message: `${label} must not contain bidirectional control characters (${bidi}), which reorder the text around it`,
      });
    }
  };
}

/** An id field called `name` ("runId"): trimmed, 1 to MAX_ID_LENGTH characters, a plain name. */
export function idSchema(name: string) {
  return z
    .string()
    .trim()
    .min(1, `${name} must not be empty`)
    .max(MAX_ID_LENGTH, `${name} must be at most ${MAX_ID_LENGTH} characters`)
    .superRefine(nameRule(name));
}
