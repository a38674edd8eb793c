import { containsFolded } from "../../db/client";
import type { PrismaClient } from "../../db/prisma-types";
import { rowToItem, ITEM_READ_OMIT } from "../../db/mapping/transcript-rows";
import { transcriptSearchText } from "../../runtime/transcript/search-text";
import type { TranscriptItem } from "../../runtime/transcript/transcript-item";

/** Rows of stored-before-searchText transcripts filled per statement (fillSearchText). */
const FILL_CHUNK = 200;

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
      omit: ITEM_READ_OMIT,
      orderBy: { sequence: "asc" },
    });
    return rows.map(rowToItem);
  }

  /**
   * Up to `limit` items of one agent from `fromSequence` on, in sequence order; with `query`,
   * only items whose shown text (transcriptSearchText, stored as `searchText`) contains it,
   * ignoring case and form alike on both databases (both sides folded in JavaScript,
   * containsFolded; `%`, `_` and `\` match themselves). `matching`: how many items of the
   * agent match in all. Rows stored before `searchText` existed, or folded the old way
   * (migration search_fold), get it first (fillSearchText).
   */
  async page(request: {
    agentId: string;
    fromSequence: number;
    limit: number;
    query: string;
  }): Promise<{ items: TranscriptItem[]; matching: number }> {
    if (request.query !== "") await this.fillSearchText(request.agentId);
    const filter = {
      agentId: request.agentId,
      ...(request.query === "" ? {} : { searchText: containsFolded(request.query) }),
    };
    const [rows, matching] = await Promise.all([
      this.prisma.transcriptItem.findMany({
        where: { ...filter, sequence: { gte: request.fromSequence } },
        omit: ITEM_READ_OMIT,
        orderBy: { sequence: "asc" },
        take: request.limit,
      }),
      this.prisma.transcriptItem.count({ where: filter }),
    ]);
    return { items: rows.map(rowToItem), matching };
  }

  /**
   * Writes `searchText` on the agent's rows that have none (stored before the column, whose
   * migration cannot compute it in SQL), so a search sees every item. New rows are written
   * with it (itemToRow), so after the first search of an old transcript this finds nothing.
   * Concurrent fills write the same values.
   */
  private async fillSearchText(agentId: string): Promise<void> {
    for (;;) {
      const rows = await this.prisma.transcriptItem.findMany({
        where: { agentId, searchText: null },
        omit: ITEM_READ_OMIT,
        orderBy: { sequence: "asc" },
        take: FILL_CHUNK,
      });
      if (rows.length === 0) return;
      await this.prisma.$transaction(
        rows.map((row) =>
          this.prisma.transcriptItem.update({
            where: { id: row.id },
            data: { searchText: transcriptSearchText(rowToItem(row)) },
          }),
        ),
      );
      if (rows.length < FILL_CHUNK) return;
    }
  }
}
