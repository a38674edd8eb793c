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
  private lastSignature: string | null = null;
  private streak = 0;
  private warned = false;

  /** The current run of identical cycles (1 = the first of its kind). */
  get currentStreak(): number {
    return this.streak;
  }

  /** Feed one cycle: the calls of one model response and their paired results. */
  observe(calls: readonly ToolCallItem[], results: readonly ToolResultItem[]): RepetitionVerdict {
    const counted = calls.filter((call) => !NEUTRAL_TOOLS.has(call.name));
    if (counted.length === 0) return "continue";
    const resultByCall = new Map(results.map((result) => [result.toolUseId, result]));
    const signature = JSON.stringify(
      counted.map((call) => {
        const result = resultByCall.get(call.callId);
        return [
          call.name,
          canonicalArguments(call),
          result?.status ?? null,
          result?.content ?? null,
        ];
      }),
    );
    if (signature === this.lastSignature) {
      this.streak += 1;
    } else {
      this.lastSignature = signature;
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
