import type { TruthElementKind } from "./escalation-case-schema";

/**
 * What an experiment measures about one run (issue 11 "Scores per case and mode, all
 * mechanical"), and the metrics its tables, charts, aggregates and exports show. Client-safe.
 */

/** How one truth element of the case scored against the final answer. */
export interface ElementScore {
  key: string;
  kind: TruthElementKind;
  /** scored: read mechanically; unscored: no mechanical reading (see `detail`). */
  status: "scored" | "unscored";
  /** The answer states exactly the truth (a set: the same ids). */
  correct: boolean;
  /** 0..1: F1 for an id set, 1/0 for an exact element; 0 when unscored (not averaged). */
  score: number;
  /** Id sets: correct ids found / ids the answer named; null when it named none. */
  precision: number | null;
  /** Id sets: correct ids found / ids expected. */
  recall: number | null;
  /** What was expected, as text ("19 ids", "2027-03-31", "src/a.ts:47"). */
  expected: string;
  /** What the answer gave, as text ("18 of them and 2 others", "not stated"). */
  found: string;
  detail: string | null;
}

/** Every score of one run. Token and window figures are o200k tokens unless `tokens.source` says so. */
export interface RunScores {
  answer: {
    elements: ElementScore[];
    /** Mean score of the scored elements (0..1); null when none could be scored. */
    score: number | null;
    /** Every scored element correct (and at least one scored). */
    allCorrect: boolean;
  };
  /** The case's required caveats the answer mentions (every group of `mentions`). */
  requiredCaveats: { required: number; carried: number; missing: string[] };
  /** The caveat audit of the answer against the recorded children's debriefs. */
  audit: {
    hedges: number;
    carried: number;
    dropped: number;
    notUsed: number;
    /** Claims that state as fact something a child hedged (distinct claims with a flag). */
    overstated: number;
    /** Each dropped hedge: the claim that dropped it and the child's text. */
    flags: { severity: string; claim: string; childText: string; reason: string }[];
  };
  window: {
    /** The parent's window before its first spawn (inline: before its first research call). */
    beforeSpawn: number | null;
    /** The parent's largest window. */
    peak: number | null;
    /** After the last return (inline: after its last research result). */
    afterReturn: number | null;
    /** The largest child window; null without children. */
    childPeak: number | null;
  };
  tokens: {
    input: number;
    output: number;
    /** provider: its reported usage; counted: o200k counts of what was sent and written. */
    source: "provider" | "counted";
  };
  /** The run's duration (ms), plus the recorded time of replayed child turns (the longest child's). */
  latencyMs: number;
  /** fetch_transcript_span calls the parent made. */
  spanFetches: number;
}

/** One number an experiment aggregates and compares, read from a run's scores. */
export interface ExperimentMetric {
  key: string;
  label: string;
  /** higher: more is better (correctness); lower: less is better (tokens, drops); none: neither. */
  better: "higher" | "lower" | "none";
  /** How to show it: a 0..1 fraction as a percentage, a token count, milliseconds, a count. */
  format: "percent" | "tokens" | "ms" | "count";
  read(scores: RunScores): number | null;
}

const ratio = (part: number, whole: number) => (whole === 0 ? null : part / whole);
const added = (scores: RunScores) =>
  scores.window.afterReturn === null || scores.window.beforeSpawn === null
    ? null
    : scores.window.afterReturn - scores.window.beforeSpawn;

/** The metrics, in table order. */
export const EXPERIMENT_METRICS: readonly ExperimentMetric[] = [
  {
    key: "answer_score",
    label: "answer score",
    better: "higher",
    format: "percent",
    read: (s) => s.answer.score,
  },
  {
    key: "answer_all_correct",
    label: "answer fully correct",
    better: "higher",
    format: "percent",
    read: (s) => (s.answer.score === null ? null : s.answer.allCorrect ? 1 : 0),
  },
  {
    key: "required_caveats",
    label: "required caveats carried",
    better: "higher",
    format: "percent",
    read: (s) => ratio(s.requiredCaveats.carried, s.requiredCaveats.required),
  },
  {
    key: "hedges_carried",
    label: "children's hedges carried",
    better: "higher",
    format: "percent",
    read: (s) => ratio(s.audit.carried, s.audit.hedges),
  },
  {
    key: "hedges_dropped",
    label: "hedges dropped",
    better: "lower",
    format: "count",
    read: (s) => s.audit.dropped,
  },
  {
    key: "overstated",
    label: "overstated claims",
    better: "lower",
    format: "count",
    read: (s) => s.audit.overstated,
  },
  {
    key: "parent_before",
    label: "parent before spawn",
    better: "none",
    format: "tokens",
    read: (s) => s.window.beforeSpawn,
  },
  {
    key: "parent_peak",
    label: "parent peak",
    better: "lower",
    format: "tokens",
    read: (s) => s.window.peak,
  },
  {
    key: "parent_after",
    label: "parent after return",
    better: "lower",
    format: "tokens",
    read: (s) => s.window.afterReturn,
  },
  {
    key: "parent_added",
    label: "added by the return",
    better: "lower",
    format: "tokens",
    read: added,
  },
  {
    key: "child_peak",
    label: "child peak",
    better: "none",
    format: "tokens",
    read: (s) => s.window.childPeak,
  },
  {
    key: "tokens_in",
    label: "tokens in",
    better: "lower",
    format: "tokens",
    read: (s) => s.tokens.input,
  },
  {
    key: "tokens_out",
    label: "tokens out",
    better: "lower",
    format: "tokens",
    read: (s) => s.tokens.output,
  },
  { key: "latency", label: "latency", better: "lower", format: "ms", read: (s) => s.latencyMs },
  {
    key: "span_fetches",
    label: "transcript-span fetches",
    better: "none",
    format: "count",
    read: (s) => s.spanFetches,
  },
];

/** The metric named `key`; undefined when there is none. */
export function experimentMetric(key: string): ExperimentMetric | undefined {
  return EXPERIMENT_METRICS.find((metric) => metric.key === key);
}
