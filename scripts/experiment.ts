/**
 * `npm run experiment -- --modes contract,summary,transcript,inline --cases all`: an experiment
 * headless, through the same services, queue and scoring as the Experiments page (scripted model
 * by default), on the app's database (DATABASE_URL), so it shows up in the app afterwards. Prints
 * progress, the side-by-side table (mean [95% CI] per mode, Δ against the first mode with
 * wins/losses/ties and the sign test's p) and the duration.
 * Flags: --modes (comma list; the first is the baseline), --cases all|id,id, --dataset v1,
 * --trials 1, --provider scripted, --model <name>, --concurrency <runs at once>.
 * Exit codes: 0 succeeded, 1 not succeeded or an error, 2 usage error (scripts/experiment/).
 */
import { userInfo } from "node:os";
import path from "node:path";
import { createAppServices } from "../server/app-services";
import { authSettingsFromEnv } from "../server/app-account-services";
import { getPrisma } from "../server/db/client";
import { getEnv } from "../server/env";
import { commandLineActor } from "../server/features/action-log/action-log-views";
import { parseWorkspaceRoots } from "../server/features/workspaces/workspace-roots";
import { consoleOutput } from "./command-line";
import { runExperimentCommand } from "./experiment/experiment-command";

const repoRoot = process.cwd();

void runExperimentCommand(process.argv.slice(2), {
  repoRoot,
  actor: commandLineActor(userInfo().username),
  output: consoleOutput,
  appEnv: process.env,
  createServices: (concurrency) => {
    const env = getEnv();
    const dataDir = path.join(repoRoot, "data");
    return createAppServices({
      prisma: getPrisma(),
      repoRoot,
      dataDir,
      workspaceSpec: env.DEBRIEF_WORKSPACES ?? null,
      workspaceRoots: parseWorkspaceRoots(env.DEBRIEF_WORKSPACE_ROOTS).roots,
      ...(concurrency === undefined ? {} : { runConcurrency: concurrency }),
      auth: authSettingsFromEnv(env, dataDir),
    });
  },
}).then((code) => process.exit(code));
