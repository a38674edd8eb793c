import type { ToolCallItem, ToolResultItem } from "../transcript/transcript-item";

/** Unchanged cycles in a row that earn one warning (seed 003). */
export const REPETITION_WARNING_AT = 3;
/** Unchanged cycles in a row that terminate the agent. */
export const REPETITION_TERMINATE_AT = 4;

/** Calls that never count toward the streak: effect-free observation waits. */
const NEUTRAL_TOOLS: ReadonlySet<string> = new Set(["wait_for_agents"]);

/** What the guard decided after a cycle. */
export type RepetitionVerdict = "continue" | "warn" | "terminate";

/**
 * A private identical-call and identical-result guard per agent (seed 003): compares each
 * cycle's (tool name, canonical arguments, result). Three unchanged cycles in a row → one
 * warning; a fourth → terminate truthfully. A changed call or result resets the streak;
 * cycles made only of wait_for_agents are neutral (neither count nor reset). A backstop only:
 * pairing and the contract never depend on it.
 */
export class RepetitionGuard {
  /** The last counted cycle: per call, its name, canonical arguments, result status and content. */
  private lastCycle: readonly CycleEntry[] | null = null;
  private streak = 0;
  private warned = false;

  /** The current run of identical cycles (1 = the first of its kind). */
  get currentStreak(): number {
    return this.streak;
  }

  /** Feed one cycle: the calls of one model response and their paired results. */
  observe(calls: readonly ToolCallItem[], results: readonly ToolResultItem[]): RepetitionVerdict {
    const cycle: CycleEntry[] = [];
    // A map of the results only for a large batch (a linear search per call would be quadratic).
    const byCall =
      results.length > SMALL_BATCH
        ? new Map(results.map((result) => [result.toolUseId, result]))
        : null;
    for (const call of calls) {
      if (NEUTRAL_TOOLS.has(call.name)) continue;
      const result = byCall === null ? resultOf(call.callId, results) : byCall.get(call.callId);
      cycle.push([
        call.name,
        canonicalArguments(call),
        result?.status ?? null,
        result?.content ?? null,
      ]);
    }
    if (cycle.length === 0) return "continue";
    if (this.lastCycle !== null && sameCycle(cycle, this.lastCycle)) {
      this.streak += 1;
    } else {
      this.lastCycle = cycle;
      this.streak = 1;
      this.warned = false;
    }
    if (this.streak >= REPETITION_TERMINATE_AT) return "terminate";
    if (this.streak >= REPETITION_WARNING_AT && !this.warned) {
      this.warned = true;
      return "warn";
    }
    return "continue";
  }
}

/**
 * One counted call of a cycle: name, canonical arguments, its result's status and content
 * (null without a result). Two cycles are the same when their entries are equal in order:
 * compared field by field, not as one JSON text of the whole cycle (1.3 µs a W1 cycle,
 * the result's content copied into it each time).
 */
type CycleEntry = readonly [string, string, string | null, string | null];

function sameCycle(cycle: readonly CycleEntry[], last: readonly CycleEntry[]): boolean {
  if (cycle.length !== last.length) return false;
  return cycle.every((entry, index) => {
    const other = last[index]!;
    return (
      entry[0] === other[0] &&
      entry[1] === other[1] &&
      entry[2] === other[2] &&
      entry[3] === other[3]
    );
  });
}

/** Results searched one by one (a response's few calls); more are looked up in a map. */
const SMALL_BATCH = 8;

/** The result paired with `callId` (the last one given for it, as a map of them keeps). */
function resultOf(callId: string, results: readonly ToolResultItem[]): ToolResultItem | undefined {
  for (let index = results.length - 1; index >= 0; index -= 1) {
    if (results[index]!.toolUseId === callId) return results[index];
  }
  return undefined;
}

/** Arguments with object keys sorted, so `{"a":1,"b":2}` and `{"b":2,"a":1}` compare equal. */
export function canonicalArguments(call: ToolCallItem): string {
  const value = call.parsedArguments ?? tryParse(call.argumentsText);
  return value === undefined ? call.argumentsText : stableStringify(value);
}

function tryParse(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

function stableStringify(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(stableStringify).join(",")}]`;
  if (value !== null && typeof value === "object") {
    const entries = Object.entries(value as Record<string, unknown>).sort(([a], [b]) =>
      a < b ? -1 : a > b ? 1 : 0,
    );
    return `{${entries.map(([key, inner]) => `${JSON.stringify(key)}:${stableStringify(inner)}`).join(",")}}`;
  }
  return JSON.stringify(value) ?? "null";
}
