import { containsText } from "../../db/client";
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

  /**
   * Up to `limit` items of one agent from `fromSequence` on, in sequence order; with `query`,
   * only items whose stored JSON contains it, ignoring ASCII case on both databases
   * (containsText). `matching`: how many items of the agent match in all.
   */
  async page(request: {
    agentId: string;
    fromSequence: number;
    limit: number;
    query: string;
  }): Promise<{ items: TranscriptItem[]; matching: number }> {
    const filter = {
      agentId: request.agentId,
      ...(request.query === "" ? {} : { payload: containsText(this.prisma, request.query) }),
    };
    const [rows, matching] = await Promise.all([
      this.prisma.transcriptItem.findMany({
        where: { ...filter, sequence: { gte: request.fromSequence } },
        orderBy: { sequence: "asc" },
        take: request.limit,
      }),
      this.prisma.transcriptItem.count({ where: filter }),
    ]);
    return { items: rows.map(rowToItem), matching };
  }
}
