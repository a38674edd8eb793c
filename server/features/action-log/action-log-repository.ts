import { randomUUID } from "node:crypto";
import { z } from "zod";
import type { PrismaClient } from "../../db/prisma-types";
import { member, parseJson } from "../../db/mapping/columns";
import { NotFoundError } from "../../runtime/errors";
import {
  ACTIONS,
  type ActionDetails,
  type ActionLogEntry,
  type ActionLogPage,
  type NewActionLogEntry,
} from "./action-log-views";

const detailsSchema: z.ZodType<ActionDetails> = z.record(
  z.string(),
  z.union([z.string(), z.number(), z.boolean(), z.null()]),
);

/**
 * The insert-only action log: `insert` and `list`, nothing that changes or removes a row (the
 * database refuses UPDATE and DELETE on ActionLog too: triggers in the `auth` migration).
 */
export class ActionLogRepository {
  constructor(
    private readonly prisma: PrismaClient,
    private readonly now: () => number = Date.now,
  ) {}

  /** Appends one row and returns it. */
  async insert(entry: NewActionLogEntry): Promise<ActionLogEntry> {
    const row: ActionLogEntry = {
      id: `act_${randomUUID()}`,
      at: this.now(),
      actorUserId: entry.actor.id,
      actorEmail: entry.actor.email,
      action: entry.action,
      targetType: entry.targetType,
      targetId: entry.targetId,
      details: entry.details ?? {},
    };
    await this.prisma.actionLog.create({
      data: { ...row, at: new Date(row.at), details: JSON.stringify(row.details) },
    });
    return row;
  }

  /**
   * One page, newest first. `cursor`: the id of the last entry of the previous page
   * (NotFoundError for a cursor that names no entry, like every cursor-paginated list).
   * `limit`: rows per page.
   */
  async list(page: { cursor?: string; limit: number }): Promise<ActionLogPage> {
    if (page.cursor !== undefined) {
      const exists = await this.prisma.actionLog.findUnique({ where: { id: page.cursor } });
      if (exists === null) throw new NotFoundError(`unknown cursor: ${page.cursor}`);
    }
    const rows = await this.prisma.actionLog.findMany({
      orderBy: [{ at: "desc" }, { id: "desc" }],
      take: page.limit + 1,
      ...(page.cursor === undefined ? {} : { cursor: { id: page.cursor }, skip: 1 }),
    });
    const entries = rows.slice(0, page.limit).map((row): ActionLogEntry => ({
      id: row.id,
      at: row.at.getTime(),
      actorUserId: row.actorUserId,
      actorEmail: row.actorEmail,
      action: member(row.action, ACTIONS, "action"),
      targetType: row.targetType,
      targetId: row.targetId,
      details: parseJson(row.details, detailsSchema, "action details"),
    }));
    const more = rows.length > page.limit;
    return { entries, nextCursor: more ? (entries.at(-1)?.id ?? null) : null };
  }
}
