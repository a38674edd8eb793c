import { z } from "zod";
import { MAX_ID_LENGTH } from "./limits";
import { groupedNumber } from "./number-text";

/**
 * The rules every tRPC input follows (issue: an attack script's unknown fields, a NUL in a
 * question, a right-to-left override in a name):
 * - `inputObject(shape)`: an object that refuses fields it does not name, with a message that
 *   names them and the fields it takes ("unknown field "foo"; this input takes question,
 *   workspaceId, …"). Every object of every router's input is one (input-rules.test.ts walks
 *   the router to prove it).
 * - `textRule(label)`: free text (questions, corrections, notes, pasted answers) refuses C0 and
 *   C1 control characters and DEL; tab, line feed and carriage return are allowed; and the
 *   bidirectional overrides U+202D and U+202E, which show the text after them reversed. It also
 *   refuses unpaired surrogates (`"\ud800"` in JSON), which are not Unicode text: storage would
 *   turn them into U+FFFD, so the text acknowledged, stored and used would differ.
 * - `nameRule(label)`: short single-line text shown as a label (workspace, person and model
 *   names, ids, paths) refuses every control character, tab and line breaks (U+2028 and U+2029
 *   too) included, the bidirectional embedding, override and isolate controls (U+202A–U+202E,
 *   U+2066–U+2069),
 *   which would reorder the text around the name where it is shown, unpaired surrogates, and
 *   every other invisible format character (Unicode category Cf: U+200B, U+200D, U+2060,
 *   U+FEFF, …), which would let "\u200bAdmin" pass for "Admin" — except the joiners U+200C and
 *   U+200D where they shape a non-Latin script or an emoji sequence (isShapingJoiner).
 * - `hasVisibleText(value)`: the emptiness check of required text: whitespace and format
 *   characters alone count as empty (a correction of only U+200B is empty). Required fields keep
 *   `.min(1, "… must not be empty")` (it is in the JSON schema tools send to the model) and add
 *   `.refine(visibleUnlessEmpty, { error: "… must not be empty" })`, which reports the rest; the
 *   two rules above say nothing of text without a visible character, so such text gets one
 *   "must not be empty" issue (no `abort`: an aborted check inside a union, the attached
 *   history's, would turn the message into zod's "Invalid input").
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

/**
 * A control character or a line break a name must not hold: besides the controls, the line
 * and paragraph separators U+2028 and U+2029, which break the line where the name is shown.
 */
function isNameBreak(code: number): boolean {
  return isControl(code) || code === 0x2028 || code === 0x2029;
}

/** Bidirectional embeddings and overrides (LRE RLE PDF LRO RLO) and isolates (LRI RLI FSI PDI). */
function isBidiControl(code: number): boolean {
  return (code >= 0x202a && code <= 0x202e) || (code >= 0x2066 && code <= 0x2069);
}

/**
 * The bidirectional overrides, LEFT-TO-RIGHT OVERRIDE and RIGHT-TO-LEFT OVERRIDE (U+202D,
 * U+202E): they display the text after them reversed ("invoice\u202Efdp.exe" shows as
 * "invoiceexe.pdf"), which no question or note needs; embeddings and isolates stay allowed.
 */
function isBidiOverride(code: number): boolean {
  return code === 0x202d || code === 0x202e;
}

/**
 * A character other than whitespace, invisible format characters (Unicode category Cf), the
 * other default-ignorable characters (U+034F, the Hangul fillers U+3164 and U+FFA0, variation
 * selectors) and the Braille pattern blank U+2800 (a symbol with no dots: it shows as a space),
 * which show nothing either.
 */
const VISIBLE = /[^\s\p{Cf}\p{Default_Ignorable_Code_Point}\u2800]/u;

/**
 * True when `value` has a character other than whitespace, format characters (Cf) and other
 * default-ignorable characters.
 */
export function hasVisibleText(value: string): boolean {
  return VISIBLE.test(value);
}

/**
 * True for "" (the field's `.min(1)` reports it) and for text with a visible character: the
 * refinement that makes whitespace and format characters alone "empty" without a second issue.
 */
export function visibleUnlessEmpty(value: string): boolean {
  return value === "" || hasVisibleText(value);
}

