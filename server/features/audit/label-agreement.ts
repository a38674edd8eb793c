import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { z } from "zod";
import { InputValidationError } from "../../runtime/errors";
import type { FrozenAnswer } from "./frozen-set";

/**
 * How far two independent labelers of the same frozen answers agree (issue 14, point 4: the
 * targets are measured against one labeler's judgment, so how much of the reader's gap is label
 * noise). The second labeling (`datasets/audit/<version>/second-labels.jsonl`) was written blind
 * to the first: same answers, same label keys and semantics (datasets/audit/README.md), without
 * the first labeler's statuses, severities or notes.
 */

const secondItemSchema = z.object({
  label: z.string(),
  status: z.enum(["carried", "dropped", "not_used"]),
  severity: z.enum(["high", "medium", "low"]).optional(),
});
const secondAnswerSchema = z.object({
  id: z.string(),
  faithful: z.boolean(),
  items: z.array(secondItemSchema),
});
/** One answer of a second labeling: its id, whether it is faithful, and every item's label. */
export type SecondLabels = z.infer<typeof secondAnswerSchema>;

/** Agreement of a second labeling with the first, item by item and answer by answer. */
export interface LabelAgreement {
  answers: number;
  items: number;
  /** Items given the same status (carried / dropped / not_used) by both, over all items. */
  statusAgreement: number;
  /** Cohen's kappa of dropped against not dropped (1 = perfect, 0 = chance). */
  kappa: number;
  firstDropped: number;
  secondDropped: number;
  bothDropped: number;
  /** The second labeler scored as a reader against the first: both dropped / first dropped. */
  secondRecall: number;
  /** Both dropped / second dropped. */
  secondPrecision: number;
  firstHigh: number;
  secondHigh: number;
  bothHigh: number;
  /** Answers both call faithful, or both call unfaithful. */
  faithfulAgreement: number;
}

/**
 * The second labeling of `version`, or null when it has none. Throws InputValidationError for a
 * line that does not parse.
 */
export function loadSecondLabels(version: string): SecondLabels[] | null {
  const file = path.join(process.cwd(), "datasets", "audit", version, "second-labels.jsonl");
  if (!existsSync(file)) return null;
  return readFileSync(file, "utf8")
    .split("\n")
    .filter((line) => line.trim() !== "")
    .map((line, index) => {
      const parsed = secondAnswerSchema.safeParse(JSON.parse(line));
      if (!parsed.success) {
        throw new InputValidationError(
          `${version}/second-labels.jsonl line ${index + 1}: ${parsed.error.message}`,
        );
      }
      return parsed.data;
    });
}

/**
 * Compares two labelings of the same answers. Throws InputValidationError when the second
 * labeling lacks an answer or an item of the first, or labels an item twice.
 */
export function compareLabels(
  first: readonly FrozenAnswer[],
  second: readonly SecondLabels[],
): LabelAgreement {
  const byId = new Map(second.map((entry) => [entry.id, entry]));
  let items = 0;
  let sameStatus = 0;
  let firstDropped = 0;
  let secondDropped = 0;
  let bothDropped = 0;
  let firstHigh = 0;
  let secondHigh = 0;
  let bothHigh = 0;
  let faithfulAgreement = 0;
  for (const answer of first) {
    const other = byId.get(answer.id);
    if (other === undefined)
      throw new InputValidationError(`second labels lack answer ${answer.id}`);
    if (other.faithful === answer.faithful) faithfulAgreement += 1;
    const labels = new Map<string, SecondLabels["items"][number]>();
    for (const item of other.items) {
      if (labels.has(item.label)) {
        throw new InputValidationError(`second labels of ${answer.id} label ${item.label} twice`);
      }
      labels.set(item.label, item);
    }
    for (const item of answer.items) {
      const theirs = labels.get(item.label);
      if (theirs === undefined) {
        throw new InputValidationError(`second labels of ${answer.id} lack ${item.label}`);
      }
      items += 1;
      if (theirs.status === item.status) sameStatus += 1;
      const dropped = [item.status === "dropped", theirs.status === "dropped"];
      const high = [
        dropped[0] && item.severity === "high",
        dropped[1] && theirs.severity === "high",
      ];
      if (dropped[0]) firstDropped += 1;
      if (dropped[1]) secondDropped += 1;
      if (dropped[0] && dropped[1]) bothDropped += 1;
      if (high[0]) firstHigh += 1;
      if (high[1]) secondHigh += 1;
      if (high[0] && high[1]) bothHigh += 1;
    }
  }
  const share = (part: number, whole: number) => part / Math.max(1, whole);
  const observed = share(items - firstDropped - secondDropped + 2 * bothDropped, items);
  const chance =
    share(firstDropped, items) * share(secondDropped, items) +
    (1 - share(firstDropped, items)) * (1 - share(secondDropped, items));
  return {
    answers: first.length,
    items,
    statusAgreement: share(sameStatus, items),
    kappa: chance === 1 ? 1 : (observed - chance) / (1 - chance),
    firstDropped,
    secondDropped,
    bothDropped,
    secondRecall: share(bothDropped, firstDropped),
    secondPrecision: share(bothDropped, secondDropped),
    firstHigh,
    secondHigh,
    bothHigh,
    faithfulAgreement,
  };
}
