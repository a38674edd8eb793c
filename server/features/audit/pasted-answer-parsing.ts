import { z } from "zod";
import { finalAnswerSchema, type FinalAnswerRecord } from "../../runtime/contract/final-answer";
import { researchResultSchema } from "../../runtime/contract/research-result";
import { formatIssues } from "../../runtime/agent/tool-call-acceptance";
import { checkFinalAnswer } from "../../runtime/contract/final-answer-check";
import { InputValidationError } from "../../runtime/errors";
import { nestsDeeperThan } from "../../runtime/json-nesting";
import {
  MAX_ITEMS_PER_UPLOADED_DEBRIEF,
  MAX_UPLOADED_DEBRIEF_ITEMS,
  MAX_UPLOADED_DEBRIEFS,
  MAX_UPLOADED_JSON_NESTING,
} from "../../shared/audit-inputs";
import { nameRule, textRule } from "../../shared/input-rules";
import { MAX_ID_LENGTH } from "../../shared/limits";
import { buildItems, type AuditDebrief } from "./reader/debrief-model";

/**
 * Parsing what a pasted answer's audit is given (issue 14): debriefs as JSON, a final_answer
 * record as JSON, and a record held to the live contract against the debriefs. Pure; every
 * refusal is an InputValidationError naming the field path or the cap passed.
 */

/** An agent's name or id in uploaded debriefs: one plain line, as the app's names are. */
function agentLabelSchema(label: string) {
  return z
    .string()
    .trim()
    .min(1, `${label} must not be empty`)
    .max(MAX_ID_LENGTH, `${label} must be at most ${MAX_ID_LENGTH} characters`)
    .superRefine(nameRule(label));
}

const namedDebriefSchema = z.object({
  agentName: agentLabelSchema("the agent name"),
  agentId: agentLabelSchema("the agent id").optional(),
  result: researchResultSchema.extend({ transcript_ref: z.string().default("") }),
});
const bareResultSchema = researchResultSchema.extend({ transcript_ref: z.string().default("") });

function parseJson(text: string, what: string): unknown {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (error) {
    throw new InputValidationError(`${what} are not JSON: ${(error as Error).message}`);
  }
  refuseDeepNesting(value, `${what} JSON`);
  return value;
}

/**
 * InputValidationError when `value` nests objects and arrays deeper than
 * MAX_UPLOADED_JSON_NESTING (checked without recursion: the walks after it recurse).
 */
function refuseDeepNesting(value: unknown, what: string): void {
  if (nestsDeeperThan(value, MAX_UPLOADED_JSON_NESTING)) {
    throw new InputValidationError(
      `${what} nests deeper than ${MAX_UPLOADED_JSON_NESTING} levels of objects and arrays (a debrief or a final_answer record needs about five)`,
    );
  }
}

const parsedTextSchema = z.string().superRefine(textRule("the text"));

/**
 * Every string inside parsed JSON follows the free-text rule (textRule): the JSON text itself
 * was checked, but an escape (`"\u0000"`, `"\ud800"`) only becomes the character once parsed.
 * InputValidationError naming the field path.
 */
function checkParsedStrings(value: unknown, path: string): void {
  if (typeof value === "string") {
    const checked = parsedTextSchema.safeParse(value);
    if (!checked.success)
      throw new InputValidationError(
        `the debriefs JSON does not fit: ${path}: ${checked.error.issues[0]!.message}`,
      );
  } else if (Array.isArray(value)) {
    value.forEach((entry, index) => checkParsedStrings(entry, `${path}.${index}`));
  } else if (value !== null && typeof value === "object") {
    for (const [key, entry] of Object.entries(value)) checkParsedStrings(entry, `${path}.${key}`);
  }
}

/**
 * InputValidationError when two debriefs have the same agent id (a reference would be
 * ambiguous) or the same agent name: their items would share the ids a final_answer cites and
 * the report prints (`researcher/F1`), so one child's caveat would be read as another's (a run's
 * children have distinct names: the manager makes them so).
 */
function checkDistinctAgents(debriefs: readonly AuditDebrief[]): void {
  const firstId = new Map<string, number>();
  const firstName = new Map<string, number>();
  debriefs.forEach((debrief, index) => {
    const sameId = firstId.get(debrief.agentId);
    if (sameId !== undefined)
      throw new InputValidationError(
        `the debriefs JSON has two debriefs with agentId "${debrief.agentId}" (debriefs.${sameId} and debriefs.${index}); give each debrief its own agentId`,
      );
    firstId.set(debrief.agentId, index);
    const sameName = firstName.get(debrief.agentName);
    if (sameName !== undefined)
      throw new InputValidationError(
        `the debriefs JSON has two debriefs named "${debrief.agentName}" (debriefs.${sameName} and debriefs.${index}): their items would share ids (${sharedLabel(debriefs[sameName]!, debrief)}); give each debrief its own agentName`,
      );
    firstName.set(debrief.agentName, index);
  });
}

/** The first item id two debriefs of one name would both have, or `<name>/…`. */
function sharedLabel(first: AuditDebrief, second: AuditDebrief): string {
  const labels = (debrief: AuditDebrief) => buildItems([debrief]).map((item) => item.label);
  const seconds = new Set(labels(second));
  return labels(first).find((label) => seconds.has(label)) ?? `${first.agentName}/…`;
}

