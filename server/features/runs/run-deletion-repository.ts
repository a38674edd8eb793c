import type { PrismaClient } from "../../db/prisma-types";
import { NotFoundError } from "../../runtime/errors";

/**
 * Deletes a run and everything stored about it, in one transaction. The insert-only tables
 * (transcript items, telemetry, exchanges, window samples, run events) have no foreign keys
 * (prisma/models.prisma: a check per inserted row cost ~30% of a flush; issue 10 item 9), so
 * their rows are deleted here by run id; agents, debriefs and corrections go with the run
 * (ON DELETE CASCADE). The run row is locked first (a no-op UPDATE), so a flush that checked
 * the run (FOR KEY SHARE) commits before the rows are deleted, and a later one finds the run
 * gone (NotFoundError) instead of leaving orphan rows. Throws NotFoundError for a missing run.
 */
export async function deleteRun(prisma: PrismaClient, runId: string): Promise<void> {
  await prisma.$transaction(async (tx) => {
    const { count } = await tx.run.updateMany({
      where: { id: runId },
      data: { eventSequence: { increment: 0 } },
    });
    if (count === 0) throw new NotFoundError(`run ${runId} does not exist`);
    const where = { where: { runId } };
    await tx.transcriptItem.deleteMany(where);
    await tx.telemetryEvent.deleteMany(where);
    await tx.modelExchange.deleteMany(where);
    await tx.windowSample.deleteMany(where);
    await tx.runEvent.deleteMany(where);
    await tx.run.delete({ where: { id: runId } });
  });
}
