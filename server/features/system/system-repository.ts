import type { PrismaClient } from "../../db/prisma-types";

/** The database as a whole: is it there. */
export class SystemRepository {
  constructor(private readonly prisma: PrismaClient) {}

  /** Resolves when the database answers a trivial query; rejects with the driver's error. */
  async ping(): Promise<void> {
    await this.prisma.$queryRaw`SELECT 1`;
  }
}