/**
 * Debriefs given as JSON: a list of `{ agentName, agentId?, result }` (as Debrief stores them
 * and the frozen audit set keeps them), an object with such a `debriefs` list, or bare
 * research_result objects (named child-1, child-2…). Names and ids are plain single lines
 * (nameRule), every string follows the free-text rule once parsed, and agent ids and names are
 * distinct (a missing id is `child-<position>`). InputValidationError with field paths, or naming the
 * cap passed: MAX_UPLOADED_DEBRIEFS, MAX_ITEMS_PER_UPLOADED_DEBRIEF, MAX_UPLOADED_DEBRIEF_ITEMS.
 */
export function parseDebriefsJson(text: string): AuditDebrief[] {
  const value = parseJson(text, "the debriefs");
  const list = Array.isArray(value)
    ? value
    : value && typeof value === "object" && "debriefs" in value
      ? (value as { debriefs: unknown }).debriefs
      : [value];
  if (!Array.isArray(list) || list.length === 0)
    throw new InputValidationError("the debriefs JSON holds no debrief");
  if (list.length > MAX_UPLOADED_DEBRIEFS)
    throw new InputValidationError(
      `the debriefs JSON holds ${list.length} debriefs; at most ${MAX_UPLOADED_DEBRIEFS} are audited at once`,
    );
  checkParsedStrings(list, "debriefs");
  let total = 0;
  const debriefs = list.map((entry, index) => {
    const debrief = parseDebrief(entry, index);
    const items = itemCount(debrief.result);
    if (items > MAX_ITEMS_PER_UPLOADED_DEBRIEF)
      throw new InputValidationError(
        `debriefs.${index} holds ${items} items (findings, assumptions, open questions and coverage areas); at most ${MAX_ITEMS_PER_UPLOADED_DEBRIEF} per debrief`,
      );
    total += items;
    if (total > MAX_UPLOADED_DEBRIEF_ITEMS)
      throw new InputValidationError(
        `the debriefs hold more than ${MAX_UPLOADED_DEBRIEF_ITEMS} items (findings, assumptions, open questions and coverage areas) together; at most ${MAX_UPLOADED_DEBRIEF_ITEMS} are audited at once`,
      );
    return debrief;
  });
  checkDistinctAgents(debriefs);
  return debriefs;
}

function itemCount(result: AuditDebrief["result"]): number {
  if (result === null) return 0;
  const { findings, assumptions, unresolved, coverage } = result;
  return (
    findings.length +
    assumptions.length +
    unresolved.length +
    coverage.searched.length +
    coverage.not_searched.length
  );
}

function parseDebrief(entry: unknown, index: number): AuditDebrief {
  const named = namedDebriefSchema.safeParse(entry);
  if (named.success)
    return {
      agentId: named.data.agentId ?? `child-${index + 1}`,
      agentName: named.data.agentName,
      result: named.data.result,
    };
  const bare = bareResultSchema.safeParse(entry);
  if (bare.success)
    return { agentId: `child-${index + 1}`, agentName: `child-${index + 1}`, result: bare.data };
  const issues = formatIssues(named.error.issues).map((issue) => `debriefs.${index}.${issue}`);
  throw new InputValidationError(
    `the debriefs JSON does not fit: ${issues.join("; ")}${looksLikeDebrief(entry) ? "" : DEBRIEF_SHAPE}`,
  );
}

/**
 * What a debrief looks like, said when an entry is not one at all (an audit's JSON export, a
 * transcript): the field paths alone did not tell a reviewer what to give instead.
 */
export const DEBRIEF_SHAPE =
  '; each debrief is { "agentName": "…", "result": { findings, assumptions, unresolved, coverage, effort } } (a research_result), or the research_result itself';

/** An entry shaped as a debrief or a research_result, whatever its values. */
function looksLikeDebrief(entry: unknown): boolean {
  return entry !== null && typeof entry === "object" && ("result" in entry || "findings" in entry);
}

/**
 * A final_answer record given as JSON (an object with `claims`), or null for free text.
 * InputValidationError for a record that does not fit, or one that starts as a record
 * (`{"claims":`) but is not valid JSON (cut short when pasted).
 */
export function parseAnswerRecord(answer: string): FinalAnswerRecord | null {
  const text = answer.trim();
  if (!text.startsWith("{")) return null;
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (error) {
    // Prose may start with a brace; a record cut short (a `"claims"` key, no valid JSON) is not.
    if (/^\{\s*"claims"\s*:/.test(text)) {
      throw new InputValidationError(
        `the answer looks like a final_answer record but is not valid JSON (${(error as Error).message}); paste the whole record, or the answer as text`,
      );
    }
    return null;
  }
  if (!value || typeof value !== "object" || !("claims" in value)) return null;
  refuseDeepNesting(value, "the final_answer record");
  const parsed = finalAnswerSchema.safeParse(value);
  if (!parsed.success)
    throw new InputValidationError(
      `the final_answer record does not fit: ${formatIssues(parsed.error.issues).join("; ")}`,
    );
  return {
    claims: parsed.data.claims.map((claim) => ({
      ...claim,
      rests_on: [...new Set(claim.rests_on)],
    })),
  };
}

/**
 * A pasted final_answer record is held to the live contract (checkFinalAnswer, what the
 * runtime enforces on a parent's final_answer): every id in rests_on names an item of the
 * debriefs, every carried item is one the claim rests on, and the carried words appear in the
 * claim's text. InputValidationError listing every failure, `claims.<i>.<field>: message`.
 */
export function checkRecordAgainstDebriefs(
  record: FinalAnswerRecord,
  debriefs: readonly AuditDebrief[],
): void {
  const received = new Set(buildItems(debriefs).map((item) => item.label));
  const check = checkFinalAnswer(record, received);
  if (!check.ok)
    throw new InputValidationError(
      `the final_answer record does not fit the debriefs: ${check.errors.join("; ")}`,
    );
}
