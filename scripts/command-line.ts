import { parseArgs, type ParseArgsConfig } from "node:util";

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
