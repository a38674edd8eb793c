import { auditRouter } from "./routers/audit";
import { correctionsRouter } from "./routers/corrections";
import { healthRouter } from "./routers/health";
import { metaRouter } from "./routers/meta";
import { replayRouter } from "./routers/replay";
import { runsRouter } from "./routers/runs";
import { transcriptsRouter } from "./routers/transcripts";
import { workspacesRouter } from "./routers/workspaces";
import { createCallerFactory, router } from "./trpc";

/**
 * The application router. Register every feature router here, one line each
 * (routers live in server/api/routers/<name>.ts):
 *   runs, workspaces, corrections, transcripts, meta
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
});

/** The router's type: the only thing client code imports from the server. */
export type AppRouter = typeof appRouter;

/** Server-side caller: `createCaller({ prisma })` in tests and server components. */
export const createCaller = createCallerFactory(appRouter);
