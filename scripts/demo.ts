/**
 * `npm run demo`: runs the ledgerline escalation headless on the embedded default (SQLite +
 * the scripted model) and prints the final answer, the debrief and the parent's window figures.
 * Flags: --question "…", --workspace <id>, --scenario auto|invalid-once|always-invalid|slow,
 * --provider scripted|openai|kimi|openai-compatible|ollama|anthropic (keys and base URLs from
 * the environment, see .env.example), --model <name> (default: DEBRIEF_MODEL_<PROVIDER>),
 * --context-tokens <n> (the model's context size for this run; compaction starts 20% below),
 * --return-mode contract|summary|transcript|inline, --history sample|none|<path of a text file>
 * (default: the workspace's escalation history when the question is its own).
 * Exit codes: 0 the run succeeded, 1 it did not (or an error), 2 usage error.
 */
import { readFileSync } from "node:fs";
import { userInfo } from "node:os";
import { startRun } from "../server/features/runs/run-service";
import { SAMPLE_QUESTION } from "../server/samples/ledgerline/sample-question";
import { startRunInputSchema } from "../server/shared/run-inputs";
import { PROVIDER_NAMES } from "../server/shared/run-settings";
import { getAppServices } from "../server/app-services-from-env";
import { commandLineActor } from "../server/features/action-log/action-log-views";
import type { StoredRunDetail } from "../server/features/runs/run-views";
import { commandLineFlags, countOf, runCommand, UsageError } from "./command-line";
import { runPageUrl } from "./demo-url";

const USAGE = `usage: npm run demo -- [--question "…"] [--workspace <id>] [--scenario <scenario>]
  [--provider ${PROVIDER_NAMES.join("|")}] [--model <name>] [--context-tokens <n>]
  [--return-mode contract|summary|transcript|inline] [--history sample|none|<file>]
exit codes: 0 the run succeeded, 1 it did not (or an error), 2 usage error`;

const values = commandLineFlags(
  {
    question: { type: "string", default: SAMPLE_QUESTION },
    workspace: { type: "string", default: "ledgerline" },
    scenario: { type: "string", default: "auto" },
    provider: { type: "string", default: "scripted" },
    model: { type: "string" },
    "context-tokens": { type: "string" },
    "return-mode": { type: "string", default: "contract" },
    history: { type: "string" },
  },
  USAGE,
);

/** --history: "sample", "none", or a file whose text is attached; absent: the default. */
function historyFlag(value: string | undefined) {
  if (value === undefined || value === "sample" || value === "none") return value;
  return { text: readFileSync(value, "utf8") };
}

function percent(before: number | null, after: number | null): string {
  if (before === null || after === null || before === 0) return "n/a";
  const change = ((after - before) / before) * 100;
  return `${change >= 0 ? "+" : ""}${change.toFixed(0)}%`;
}

function printDetail(detail: StoredRunDetail): void {
  const { run } = detail;
  console.log(
    `\nRun ${run.id}: ${run.status}${run.statusDetail ? ` (${run.statusDetail})` : ""} in ${run.durationMs ?? "?"} ms`,
  );
  console.log(`Question: ${run.question}`);
  for (const agent of detail.agents) {
    console.log(
      `  ${agent.role.padEnd(6)} ${agent.id} ${agent.name}: ${agent.status}, ${countOf(agent.iteration, "iteration")}, ${countOf(agent.toolCallCount, "tool call")}${agent.statusDetail ? ` — ${agent.statusDetail}` : ""}`,
    );
  }
  const warnings = detail.exchanges.flatMap((exchange) =>
    exchange.warnings.map(
      (warning) => `${exchange.agentId} iteration ${exchange.iteration}: ${warning}`,
    ),
  );
  if (warnings.length > 0) console.log(`\nProvider warnings:\n  ${warnings.join("\n  ")}`);
  for (const debrief of detail.debriefs) {
    console.log(
      `\nDebrief of ${debrief.agentId} (${countOf(debrief.attempts, "attempt")}, ${countOf(debrief.renderedTokens, "token")} as rendered for the parent):`,
    );
    console.log(debrief.renderedForParent.replace(/^/gm, "  | "));
  }
  console.log(
    `\nHistory: ${run.history ? `${run.history.label} (${run.history.source}, ${countOf(run.history.tokens, "token")})` : "none"}`,
  );
  console.log("\nParent context window (o200k tokens):");
  for (const figures of detail.windowFigures) {
    console.log(`  parent window before spawn   ${figures.beforeSpawn ?? "n/a"}`);
    console.log(`  child window at its peak     ${figures.childPeak ?? "n/a"}`);
    console.log(
      `  parent window after return   ${figures.afterReturn ?? "n/a"} (${percent(figures.beforeSpawn, figures.afterReturn)})`,
    );
    if (figures.transcriptTokens !== null && run.returnMode === "contract") {
      console.log(`  transcript would have added  ${figures.transcriptTokens}`);
    }
  }
  console.log("\nFinal answer:\n");
  console.log(run.finalAnswer ?? "(none)");
}

/** The run's input from the flags, parsed with the schema the router and the form use. */
function runInput() {
  const provider = values.provider as (typeof PROVIDER_NAMES)[number];
  if (!PROVIDER_NAMES.includes(provider)) {
    throw new UsageError(`--provider must be one of ${PROVIDER_NAMES.join(", ")}`);
  }
  const parsed = startRunInputSchema.safeParse({
    question: values.question,
    workspaceId: values.workspace,
    provider,
    model: values.model,
    returnMode: values["return-mode"],
    scenario: values.scenario,
    history: historyFlag(values.history),
    ...(values["context-tokens"] ? { contextTokens: Number(values["context-tokens"]) } : {}),
  });
  if (!parsed.success) {
    throw new UsageError(parsed.error.issues.map((i) => i.message).join("; "));
  }
  return parsed.data;
}

async function main(): Promise<number> {
  // Checked before the services start: bad flags end the process at once.
  const input = runInput();
  const services = await getAppServices();
  try {
    const model =
      input.provider === "scripted"
        ? `the scripted model (scenario ${input.scenario})`
        : input.provider;
    console.log(
      `Starting: "${input.question}" on workspace ${input.workspaceId} with ${model}${input.model ? ` (${input.model})` : ""}, return mode ${input.returnMode}`,
    );
    const { runId, done } = await startRun(services, input, commandLineActor(userInfo().username));
    await done;
    const detail = await services.runRepository.getRunDetail(runId);
    printDetail(detail);
    console.log(
      `\nOpen ${runPageUrl(process.env, runId)} (after npm run app) to see it in the browser.`,
    );
    return detail.run.status === "succeeded" ? 0 : 1;
  } finally {
    await services.stop();
    await services.prisma.$disconnect();
  }
}

runCommand("demo", USAGE, main);
