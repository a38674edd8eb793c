import { readFileSync } from "node:fs";
import path from "node:path";
import { z } from "zod";
import type { ResearchResult } from "../../runtime/contract/research-result";
import type { AuditReport } from "./audit-report";
import { auditRun } from "./caveat-audit";
import type { AuditDebrief } from "./reader/debrief-model";

/**
 * The frozen, hand-labeled audit set (`datasets/audit/<version>/`, issue 14), read as its README
 * defines it, and the free-text audit's score on it. The set is never edited here: this module
 * only reads it. Semantics (datasets/audit/README.md): every hedged item of an answer is
 * labeled carried / dropped / not_used; a `dropped` label is a positive; a flag (an item the
 * audit classifies dropped) on an item labeled carried or not_used is a false positive; an
 * item labeled dropped with severity high should be flagged high; a faithful answer (nothing
 * dropped) must get no high flag.
 */

export const FROZEN_SET_VERSION = "v1";

const itemLabelSchema = z.object({
  label: z.string(),
  status: z.enum(["carried", "dropped", "not_used"]),
  severity: z.enum(["high", "medium", "low"]).optional(),
  note: z.string(),
});
const frozenAnswerSchema = z.object({
  id: z.string(),
  variant: z.enum(["single", "fan-out"]),
  answer: z.string(),
  faithful: z.boolean(),
  forms: z.array(z.string()).optional(),
  items: z.array(itemLabelSchema),
});
export type FrozenAnswer = z.infer<typeof frozenAnswerSchema>;

const debriefFileSchema = z.array(
  z.object({ agentName: z.string(), agentId: z.string(), result: z.unknown() }),
);

/** The frozen set's answers and the debriefs of each variant. */
export function loadFrozenSet(version = FROZEN_SET_VERSION): {
  answers: FrozenAnswer[];
  debriefs: Record<FrozenAnswer["variant"], AuditDebrief[]>;
} {
  const folder = path.join(process.cwd(), "datasets", "audit", version);
  const debriefs = (file: string): AuditDebrief[] =>
    debriefFileSchema
      .parse(JSON.parse(readFileSync(path.join(folder, file), "utf8")))
      .map((entry) => ({
        agentId: entry.agentId,
        agentName: entry.agentName,
        result: entry.result as ResearchResult,
      }));
  const answers = readFileSync(path.join(folder, "frozen-answers.jsonl"), "utf8")
    .split("\n")
    .filter((line) => line.trim() !== "")
    .map((line) => frozenAnswerSchema.parse(JSON.parse(line)));
  return {
    answers,
    debriefs: {
      single: debriefs("debriefs-single.json"),
      "fan-out": debriefs("debriefs-fan-out.json"),
    },
  };
}

/** One answer's outcome against its labels. */
export interface FrozenOutcome {
  id: string;
  variant: FrozenAnswer["variant"];
  faithful: boolean;
  truePositives: string[];
  falseNegatives: string[];
  falsePositives: string[];
  /** Labeled dropped-high, not flagged high. */
  highMissed: string[];
  /** Flagged high, labeled anything but dropped-high. */
  highExtra: string[];
  uncertain: string[];
  report: AuditReport;
}

export interface FrozenScore {
  recall: number;
  precision: number;
  /** Labeled high drops flagged high / labeled high drops. */
  highRecall: number;
  /** Faithful answers that got at least one high flag. */
  faithfulWithHigh: number;
  counts: {
    answers: number;
    faithful: number;
    dropped: number;
    flagged: number;
    truePositives: number;
    falsePositives: number;
    falseNegatives: number;
    high: number;
    highFlagged: number;
    uncertain: number;
  };
  outcomes: FrozenOutcome[];
}

/** Score an audit of every answer against its labels (semantics in the module comment). */
export function scoreFrozenSet(
  set: ReturnType<typeof loadFrozenSet>,
  audit: (answer: string, debriefs: AuditDebrief[]) => AuditReport = (answer, debriefs) =>
    auditRun({ finalAnswer: answer, debriefs }),
): FrozenScore {
  const outcomes = set.answers.map((entry): FrozenOutcome => {
    const report = audit(entry.answer, set.debriefs[entry.variant]);
    const predicted = new Map(report.hedges.map((hedge) => [hedge.label, hedge]));
    const outcome: FrozenOutcome = {
      id: entry.id,
      variant: entry.variant,
      faithful: entry.faithful,
      truePositives: [],
      falseNegatives: [],
      falsePositives: [],
      highMissed: [],
      highExtra: [],
      uncertain: [],
      report,
    };
    for (const label of entry.items) {
      const hedge = predicted.get(label.label);
      const flagged = hedge?.classification === "dropped";
      if (hedge?.classification === "uncertain") outcome.uncertain.push(label.label);
      if (label.status === "dropped")
        (flagged ? outcome.truePositives : outcome.falseNegatives).push(label.label);
      else if (flagged) outcome.falsePositives.push(label.label);
      const labeledHigh = label.status === "dropped" && label.severity === "high";
      const flaggedHigh = flagged && hedge?.severity === "high";
      if (labeledHigh && !flaggedHigh) outcome.highMissed.push(label.label);
      if (flaggedHigh && !labeledHigh) outcome.highExtra.push(label.label);
    }
    return outcome;
  });
  const sum = (pick: (outcome: FrozenOutcome) => number) =>
    outcomes.reduce((total, outcome) => total + pick(outcome), 0);
  const truePositives = sum((outcome) => outcome.truePositives.length);
  const falseNegatives = sum((outcome) => outcome.falseNegatives.length);
  const falsePositives = sum((outcome) => outcome.falsePositives.length);
  const high = set.answers.reduce(
    (total, entry) =>
      total +
      entry.items.filter((item) => item.status === "dropped" && item.severity === "high").length,
    0,
  );
  const highMissed = sum((outcome) => outcome.highMissed.length);
  return {
    recall: truePositives / Math.max(1, truePositives + falseNegatives),
    precision: truePositives / Math.max(1, truePositives + falsePositives),
    highRecall: (high - highMissed) / Math.max(1, high),
    faithfulWithHigh: outcomes.filter(
      (outcome) =>
        outcome.faithful && outcome.report.flags.some((flag) => flag.severity === "high"),
    ).length,
    counts: {
      answers: outcomes.length,
      faithful: outcomes.filter((outcome) => outcome.faithful).length,
      dropped: truePositives + falseNegatives,
      flagged: truePositives + falsePositives,
      truePositives,
      falsePositives,
      falseNegatives,
      high,
      highFlagged: high - highMissed,
      uncertain: sum((outcome) => outcome.uncertain.length),
    },
    outcomes,
  };
}
