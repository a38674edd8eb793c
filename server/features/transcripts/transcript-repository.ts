import type { PrismaClient } from "../../db/prisma-types";
import { rowToItem } from "../../db/mapping/transcript-rows";
import type { TranscriptItem } from "../../runtime/transcript/transcript-item";

/** Stored transcripts, read by agent id. */
export class TranscriptRepository {
  constructor(private readonly prisma: PrismaClient) {}

  /** One agent's transcript in sequence order; null for an unknown agent. */
  async findTranscript(agentId: string): Promise<TranscriptItem[] | null> {
    const agent = await this.prisma.agent.findUnique({
      where: { id: agentId },
      select: { id: true },
    });
    if (agent === null) return null;
    const rows = await this.prisma.transcriptItem.findMany({
      where: { agentId },
      orderBy: { sequence: "asc" },
    });
    return rows.map(rowToItem);
  }
}
