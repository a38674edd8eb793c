import { rowToConsumption, rowToCorrection, rowToRefusal } from "../../db/mapping/debrief-rows";
import type { PrismaClient } from "../../db/prisma-types";
import type { CorrectionView } from "../runs/run-views";

/**
 * Corrections by their idempotency key: a person's client sends one id with each correction
 * (the UI form makes it), stored in Correction.requestKey, unique per agent. A repeat of the
 * send (a double submit, a retried request) finds the first correction here instead of storing
 * a second one.
 */
export class CorrectionKeyRepository {
  constructor(private readonly prisma: PrismaClient) {}

  /** The correction `agentId` holds under `requestKey`, as it stands now (consumed, refused), or null. */
  async find(agentId: string, requestKey: string): Promise<CorrectionView | null> {
    const row = await this.prisma.correction.findUnique({
      where: { agentId_requestKey: { agentId, requestKey } },
      include: { consumption: true, refusal: true },
    });
    if (row === null) return null;
    return {
      correction: rowToCorrection(row),
      consumption: row.consumption ? rowToConsumption(row.consumption) : null,
      refusal: row.refusal ? rowToRefusal(row.refusal) : null,
    };
  }
}
