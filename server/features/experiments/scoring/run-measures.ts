import { HELD_TURN_MARKER } from "../../../runtime/replay/held-children";
import type { RecordedRun } from "../../../runtime/replay/recorded-run";
import type { DebriefRecord, WindowSampleRecord } from "../../../runtime/records";
import type { TokenCounter } from "../../../runtime/window/token-counter";
import type { HeldState } from "../../../shared/experiment-inputs";
import type { RunScores } from "../../../shared/experiment-scores";
import { computeWindowFigures } from "../../../shared/window-figures";

/**
 * The measured (not judged) figures of one stored run: window figures, tokens, latency,
 * transcript-span fetches, and whether its children did the recording's work.
 */

/** Everything stored about a run that the measures read. */
export interface RunFacts extends RecordedRun {
  samples: WindowSampleRecord[];
  debriefs: DebriefRecord[];
}

/** Tools a child returns through: not research, so not compared across modes. */
const RETURN_TOOLS = new Set(["research_result"]);

/**
 * Window figures (o200k tokens): the parent before its first spawn (inline: first research
 * call), its peak (largest sample), after its last return, and the largest child window.
 */
export function windowMeasures(facts: RunFacts): RunScores["window"] {
  const figures = computeWindowFigures(facts.agents, facts.samples, facts.debriefs);
  const values = (pick: (figure: (typeof figures)[number]) => number | null) =>
    figures.flatMap((figure) => {
      const value = pick(figure);
      return value === null ? [] : [value];
    });
  const parent = facts.agents.find((agent) => agent.parentAgentId === null);
  const parentSamples = facts.samples.filter((sample) => sample.agentId === parent?.id);
  const before = values((figure) => figure.beforeSpawn);
  const after = values((figure) => figure.afterReturn);
  const childPeaks = values((figure) => figure.childPeak);
  return {
    beforeSpawn: before.length === 0 ? null : Math.min(...before),
    peak: parentSamples.length === 0 ? null : Math.max(...parentSamples.map((s) => s.tokens)),
    afterReturn: after.length === 0 ? null : Math.max(...after),
    childPeak: childPeaks.length === 0 ? null : Math.max(...childPeaks),
  };
}

/**
 * Tokens in and out: the provider's usage when every exchange reports it (the scripted model
 * reports usage counted with the tokenizer); otherwise counted: in = the window sent at each model call (the
 * `iteration` samples), out = what the models wrote (assistant text and tool-call arguments).
 */
export function tokenMeasures(facts: RunFacts, counter: TokenCounter): RunScores["tokens"] {
  const reported = facts.exchanges.every(
    (exchange) => exchange.usage.inputTokens !== null && exchange.usage.outputTokens !== null,
  );
  if (reported && facts.exchanges.length > 0) {
    return {
      input: facts.exchanges.reduce((sum, e) => sum + (e.usage.inputTokens ?? 0), 0),
      output: facts.exchanges.reduce((sum, e) => sum + (e.usage.outputTokens ?? 0), 0),
      source: "provider",
    };
  }
  const input = facts.samples
    .filter((sample) => sample.mark === "iteration")
    .reduce((sum, sample) => sum + sample.tokens, 0);
  const written = Object.values(facts.transcripts)
    .flat()
    .flatMap((item) =>
      item.kind === "tool_call"
        ? [item.argumentsText]
        : item.kind === "message" && item.role === "assistant"
          ? [item.text]
          : [],
    );
  return {
    input,
    output: written.reduce((sum, text) => sum + counter.count(text), 0),
    source: "counted",
  };
}

/** The recorded exchange ids a run's replayed child turns name, per agent. */
function heldTurns(facts: RunFacts): Map<string, string[]> {
  const turns = new Map<string, string[]>();
  for (const exchange of facts.exchanges) {
    for (const warning of exchange.warnings) {
      if (!warning.startsWith(HELD_TURN_MARKER)) continue;
      const recorded = warning.slice(HELD_TURN_MARKER.length).trim().split(" ")[0] ?? "";
      turns.set(exchange.agentId, [...(turns.get(exchange.agentId) ?? []), recorded]);
    }
  }
  return turns;
}

