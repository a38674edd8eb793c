import { publicProcedure, router } from "../trpc";

/** Liveness and database reachability. */
export const healthRouter = router({
  /** `{ ok: true, database: "ok", time }` when the database answers a trivial query. */
  check: publicProcedure.query(async ({ ctx }) => {
    await ctx.prisma.$queryRaw`SELECT 1`;
    return { ok: true as const, database: "ok" as const, time: Date.now() };
  }),
});
