import { procedureWith, publicProcedure, router } from "../../api/trpc";
import { runOptions } from "../runs/run-options";

/** Liveness and database reachability (public: probes do not sign in; it reveals nothing). */
export const healthRouter = router({
  /** `{ ok: true, database: "ok", time }` when the database answers a trivial query. */
  check: publicProcedure.query(async ({ ctx }) => {
    await ctx.systemRepository.ping();
    return { ok: true as const, database: "ok" as const, time: Date.now() };
  }),
});

/** What the new-run form offers (providers, return modes, scripted scenarios, sample question). */
export const metaRouter = router({
  options: procedureWith("runs:read").query(({ ctx }) => runOptions(ctx.providerEnv)),
});
