import type { ScriptedScenario } from "../../../shared/run-settings";
import type { FinalAnswerInput } from "../../contract/final-answer";
import type { ResearchResultInput } from "../../contract/research-result";
import type { TranscriptItem } from "../../transcript/transcript-item";

/**
 * How sample-specific research plugs into the scripted model. The runtime keeps the generic
 * model (parent policy, keyword research, transcript reading); sample data (the ledgerline
 * escalation, server/samples/ledgerline/) comes in through these interfaces, handed to the
 * ScriptedProvider by whoever builds it (the provider factory, tests).
 */

/** A tool call the scripted child wants to make next. */
export interface PlannedCall {
  name: string;
  arguments: Record<string, unknown>;
}

/** A child the scripted parent spawns. */
export interface ChildPlan {
  name: string;
  brief: string;
}

/** The research of one sample's questions. */
export interface ScriptedSamplePolicy {
  /** True when this policy researches `brief` (a question, or a brief it gives a child). */
  claims(brief: string): boolean;
  /** The children the parent spawns for `question` in `scenario`; null: one child, the question. */
  childPlan(scenario: ScriptedScenario, question: string): ChildPlan[] | null;
  /** The child's next tool call from the transcript so far; null when it should return. */
  nextCall(items: readonly TranscriptItem[], brief: string): PlannedCall | null;
  /** The debrief the child returns, derived from the tool results it received. */
  debrief(items: readonly TranscriptItem[], brief: string): ResearchResultInput;
  /**
   * What the child says on reading a correction it acts on ("skipping the changelog"); null
   * (or absent) when it does not act on it. Said in the transcript, never in the debrief.
   * `items` is the transcript so far: a skip of something already read says so.
   */
  correctionReply?(text: string, items: readonly TranscriptItem[]): string | null;
  /**
   * How many times the scenario's child latency a child on `brief` waits per call in `scenario`
   * (absent or 1: the latency as set). The two-children scenario makes one child the slow one,
   * so a person can cancel it long before it could finish, on a busy machine too.
   */
  childLatencyFactor?(scenario: ScriptedScenario, brief: string): number;
}

/** Everything the samples plug into the scripted model. */
export interface ScriptedSamples {
  /** Asked in order: the first that claims a brief researches it; others get keyword research. */
  policies: readonly ScriptedSamplePolicy[];
  /**
   * The `overconfident` scenario's final_answer from the rendered debriefs the parent received
   * (its claims rest on hedged items without carrying them); absent: it answers faithfully.
   */
  overconfidentAnswer?: (received: string) => FinalAnswerInput;
}

/** No samples: keyword research for every question. */
export const NO_SCRIPTED_SAMPLES: ScriptedSamples = { policies: [] };
