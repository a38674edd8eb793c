import { procedureWith, publicProcedure, router } from "../../api/trpc";
import { runOptions } from "../runs/run-options";

/** Liveness and database reachability (public: probes do not sign in; it reveals nothing). */
export const healthRouter = router({
  /**
   * The process's HealthReport (health-monitor.ts) from cheap state: the outcome, time and
   * latency of the last background database probe and the event-loop delay; `ok` is true when
   * that probe answered and is recent. No database round trip on the request's path.
   */
  check: publicProcedure.query(({ ctx }) => ctx.health.current()),
});

/** What the new-run form offers (providers, return modes, scripted scenarios, sample question). */
export const metaRouter = router({
  options: procedureWith("runs:read").query(({ ctx }) => runOptions(ctx.providerEnv)),
});
