import { existsSync } from "node:fs";
import { PrismaBetterSqlite3 } from "@prisma/adapter-better-sqlite3";
import Database from "better-sqlite3";
import { getEnv } from "../env";
import { PrismaClient } from "./generated/client";
import { sqliteFilePath } from "./sqlite-path";

/** How long a writer waits for SQLite's lock before failing (ms). */
const BUSY_TIMEOUT_MS = 5_000;

/**
 * A new PrismaClient on the SQLite file of `databaseUrl` through the better-sqlite3 driver
 * adapter. Relative paths resolve against the working directory. The database should be
 * migrated first (server/db/migrate.ts); an existing file is switched to WAL here.
 */
export function createPrismaClient(databaseUrl: string): PrismaClient {
  const file = sqliteFilePath(databaseUrl);
  if (existsSync(file)) {
    // journal_mode is stored in the file: setting it once makes every connection use WAL.
    const db = new Database(file, { timeout: BUSY_TIMEOUT_MS });
    try {
      db.pragma("journal_mode = WAL");
    } finally {
      db.close();
    }
  }
  const adapter = new PrismaBetterSqlite3({ url: `file:${file}`, timeout: BUSY_TIMEOUT_MS });
  return new PrismaClient({ adapter });
}

const globalCache = globalThis as typeof globalThis & { debriefPrisma?: PrismaClient };

/**
 * The process-wide PrismaClient for DATABASE_URL, created on first use. Cached on
 * `globalThis` so Next's dev hot reload does not open a new connection per reload.
 */
export function getPrisma(): PrismaClient {
  globalCache.debriefPrisma ??= createPrismaClient(getEnv().DATABASE_URL);
  return globalCache.debriefPrisma;
}

export type { PrismaClient };

/**
 * Per-connection SQLite settings for a client from createPrismaClient: `synchronous = NORMAL`
 * (in WAL mode a commit survives a crash of the process; only a power loss may drop the last
 * commits), which removes an fsync per write. Call once after creating the client.
 */
export async function configureSqliteConnection(prisma: PrismaClient): Promise<void> {
  await prisma.$executeRawUnsafe("PRAGMA synchronous = NORMAL");
}
