import { databaseLocation } from "../../db/client";
import type { PrismaClient } from "../../db/prisma-types";
import { NotFoundError } from "../../runtime/errors";

/**
 * Deletes a run and everything stored about it, in one transaction. The insert-only tables
 * (transcript items, telemetry, exchanges, window samples, run events) have no foreign keys
 * (prisma/models.prisma: a check per inserted row cost ~30% of a flush; issue 10 item 9), so
 * their rows are deleted here by run id; agents, debriefs and corrections go with the run
 * (ON DELETE CASCADE). On PostgreSQL the run and its agents are locked FOR UPDATE first: a
 * flush that checked them (FOR KEY SHARE, or its UPDATE of the run's event sequence) commits
 * before the rows are deleted, and a later one finds them gone (NotFoundError) instead of
 * leaving orphan rows. SQLite has one writer at a time. Throws NotFoundError for a missing run.
 */
export async function deleteRun(prisma: PrismaClient, runId: string): Promise<void> {
  const postgres = databaseLocation(prisma).provider === "postgresql";
  await prisma.$transaction(async (tx) => {
    if (postgres) {
      await tx.$queryRaw`SELECT "id" FROM "Run" WHERE "id" = ${runId} FOR UPDATE`;
      await tx.$queryRaw`SELECT "id" FROM "Agent" WHERE "runId" = ${runId} FOR UPDATE`;
    }
    if ((await tx.run.count({ where: { id: runId } })) === 0) {
      throw new NotFoundError(`run ${runId} does not exist`);
    }
    const where = { where: { runId } };
    await tx.transcriptItem.deleteMany(where);
    await tx.telemetryEvent.deleteMany(where);
    await tx.modelExchange.deleteMany(where);
    await tx.windowSample.deleteMany(where);
    await tx.runEvent.deleteMany(where);
    await tx.run.delete({ where: { id: runId } });
  });
}