/** "U+D800 at character 5" for the first unpaired surrogate of `value`, or null. */
function unpairedSurrogate(value: string): string | null {
  for (let index = 0; index < value.length; index += 1) {
    const code = value.charCodeAt(index);
    if (code < 0xd800 || code > 0xdfff) continue;
    const next = value.charCodeAt(index + 1);
    if (code <= 0xdbff && next >= 0xdc00 && next <= 0xdfff) {
      index += 1; // a pair: one character outside the Basic Multilingual Plane
      continue;
    }
    return `U+${code.toString(16).toUpperCase()} at character ${index + 1}`;
  }
  return null;
}

/** A letter or mark of a script other than Latin (where the joiners shape the text). */
const JOINED_LETTER = /^[\p{L}\p{M}]$/u;
const LATIN_OR_COMMON = /^[\p{Script=Latin}\p{Script=Common}\p{Script=Inherited}]$/u;
/** What a zero width joiner binds into one emoji: pictographs, modifiers, selectors. */
const EMOJI_PART = /^[\p{Extended_Pictographic}\p{Emoji_Modifier}\p{Emoji_Component}\uFE0F]$/u;

/**
 * True for a zero width non-joiner (U+200C) or joiner (U+200D) that shapes text rather than
 * hides a difference: between two letters of a script other than Latin (Persian, Hindi,
 * Malayalam names need them: Unicode's IDNA rules, RFC 5892 Appendix A.1–A.2, allow them
 * there), or a joiner between two parts of one emoji sequence (👩‍💻). In Latin text a
 * joiner changes nothing visible, so "Ad\u200Dmin" stays refused.
 */
function isShapingJoiner(characters: readonly string[], index: number): boolean {
  const joiner = characters[index];
  const before = characters[index - 1];
  const after = characters[index + 1];
  if (before === undefined || after === undefined) return false;
  const scriptLetter = (character: string) =>
    JOINED_LETTER.test(character) && !LATIN_OR_COMMON.test(character);
  if (scriptLetter(before) && scriptLetter(after)) return true;
  return joiner === "\u200D" && EMOJI_PART.test(before) && EMOJI_PART.test(after);
}

/**
 * "U+200B at character 1" for the first format character (Cf) of `value` that is not a
 * shaping joiner (isShapingJoiner), or null.
 */
function formatCharacter(value: string): string | null {
  const characters = Array.from(value);
  let position = 0;
  for (let index = 0; index < characters.length; index += 1) {
    const character = characters[index]!;
    if (/\p{Cf}/u.test(character) && !isShapingJoiner(characters, index)) {
      const code = character.codePointAt(0)!;
      return `U+${code.toString(16).toUpperCase().padStart(4, "0")} at character ${position + 1}`;
    }
    position += character.length;
  }
  return null;
}

/** The issue for an unpaired surrogate in `label`, or null. */
function surrogateMessage(label: string, value: string): string | null {
  const where = unpairedSurrogate(value);
  return where === null
    ? null
    : `${label} must not contain unpaired surrogates (${where}); they are not valid Unicode text`;
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
    if (!hasVisibleText(value)) return; // blank: the field's emptiness check speaks for it
    const where = found(value, isTextControl);
    if (where !== null) {
      context.addIssue({
        code: "custom",
        message: `${label} must not contain control characters (${where}); only tab and line breaks are allowed`,
      });
      return;
    }
    const override = found(value, isBidiOverride);
    if (override !== null) {
      context.addIssue({
        code: "custom",
        message: `${label} must not contain bidirectional override characters (${override}), which show the text after them reversed`,
      });
      return;
    }
    const surrogate = surrogateMessage(label, value);
    if (surrogate !== null) context.addIssue({ code: "custom", message: surrogate });
  };
}

/**
 * A check for a short single-line name called `label` ("the workspace name"): no control
 * characters at all, no bidirectional controls, no unpaired surrogates and no other format
 * characters (Cf); one issue, the first that applies.
 */
export function nameRule(label: string) {
  return (value: string, context: z.RefinementCtx) => {
    if (!hasVisibleText(value)) return; // blank: the field's emptiness check speaks for it
    const control = found(value, isNameBreak);
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
      return;
    }
    const surrogate = surrogateMessage(label, value);
    if (surrogate !== null) {
      context.addIssue({ code: "custom", message: surrogate });
      return;
    }
    const format = formatCharacter(value);
    if (format !== null) {
      context.addIssue({
        code: "custom",
        message: `${label} must not contain invisible format characters (${format}), which make look-alike names`,
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
    .refine(visibleUnlessEmpty, { error: `${name} must not be empty` })
    .max(MAX_ID_LENGTH, `${name} must be at most ${groupedNumber(MAX_ID_LENGTH)} characters`)
    .superRefine(nameRule(name));
}
