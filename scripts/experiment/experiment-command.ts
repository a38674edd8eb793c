/**
 * The `npm run experiment` command (scripts/experiment.ts is its entry): parses the flags,
 * starts an experiment through the app's services, prints progress and the results table, and
 * stops the services and closes the database on every path, success or error.
 */
import path from "node:path";
import { parseArgs } from "node:util";
import type { AppServices } from "../../server/app-services";
import type { ActionActor } from "../../server/features/action-log/action-log-views";
import {
  compareExperimentModes,
  createExperiment,
  getExperiment,
} from "../../server/features/experiments/experiment-service";
import { listDatasetVersions } from "../../server/features/experiments/escalation-case";
import { createExperimentInputSchema } from "../../server/shared/experiment-inputs";
import { commandExitCode, countOf, UsageError, type CommandOutput } from "../command-line";
import { appPageUrl } from "../demo-url";
import { formatResultsTable } from "./results-table";

/** The most runs `--concurrency` may start at once: DEBRIEF_RUN_CONCURRENCY's bound (server/env.ts). */
const MAX_CONCURRENCY = 256;

/** The usage text, with the exit codes. */
export const EXPERIMENT_USAGE = `usage: npm run experiment -- [--modes contract,summary,transcript,inline] [--cases all|<id>,<id>]
  [--dataset <version>] [--trials <n>] [--provider scripted] [--model <name>] [--concurrency <n>]
exit codes: 0 the experiment succeeded, 1 it did not (or an error), 2 usage error (bad flag, unknown case id)`;

/** What the command runs on (the entry builds them from the environment; tests pass theirs). */
export interface ExperimentCommandDependencies {
  /** The repository root (datasets/escalations lives under it). */
  repoRoot: string;
  /** Builds the services; called once the flags are valid. `concurrency`: runs at once. */
  createServices(concurrency: number | undefined): Promise<AppServices>;
  /** Who starts the experiment (the shell user). */
  actor: ActionActor;
  output: CommandOutput;
  /** How often progress is printed (ms; default 2,000). */
  progressMs?: number;
  /**
   * Where the app is served, for the closing "Open …" line: DEBRIEF_BASE_URL, else DEBRIEF_HOST
   * and PORT (scripts/demo-url.ts); default none of them, 127.0.0.1:3000.
   */
  appEnv?: Readonly<Record<string, string | undefined>>;
}

const OPTIONS = {
  modes: { type: "string", default: "contract,summary,transcript,inline" },
  cases: { type: "string", default: "all" },
  dataset: { type: "string" },
  trials: { type: "string", default: "1" },
  provider: { type: "string", default: "scripted" },
  model: { type: "string" },
  concurrency: { type: "string" },
  help: { type: "boolean", default: false },
} as const;

/** The experiment's input from the command's arguments; throws UsageError when they are bad. */
function parseExperimentArguments(argv: readonly string[], repoRoot: string) {
  let values;
  try {
    values = parseArgs({ args: [...argv], options: OPTIONS }).values;
  } catch (error) {
    throw new UsageError(error instanceof Error ? error.message : String(error));
  }
  if (values.help) return { help: true as const };
  const dataset =
    values.dataset ?? listDatasetVersions(path.join(repoRoot, "datasets", "escalations")).at(-1);
  // Parsed once, here at the edge, with the schema the router and the form use.
  const parsed = createExperimentInputSchema.safeParse({
    datasetVersion: dataset,
    modes: values.modes.split(",").map((mode) => mode.trim()),
    provider: values.provider,
    model: values.model,
    trials: Number(values.trials),
    caseIds: values.cases === "all" ? "all" : values.cases.split(",").map((id) => id.trim()),
  });
  if (!parsed.success) {
    throw new UsageError(
      parsed.error.issues.map((i) => `${i.path.join(".")}: ${i.message}`).join("; "),
    );
  }
  const concurrency = values.concurrency === undefined ? undefined : Number(values.concurrency);
  if (
    concurrency !== undefined &&
    !(Number.isInteger(concurrency) && concurrency > 0 && concurrency <= MAX_CONCURRENCY)
  ) {
    throw new UsageError(
      `--concurrency must be a whole number from 1 to ${MAX_CONCURRENCY} (DEBRIEF_RUN_CONCURRENCY's bound)`,
    );
  }
  return { help: false as const, input: parsed.data, concurrency };
}

/**
 * Runs the command with `argv` (the arguments after the script's name) and settles with its
 * exit code (see EXPERIMENT_USAGE), never rejecting; the services it built are stopped and
 * their database closed before it settles, whatever happened.
 */
export function runExperimentCommand(
  argv: readonly string[],
  deps: ExperimentCommandDependencies,
): Promise<number> {
  const { output } = deps;
  return commandExitCode(
    "experiment",
    EXPERIMENT_USAGE,
    async () => {
      const parsed = parseExperimentArguments(argv, deps.repoRoot);
      if (parsed.help) {
        output.print(EXPERIMENT_USAGE);
        return 0;
      }
      const services = await deps.createServices(parsed.concurrency);
      let progress: ReturnType<typeof setInterval> | undefined;
      try {
        const started = performance.now();
        const { experimentId, done } = await createExperiment(services, parsed.input, deps.actor);
        const first = await services.experimentRepository.get(experimentId);
        output.print(
          `Experiment ${experimentId}: dataset ${first.datasetVersion}, ${countOf(first.caseIds.length, "case")} × ${parsed.input.modes.join(", ")} × ${countOf(first.trials, "trial")} on ${first.provider} (${first.model}): ${countOf(first.totalRuns, "run")} (the contract run of each case records the children the other modes replay)`,
        );
        let shown = -1;
        progress = setInterval(() => {
          void services.experimentRepository.get(experimentId).then(
            (summary) => {
              if (summary.finishedRuns === shown) return;
              shown = summary.finishedRuns;
              output.print(`  ${summary.finishedRuns}/${summary.totalRuns} runs ended`);
            },
            () => undefined,
          );
        }, deps.progressMs ?? 2_000);
        await done;
        clearInterval(progress);
        const seconds = (performance.now() - started) / 1000;
        const detail = await getExperiment(services, experimentId);
        const [baseline, ...others] = detail.experiment.modes;
        const comparisons = [];
        for (const other of others) {
          comparisons.push(
            await compareExperimentModes(services, { experimentId, baseline: baseline!, other }),
          );
        }
        output.print(
          `\n${detail.experiment.status} in ${seconds.toFixed(1)} s${detail.experiment.statusDetail ? ` (${detail.experiment.statusDetail})` : ""}\n`,
        );
        for (const line of formatResultsTable(detail, comparisons)) output.print(`  ${line}`);
        output.print("");
        for (const note of detail.notes) output.print(`  * ${note}`);
        output.print(
          `\nOpen ${appPageUrl(deps.appEnv ?? {}, `/experiments/${experimentId}`)} (npm start) for cases, runs and audits.`,
        );
        return detail.experiment.status === "succeeded" ? 0 : 1;
      } finally {
        clearInterval(progress);
        await services.stop();
        await services.prisma.$disconnect();
      }
    },
    output,
  );
}
