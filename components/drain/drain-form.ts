import { MAX_DRAIN_DEADLINE_SECONDS } from "@/server/shared/drain-input";

/**
 * The admin drain control's checks (pure): the deadline a person typed ("90", "90s", "5m",
 * "1h") in whole seconds, and whether the drain may be started (a valid deadline and the
 * explicit "I authorize this drain"), with the reason when not.
 */

const UNIT_SECONDS: Record<string, number> = { "": 1, s: 1, m: 60, h: 3_600 };

/** "90" / "90s" → 90, "5m" → 300, "1h" → 3600; null for anything else. */
export function parseDeadline(text: string): number | null {
  const match = /^\s*(\d{1,6})\s*([smh]?)\s*$/i.exec(text);
  if (!match) return null;
  return Number(match[1]) * UNIT_SECONDS[match[2]!.toLowerCase()]!;
}

/** Whether the drain may start: its deadline in seconds, or the reason it may not yet. */
export function drainStartCheck(input: {
  deadlineText: string;
  authorized: boolean;
}): { ok: true; deadlineSeconds: number } | { ok: false; problem: string } {
  const seconds = parseDeadline(input.deadlineText);
  if (seconds === null) {
    return { ok: false, problem: "Give the deadline as seconds (90), or 90s, 5m, 1h." };
  }
  if (seconds < 1 || seconds > MAX_DRAIN_DEADLINE_SECONDS) {
    return {
      ok: false,
      problem: `The deadline must be between 1 second and ${MAX_DRAIN_DEADLINE_SECONDS} seconds (one day).`,
    };
  }
  if (!input.authorized) {
    return { ok: false, problem: "Tick “I authorize this drain” to start it." };
  }
  return { ok: true, deadlineSeconds: seconds };
}
