import type { PrismaClient } from "../../db/prisma-types";
import { rowToDebrief } from "../../db/mapping/debrief-rows";
import { rowToSample } from "../../db/mapping/transcript-rows";
import type { DebriefRecord, WindowSampleRecord } from "../../runtime/records";

/** What scoring reads of a stored run beyond its recording: window samples and returns. */
export class RunFactsRepository {
  constructor(private readonly prisma: PrismaClient) {}

  /** The run's window samples (by time) and its children's return records. */
  async samplesAndReturns(
    runId: string,
  ): Promise<{ samples: WindowSampleRecord[]; debriefs: DebriefRecord[] }> {
    const [samples, debriefs] = await Promise.all([
      this.prisma.windowSample.findMany({
        where: { runId },
        orderBy: [{ at: "asc" }, { iteration: "asc" }, { id: "asc" }],
      }),
      this.prisma.debrief.findMany({ where: { runId }, orderBy: [{ createdAt: "asc" }] }),
    ]);
    return { samples: samples.map(rowToSample), debriefs: debriefs.map(rowToDebrief) };
  }
}
