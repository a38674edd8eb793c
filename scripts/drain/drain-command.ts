import { parseArgs } from "node:util";
import { MAX_DRAIN_DEADLINE_SECONDS } from "../../server/shared/drain-input";

/** What `npm run drain -- …` was asked to do. */
export type DrainCommand =
  | { action: "status" }
  | { action: "help" }
  | { action: "start"; deadlineMs: number; by: string; wait: boolean; authorize: true }
  | { action: "lift"; by: string }
  | { action: "refuse"; message: string; exitCode: number };

export const DRAIN_USAGE = `usage:
  npm run drain -- --authorize --deadline <60s|5m|1h> [--no-wait]
  npm run drain -- --status
  npm run drain -- --lift --authorize
exit codes: 0 done (the drain completed, or status/lift shown), 1 an error, 2 usage error or refused
  (no --authorize)`;

/** "90", "90s", "5m", "1h" -> ms; null when it is not a duration from 1 s to one day. */
export function parseDeadline(text: string): number | null {
  const match = /^(\d+)(s|m|h)?$/.exec(text.trim());
  if (match === null) return null;
  const unit = { s: 1, m: 60, h: 3600 }[(match[2] ?? "s") as "s" | "m" | "h"];
  const seconds = Number(match[1]) * unit;
  return seconds >= 1 && seconds <= MAX_DRAIN_DEADLINE_SECONDS ? seconds * 1000 : null;
}

/**
 * Parse the drain CLI's arguments (seed 003: a drain is separately authorized, so starting or
 * lifting one without `--authorize` is refused with exit code 2 and nothing is written).
 * `by` names who authorized it: the shell user running the command ("cli:<os user>"), never a
 * typed name.
 */
export function parseDrainCommand(argv: readonly string[], by: string): DrainCommand {
  let values: {
    authorize?: boolean;
    deadline?: string;
    status?: boolean;
    lift?: boolean;
    "no-wait"?: boolean;
    help?: boolean;
  };
  try {
    values = parseArgs({
      args: [...argv],
      options: {
        authorize: { type: "boolean" },
        deadline: { type: "string" },
        status: { type: "boolean" },
        lift: { type: "boolean" },
        "no-wait": { type: "boolean" },
        help: { type: "boolean" },
      },
      strict: true,
      allowPositionals: false,
    }).values;
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    return { action: "refuse", message: `${reason}\n${DRAIN_USAGE}`, exitCode: 2 };
  }
  if (values.help) return { action: "help" };
  if (values.status) return { action: "status" };
  if (values.lift && !values.authorize) {
    return {
      action: "refuse",
      message: `refused: lifting the drain lets every Debrief process accept new runs again; it must be authorized explicitly with --authorize (npm run drain -- --lift --authorize)\n${DRAIN_USAGE}`,
      exitCode: 2,
    };
  }
  if (!values.authorize) {
    return {
      action: "refuse",
      message: `refused: a drain stops every run still in flight at its deadline and marks it interrupted (never resumed); it must be authorized explicitly with --authorize\n${DRAIN_USAGE}`,
      exitCode: 2,
    };
  }
  if (values.lift) return { action: "lift", by };
  if (values.deadline === undefined) {
    return { action: "refuse", message: `--deadline is required\n${DRAIN_USAGE}`, exitCode: 2 };
  }
  const deadlineMs = parseDeadline(values.deadline);
  if (deadlineMs === null) {
    return {
      action: "refuse",
      message: `--deadline "${values.deadline}" is not a duration from 1s to 24h (e.g. 60s, 5m, 1h)\n${DRAIN_USAGE}`,
      exitCode: 2,
    };
  }
  return { action: "start", deadlineMs, by, wait: !values["no-wait"], authorize: true };
}
