import { z } from "zod";
import { inputObject } from "./input-rules";
import { runIdSchema } from "./run-inputs";

/**
 * The run event log's vocabulary (issue 10): every change the live run page needs is one
 * append-only event with a per-run sequence and one of these delta types. The delta shapes
 * are built from the runtime's records, so they live with the run views
 * (server/features/runs/run-deltas.ts, imported by the UI as types); this module holds the
 * client-safe parts: the type list and the live subscription's input.
 */
export const RUN_DELTA_TYPES = [
  /** The run's status, detail, final answer, times or application version changed. */
  "run",
  /** A new agent (the parent, or a child spawned). */
  "agent-created",
  /** An agent's status, counters or activity report changed (merged per flush). */
  "agent",
  /** Transcript items appended to one agent (in sequence order). */
  "items",
  /** Model exchanges were recorded, in order (summaries; bodies are fetched on demand). */
  "exchanges",
  /** Context-window samples, in order. */
  "window-samples",
  /** A child's debrief (or its contract-failure record). */
  "debrief",
  /** A correction was stored with its per-agent sequence. */
  "correction-queued",
  /** A correction was consumed (recorded separately; the correction row is never edited). */
  "correction-consumed",
  /** A stored correction will never be consumed (late, or pending when its run or agent ended). */
  "correction-refused",
] as const;
export type RunDeltaType = (typeof RUN_DELTA_TYPES)[number];

/**
 * Types that events stored before the flush's exchanges and samples were grouped (one event per
 * record) still carry; they are read as the grouped types (stored-run-delta-repository.ts).
 */
export const LEGACY_RUN_DELTA_TYPES = ["exchange", "window-sample"] as const;

/** A sequence of a run's event log: 1, 2, 3, … with no gaps; 0 means "before the first event". */
export const eventSequenceSchema = z.number().int().min(0);

/**
 * The live subscription's input: the run, the sequence of the snapshot the page loaded
 * (`runs.get` returns it as `lastEventSequence`), and — set by the tRPC client itself when it
 * reconnects — the id of the last event it received (the sequence, as a decimal string).
 * The stream resumes after `lastEventId` when there is one, else after `afterSequence`.
 */
export const runLiveInputSchema = inputObject({
  runId: runIdSchema,
  afterSequence: eventSequenceSchema,
  lastEventId: z
    .string()
    .regex(/^\d{1,15}$/, "lastEventId must be an event sequence (digits)")
    .nullish(),
});
export type RunLiveInput = z.output<typeof runLiveInputSchema>;

/** The sequence a live stream resumes after (see runLiveInputSchema). */
export function resumeAfter(input: RunLiveInput): number {
  return input.lastEventId ? Number(input.lastEventId) : input.afterSequence;
}
