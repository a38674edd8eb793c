import { z } from "zod";
import type { ResearchResult } from "../../runtime/contract/research-result";
import labeledAnswers from "./__fixtures__/labeled-answers.json";
import ledgerlineFixture from "./__fixtures__/ledgerline-debrief.json";
import type { AuditReport } from "./audit-report";
import { auditRun } from "./caveat-audit";
import type { AuditDebrief } from "./reader/debrief-model";

/**
 * The labeled set of synthetic final answers over the ledgerline debriefs (issue 5: "at least
 * 20 … some faithful, some dropping one or more caveats, some overstating"), and its score.
 * Answers live in __fixtures__/labeled-answers.json; the debrief they refer to is the scripted
 * ledgerline run stored in __fixtures__/ledgerline-debrief.json (labeled-set.test.ts checks it
 * still matches a fresh run). Labels name hedges as `agentName/key` (key as render-for-parent
 * numbers items: F3, A1, U2, N6; B for budget_exhausted).
 */

/** Debrief sets the answers are audited against. */
export const VARIANTS = ["ledgerline", "budget-exhausted", "four-children"] as const;
export type LabeledVariant = (typeof VARIANTS)[number];

export const labeledAnswerSchema = z.object({
  id: z.string().min(1),
  kind: z.enum(["faithful", "drops", "overstates", "edge"]),
  description: z.string().min(1),
  variant: z.enum(VARIANTS).default("ledgerline"),
  answer: z.string(),
  /** Every hedge the answer drops (labels: `agentName/key`). */
  expectedDropped: z.array(z.string()),
  /** The dropped hedges that must be flagged high. */
  expectedHigh: z.array(z.string()).default([]),
});
export type LabeledAnswer = z.infer<typeof labeledAnswerSchema>;

/** The labeled answers, validated. */
export function labeledSet(): LabeledAnswer[] {
  return z.array(labeledAnswerSchema).parse(labeledAnswers);
}

/** The scripted ledgerline run the answers refer to. */
export function ledgerlineAuditFixture(): {
  debriefs: (AuditDebrief & { result: ResearchResult })[];
  received: string;
  finalAnswer: string;
} {
  return structuredClone(ledgerlineFixture) as ReturnType<typeof ledgerlineAuditFixture>;
}

/**
 * The debriefs of a variant: the run as it is; the same debrief with budget_exhausted set; or
 * its items split over the four children of the fan-out scenario (direct merchants,
 * fallback path, sandbox adapter — which ran out of budget — and changelog dates).
 */
export function debriefsForVariant(variant: LabeledVariant): AuditDebrief[] {
  const fixture = ledgerlineAuditFixture();
  const only = fixture.debriefs[0]!;
  if (variant === "ledgerline") return fixture.debriefs;
  if (variant === "budget-exhausted") {
    return [
      {
        ...only,
        result: { ...only.result, effort: { ...only.result.effort, budget_exhausted: true } },
      },
    ];
  }
  const { findings, assumptions, unresolved, coverage } = only.result;
  const gap = (pattern: RegExp) => coverage.not_searched.filter((area) => pattern.test(area));
  const child = (name: string, result: Omit<ResearchResult, "transcript_ref">): AuditDebrief => ({
    agentId: `agent_${name}`,
    agentName: name,
    result: { ...result, transcript_ref: `transcript:agent_${name}` },
  });
  return [
    child("direct", {
      findings: [findings[1]!],
      assumptions: [assumptions[0]!],
      unresolved: [unresolved[0]!],
      coverage: {
        searched: ["merchants table (query_sql, every row)", 'code search "API_VERSION"'],
        not_searched: gap(/request logs|merchant-config/),
      },
      effort: { tool_calls: 3, budget_exhausted: false },
    }),
    child("fallback", {
      findings: [findings[2]!, findings[3]!],
      assumptions: [assumptions[1]!],
      unresolved: [],
      coverage: {
        searched: ["read src/adapters/primary-adapter.ts", 'code search "legacyCharge"'],
        not_searched: gap(/request logs|version-router/),
      },
      effort: { tool_calls: 3, budget_exhausted: false },
    }),
    child("sandbox", {
      findings: [findings[4]!],
      assumptions: [],
      unresolved: [unresolved[1]!],
      coverage: { searched: ['code search "API_VERSION"'], not_searched: gap(/sandbox-adapter/) },
      effort: { tool_calls: 2, budget_exhausted: true },
    }),
    child("changelog", {
      findings: [findings[0]!],
      assumptions: [],
      unresolved: [],
      coverage: { searched: ["provider changelog"], not_searched: [] },
      effort: { tool_calls: 1, budget_exhausted: false },
    }),
  ];
}

/** One answer's outcome. */
export interface LabeledOutcome {
  id: string;
  expected: string[];
  flagged: string[];
  falsePositives: string[];
  falseNegatives: string[];
  /** Expected-high hedges not flagged high. */
  highMissed: string[];
  report: AuditReport;
}

export interface LabeledSetScore {
  /** Dropped caveats flagged / dropped caveats labeled (1 when none are labeled). */
  recall: number;
  /** Correct flags / flags raised (1 when none are raised). */
  precision: number;
  counts: {
    answers: number;
    expected: number;
    flagged: number;
    truePositives: number;
    falsePositives: number;
    falseNegatives: number;
    expectedHigh: number;
    highMissed: number;
  };
  outcomes: LabeledOutcome[];
}

/** Audit every labeled answer and score the flags against the labels. */
export function evaluateLabeledSet(): LabeledSetScore {
  const outcomes: LabeledOutcome[] = [];
  const entries = labeledSet();
  const debriefsByVariant = new Map(
    VARIANTS.map((variant) => [variant, debriefsForVariant(variant)]),
  );
  for (const entry of entries) {
    const report = auditRun({
      finalAnswer: entry.answer,
      debriefs: debriefsByVariant.get(entry.variant)!,
    });
    // A flag stands for its whole near-duplicate group: every item of it is dropped.
    const dropped = report.hedges.filter((hedge) => hedge.classification === "dropped");
    const flagged = dropped.map((hedge) => hedge.label);
    const high = new Set(
      dropped.filter((hedge) => hedge.severity === "high").map((hedge) => hedge.label),
    );
    outcomes.push({
      id: entry.id,
      expected: entry.expectedDropped,
      flagged,
      falsePositives: flagged.filter((hedge) => !entry.expectedDropped.includes(hedge)),
      falseNegatives: entry.expectedDropped.filter((hedge) => !flagged.includes(hedge)),
      highMissed: entry.expectedHigh.filter((hedge) => !high.has(hedge)),
      report,
    });
  }
  const sum = (pick: (outcome: LabeledOutcome) => number) =>
    outcomes.reduce((total, outcome) => total + pick(outcome), 0);
  const expected = sum((outcome) => outcome.expected.length);
  const flagged = sum((outcome) => outcome.flagged.length);
  const falsePositives = sum((outcome) => outcome.falsePositives.length);
  const falseNegatives = sum((outcome) => outcome.falseNegatives.length);
  const truePositives = flagged - falsePositives;
  return {
    recall: expected === 0 ? 1 : truePositives / expected,
    precision: flagged === 0 ? 1 : truePositives / flagged,
    counts: {
      answers: outcomes.length,
      expected,
      flagged,
      truePositives,
      falsePositives,
      falseNegatives,
      expectedHigh: sum(
        (outcome) => labeledSet().find((e) => e.id === outcome.id)!.expectedHigh.length,
      ),
      highMissed: sum((outcome) => outcome.highMissed.length),
    },
    outcomes,
  };
}
