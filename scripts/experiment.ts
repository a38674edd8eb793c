/**
 * `npm run experiment -- --modes contract,summary,transcript,inline --cases all`: an experiment
 * headless, through the same services, queue and scoring as the Experiments page (scripted model
 * by default), on the app's database (DATABASE_URL), so it shows up in the app afterwards. Prints
 * progress, the side-by-side table (mean [95% CI] per mode, Δ against the first mode with
 * wins/losses/ties and the sign test's p) and the duration.
 * Flags: --modes (comma list; the first is the baseline), --cases all|id,id, --dataset v1,
 * --trials 1, --provider scripted, --model <name>, --concurrency <runs at once>.
 */
import { userInfo } from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import { createAppServices } from "../server/app-services";
import { authSettingsFromEnv } from "../server/app-account-services";
import { getPrisma } from "../server/db/client";
import { getEnv } from "../server/env";
import { commandLineActor } from "../server/features/action-log/action-log-views";
import {
  compareExperimentModes,
  createExperiment,
  getExperiment,
} from "../server/features/experiments/experiment-service";
import { listDatasetVersions } from "../server/features/experiments/escalation-case";
import { parseWorkspaceRoots } from "../server/features/workspaces/workspace-roots";
import { createExperimentInputSchema } from "../server/shared/experiment-inputs";
import { formatResultsTable } from "./experiment/results-table";

const { values } = parseArgs({
  options: {
    modes: { type: "string", default: "contract,summary,transcript,inline" },
    cases: { type: "string", default: "all" },
    dataset: { type: "string" },
    trials: { type: "string", default: "1" },
    provider: { type: "string", default: "scripted" },
    model: { type: "string" },
    concurrency: { type: "string" },
  },
});

async function main(): Promise<void> {
  const env = getEnv();
  const repoRoot = process.cwd();
  const dataDir = path.join(repoRoot, "data");
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
    throw new Error(parsed.error.issues.map((i) => `${i.path.join(".")}: ${i.message}`).join("; "));
  }
  const services = await createAppServices({
    prisma: getPrisma(),
    repoRoot,
    dataDir,
    workspaceSpec: env.DEBRIEF_WORKSPACES ?? null,
    workspaceRoots: parseWorkspaceRoots(env.DEBRIEF_WORKSPACE_ROOTS).roots,
    ...(values.concurrency ? { runConcurrency: Number(values.concurrency) } : {}),
    auth: authSettingsFromEnv(env, dataDir),
  });
  const started = performance.now();
  const { experimentId, done } = await createExperiment(
    services,
    parsed.data,
    commandLineActor(userInfo().username),
  );
  const first = await services.experimentRepository.get(experimentId);
  console.log(
    `Experiment ${experimentId}: dataset ${first.datasetVersion}, ${first.caseIds.length} cases × ${parsed.data.modes.join(", ")} × ${first.trials} trial(s) on ${first.provider} (${first.model}): ${first.totalRuns} runs (the contract run of each case records the children the other modes replay)`,
  );
  let shown = -1;
  const progress = setInterval(() => {
    void services.experimentRepository.get(experimentId).then((summary) => {
      if (summary.finishedRuns === shown) return;
      shown = summary.finishedRuns;
      process.stdout.write(`  ${summary.finishedRuns}/${summary.totalRuns} runs ended\n`);
    });
  }, 2_000);
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
  console.log(
    `\n${detail.experiment.status} in ${seconds.toFixed(1)} s${detail.experiment.statusDetail ? ` (${detail.experiment.statusDetail})` : ""}\n`,
  );
  for (const line of formatResultsTable(detail, comparisons)) console.log(`  ${line}`);
  console.log("");
  for (const note of detail.notes) console.log(`  * ${note}`);
  console.log(
    `\nOpen http://127.0.0.1:3000/experiments/${experimentId} (npm start) for cases, runs and audits.`,
  );
  await services.stop();
  await services.prisma.$disconnect();
  process.exitCode = detail.experiment.status === "succeeded" ? 0 : 1;
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
});
