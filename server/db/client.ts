import { existsSync } from "node:fs";
import { PrismaBetterSqlite3 } from "@prisma/adapter-better-sqlite3";
import { PrismaPg } from "@prisma/adapter-pg";
import { likeEscapingAdapterFactory } from "./sqlite-like-escape";
import { yieldingAdapterFactory } from "./sqlite-yield";
import Database from "better-sqlite3";
import { getEnv } from "../env";
import { databaseProvider } from "./database-provider";
import { PrismaClient as PostgresPrismaClient } from "./generated/postgresql/client";
import { PrismaClient as SqlitePrismaClient } from "./generated/sqlite/client";
import { serialTransactionsAdapterFactory } from "./pg-serial-transactions";
import { pgPoolConfig, postgresTarget } from "./postgres-url";
import type { PrismaClient } from "./prisma-types";
import { foldForSearch } from "../shared/search-fold";
import { sqliteFilePath } from "./sqlite-path";
import { lockingAdapterFactory, sqliteWriteLock } from "./sqlite-write-lock";
import type { DatabaseProvider } from "./database-provider";

/** How long a SQLite writer waits for the lock before failing (ms). */
export const SQLITE_BUSY_TIMEOUT_MS = 5_000;

/**
 * Prisma's interactive and batch transactions: how long one may wait to start (`maxWait`; on
 * SQLite they queue behind each other on the one connection, so a burst of run starts waits
 * longer than Prisma's 2 s default) and run (`timeout`), ms.
 */
export const TRANSACTION_OPTIONS = { maxWait: 30_000, timeout: 30_000 } as const;

/** Options for createPrismaClient. */
export interface PrismaClientOptions {
  /** SQLite only: the busy timeout in ms (default SQLITE_BUSY_TIMEOUT_MS). */
  busyTimeoutMs?: number;
}

/** Where a client from createPrismaClient connects. */
export interface DatabaseLocation {
  /** The DATABASE_URL it was created for. */
  url: string;
  provider: DatabaseProvider;
}

const locations = new WeakMap<PrismaClient, DatabaseLocation>();

/**
 * The URL and provider of a client made by createPrismaClient (repositories that open their
 * own connection beside Prisma's, such as the run store's append writer, read it here).
 * Throws for a client made elsewhere.
 */
export function databaseLocation(prisma: PrismaClient): DatabaseLocation {
  const location = locations.get(prisma);
  if (location === undefined)
    throw new Error("this PrismaClient was not made by createPrismaClient");
  return location;
}

/**
 * A new PrismaClient for `databaseUrl`: `file:` gives the SQLite client through the
 * better-sqlite3 driver adapter (relative paths resolve against the working directory; an
 * existing file is switched to WAL here), `postgresql://` the PostgreSQL client through
 * @prisma/adapter-pg (`?schema=` selects the schema). The database should be migrated first
 * (server/db/migrate.ts). Both clients come from the same models; the SQLite client's type
 * stands for both (server/db/prisma-types.ts).
 */
export function createPrismaClient(
  databaseUrl: string,
  options: PrismaClientOptions = {},
): PrismaClient {
  if (databaseProvider(databaseUrl) === "postgresql") {
    // A transaction's statements go one at a time on its connection (pg-serial-transactions.ts).
    const adapter = serialTransactionsAdapterFactory(
      new PrismaPg(pgPoolConfig(databaseUrl), {
        schema: postgresTarget(databaseUrl).schema ?? undefined,
      }),
    );
    // Same models, same query API; only the generated declarations differ (server/db/prisma-types.ts).
    const client = new PostgresPrismaClient({
      adapter,
      transactionOptions: TRANSACTION_OPTIONS,
    }) as unknown as PrismaClient;
    locations.set(client, { url: databaseUrl, provider: "postgresql" });
    return client;
  }
  const timeout = options.busyTimeoutMs ?? SQLITE_BUSY_TIMEOUT_MS;
  const file = sqliteFilePath(databaseUrl);
  if (existsSync(file)) {
    // journal_mode is stored in the file: setting it once makes every connection use WAL.
    const db = new Database(file, { timeout });
    try {
      db.pragma("journal_mode = WAL");
    } finally {
      db.close();
    }
  }
  // Its transactions queue behind this process's other SQLite writers (sqlite-write-lock.ts);
  // each statement outside them lets the event loop take a turn first (sqlite-yield.ts); text
  // filters escape LIKE's wildcards with `\` as on PostgreSQL (sqlite-like-escape.ts).
  const adapter = lockingAdapterFactory(
    yieldingAdapterFactory(
      likeEscapingAdapterFactory(new PrismaBetterSqlite3({ url: `file:${file}`, timeout })),
    ),
    sqliteWriteLock(file),
  );
  const client = new SqlitePrismaClient({ adapter, transactionOptions: TRANSACTION_OPTIONS });
  locations.set(client, { url: databaseUrl, provider: "sqlite" });
  return client;
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
 * Per-connection settings for a client from createPrismaClient. SQLite: `synchronous = NORMAL`
 * (in WAL mode a commit survives a crash of the process; only a power loss may drop the last
 * commits), which removes an fsync per write. PostgreSQL: nothing to set. Call once after
 * creating the client.
 */
export async function configureConnection(prisma: PrismaClient): Promise<void> {
  if (databaseLocation(prisma).provider === "sqlite") {
    await prisma.$executeRawUnsafe("PRAGMA synchronous = NORMAL");
  }
}

/** `text` for a LIKE pattern: `\`, `%` and `_` preceded by `\`, so each matches itself. */
export function escapeLikeWildcards(text: string): string {
  return text.replace(/[\\%_]/g, (character) => `\\${character}`);
}

/**
 * The filter of a search on a folded column (one written with foldForSearch: Run.questionSearch,
 * TranscriptItem.searchText): `text` folded the same way and matched exactly, so the result is
 * the same on both databases for every script (SQLite's LIKE also ignores ASCII case, which
 * changes nothing on folded text). `text` matches literally: its `%`, `_` and `\` are escaped
 * (escapeLikeWildcards; backslash is PostgreSQL's default LIKE escape, and the SQLite client's
 * adapter names it, sqlite-like-escape.ts), so a search for "%" finds only a "%".
 */
export function containsFolded(text: string): { contains: string } {
  return { contains: escapeLikeWildcards(foldForSearch(text)) };
}
