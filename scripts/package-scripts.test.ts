import { readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const scripts = (
  JSON.parse(readFileSync(path.join(repoRoot, "package.json"), "utf8")) as {
    scripts: Record<string, string>;
  }
).scripts;

/**
 * The npm scripts that start a long-running process. npm passes SIGTERM/SIGINT on to the shell
 * it runs a script in; a shell that waits for a child dies of it and leaves the child running
 * (a worker that kept taking runs after its `npm run worker` was stopped). Each of these scripts
 * therefore ends with `exec`, so the process it starts replaces the shell and gets the signal.
 */
const LONG_RUNNING = ["dev", "start", "start:test", "app", "worker", "demo", "experiment"];

/** The last command of a script (after its last `&&`), without leading variable assignments. */
function lastCommand(script: string): string {
  const last = script.split("&&").at(-1) ?? "";
  return last.trim().replace(/^(?:[A-Z_][A-Z0-9_]*=\S*\s+)*/, "");
}

describe("package.json scripts", () => {
  it.each(LONG_RUNNING)("%s hands its process to the command it starts (exec)", (name) => {
    const script = scripts[name];
    expect(script, `package.json has no script "${name}"`).toBeDefined();
    expect(lastCommand(script!)).toMatch(/^exec \S/);
  });

  it("runs the worker in one node process (tsx as a loader, not a second process)", () => {
    expect(scripts.worker).toBe("exec node --import tsx scripts/worker.ts");
  });

  it("reads the last command past variable assignments", () => {
    expect(lastCommand("a && B=1 C=${X:-2} exec next start -p 3")).toBe("exec next start -p 3");
    expect(lastCommand("tsx one.ts")).toBe("tsx one.ts");
  });
});