/**
 * The run's duration (ms) plus, for its replayed children (whose recorded turns are served at
 * once), the time those turns took in the recording — model calls and tools, from the recorded
 * child's start to the last result of its last replayed turn — the longest child's, since
 * children run side by side. `recording`: the run whose children were replayed (null: none).
 */
export function latencyMeasure(facts: RunFacts, recording: RunFacts | null): number {
  const { startedAt, finishedAt } = facts.run;
  const duration = startedAt === null || finishedAt === null ? 0 : finishedAt - startedAt;
  if (recording === null) return duration;
  const exchanges = new Map(recording.exchanges.map((exchange) => [exchange.id, exchange]));
  const perChild = [...heldTurns(facts).values()].map((ids) => {
    const turns = ids.flatMap((id) => {
      const exchange = exchanges.get(id);
      return exchange === undefined ? [] : [exchange];
    });
    const agent = recording.agents.find((candidate) => candidate.id === turns[0]?.agentId);
    if (agent === undefined) return 0;
    const iterations = new Set(turns.map((turn) => turn.iteration));
    const ends = (recording.transcripts[agent.id] ?? [])
      .filter((item) => iterations.has(item.iteration))
      .map((item) => item.createdAt);
    return ends.length === 0 ? 0 : Math.max(...ends) - agent.createdAt;
  });
  return duration + (perChild.length === 0 ? 0 : Math.max(...perChild));
}

/** fetch_transcript_span calls the parent made. */
export function spanFetches(facts: RunFacts): number {
  const parent = facts.agents.find((agent) => agent.parentAgentId === null);
  return (facts.transcripts[parent?.id ?? ""] ?? []).filter(
    (item) => item.kind === "tool_call" && item.name === "fetch_transcript_span",
  ).length;
}

/**
 * The children's research tool calls (name and arguments; return tools left out), child by child
 * in spawn order: what the experiment holds constant across modes.
 */
export function childResearchCalls(facts: Pick<RunFacts, "agents" | "transcripts">): string[][] {
  return facts.agents
    .filter((agent) => agent.role === "child")
    .map((agent) =>
      (facts.transcripts[agent.id] ?? []).flatMap((item) =>
        item.kind === "tool_call" && !RETURN_TOOLS.has(item.name)
          ? [`${item.name} ${item.argumentsText}`]
          : [],
      ),
    );
}

/**
 * Whether a replay run's children did the recording's work: held when every child replayed
 * recorded turns and the children made the recording's research calls, in order; partial when
 * some turns were replayed but the calls differ (the parent spawned other children, a child
 * researched on live); not_held when nothing was replayed.
 */
export function heldState(
  facts: RunFacts,
  recording: Pick<RunFacts, "agents" | "transcripts">,
): { held: HeldState; detail: string } {
  const turns = heldTurns(facts);
  const replayed = [...turns.values()].reduce((sum, ids) => sum + ids.length, 0);
  const mine = childResearchCalls(facts);
  const theirs = childResearchCalls(recording);
  if (replayed === 0) {
    return { held: "not_held", detail: "no child turn was replayed from the recording" };
  }
  const same = JSON.stringify(mine) === JSON.stringify(theirs);
  const calls = theirs.reduce((sum, list) => sum + list.length, 0);
  if (same) {
    return {
      held: "held",
      detail: `${mine.length} ${mine.length === 1 ? "child" : "children"}: ${plural(replayed, "research turn")} and ${plural(calls, "tool call")} replayed from the recording`,
    };
  }
  return {
    held: "partial",
    detail: `${plural(replayed, "child turn")} replayed, but the children's research calls differ from the recording's (${mine.length} children here, ${theirs.length} recorded)`,
  };
}

function plural(count: number, noun: string): string {
  return `${count} ${noun}${count === 1 ? "" : "s"}`;
}
