import { parseArgs, type ParseArgsConfig } from "node:util";
import { isDebriefError } from "../server/runtime/errors";

type Options = NonNullable<ParseArgsConfig["options"]>;

/**
 * The flags of a command-line script (node:util parseArgs, strict): `--help` prints `usage` and
 * exits 0; an unknown flag or a missing value prints the reason and `usage` and exits 2 (no
 * stack trace). Returns the parsed values otherwise.
 */
export function commandLineFlags<T extends Options>(options: T, usage: string) {
  let parsed;
  try {
    parsed = parseArgs({ options: { ...options, help: { type: "boolean", default: false } } });
  } catch (error) {
    console.error(`${error instanceof Error ? error.message : String(error)}\n\n${usage}`);
    process.exit(2);
  }
  if ((parsed.values as Record<string, unknown>).help === true) {
    console.log(usage);
    process.exit(0);
  }
  return parsed.values as ReturnType<typeof parseArgs<{ options: T }>>["values"];
}

/** A command used wrongly (a flag missing, unknown or with a bad value): exit code 2, usage printed. */
export class UsageError extends Error {}

/** Where a command prints: standard output and standard error, one line each call. */
export interface CommandOutput {
  print(line: string): void;
  printError(line: string): void;
}

/** The console as a CommandOutput. */
export const consoleOutput: CommandOutput = {
  print: (line) => console.log(line),
  printError: (line) => console.error(line),
};

/**
 * Runs a command's `main` (which closes what it opened in its own `finally`) and settles with
 * its exit code, never rejecting: main's number; 2 with the reason and `usage` for a UsageError
 * or an input validation error (a DebriefError with code BAD_REQUEST); `errorExitCode` (1 unless
 * the command gives 1 a meaning of its own, as `audit` does for "flags found") with
 * `name: message` (no stack trace) for any other error.
 */
export async function commandExitCode(
  name: string,
  usage: string,
  main: () => Promise<number>,
  output: CommandOutput = consoleOutput,
  errorExitCode = 1,
): Promise<number> {
  try {
    return await main();
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    const usageError =
      error instanceof UsageError || (isDebriefError(error) && error.code === "BAD_REQUEST");
    output.printError(usageError ? `${name}: ${message}\n\n${usage}` : `${name}: ${message}`);
    return usageError ? 2 : errorExitCode;
  }
}

/**
 * The entry of a command-line script: runs `main` through commandExitCode, then exits the
 * process with its code (a handle something left open cannot keep the process alive).
 */
export function runCommand(
  name: string,
  usage: string,
  main: () => Promise<number>,
  errorExitCode = 1,
): void {
  void commandExitCode(name, usage, main, consoleOutput, errorExitCode).then((code) =>
    process.exit(code),
  );
}

/** "1 case", "2 cases": `count` and the noun, plural unless the count is 1 (`plural` if irregular). */
export function countOf(count: number, noun: string, plural = `${noun}s`): string {
  return `${count} ${count === 1 ? noun : plural}`;
}
