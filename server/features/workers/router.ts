import { procedureWith, router } from "../../api/trpc";
import type { WorkerPresenceView } from "./worker-presence-views";

/**
 * Worker presence (issue 10): `presence` answers which `npm run worker` processes are alive
 * and how many runs wait for one (the runs list's and run page's "no worker is running"
 * banner, the top bar's "N workers"), from the web process's last background read: no
 * database round trip on the request's path but a first read. `{ mode: "in-process" }` where
 * runs execute in the web process (SQLite mode).
 */
export const workersRouter = router({
  presence: procedureWith("runs:read").query(
    async ({ ctx }): Promise<WorkerPresenceView> =>
      (await ctx.workerPresence?.current()) ?? { mode: "in-process" },
  ),
});
