import { activityRouter } from "../features/action-log/router";
import { auditRouter } from "../features/audit/router";
import { correctionsRouter } from "../features/corrections/router";
import { drainRouter } from "../features/drain/router";
import { datasetsRouter } from "../features/experiments/dataset-router";
import { experimentsRouter } from "../features/experiments/router";
import { replayRouter } from "../features/replay/router";
import { runsRouter } from "../features/runs/router";
import { healthRouter, metaRouter } from "../features/system/router";
import { transcriptsRouter } from "../features/transcripts/router";
import { usersRouter } from "../features/users/router";
import { workersRouter } from "../features/workers/router";
import { workspacesRouter } from "../features/workspaces/router";
import { createCallerFactory, router } from "./trpc";

/**
 * The application router. Register every feature router here, one line each (a feature's
 * router lives in server/features/<feature>/router.ts).
 */
export const appRouter = router({
  health: healthRouter,
  runs: runsRouter,
  workspaces: workspacesRouter,
  corrections: correctionsRouter,
  transcripts: transcriptsRouter,
  meta: metaRouter,
  replay: replayRouter,
  audit: auditRouter,
  drain: drainRouter,
  users: usersRouter,
  activity: activityRouter,
  experiments: experimentsRouter,
  datasets: datasetsRouter,
  workers: workersRouter,
});

/** The router's type: the only thing client code imports from the server. */
export type AppRouter = typeof appRouter;

/** Server-side caller: `createCaller(context)` in tests and scripts. */
export const createCaller = createCallerFactory(appRouter);
