import path from "node:path";
import type { SqlDriverAdapter, SqlDriverAdapterFactory } from "@prisma/driver-adapter-utils";
import { Mutex } from "async-mutex";

/**
 * One in-process lock per SQLite database file, taken by every writer of this process before
 * it takes SQLite's write lock: Prisma's transactions (`lockingAdapterFactory` below, wrapped
 * around the better-sqlite3 driver adapter by createPrismaClient) and the run store's append
 * writer (each flush; server/features/runs/sqlite-append-repository.ts). A Prisma interactive
 * transaction holds SQLite's lock across awaits, while the append writer waits for it
 * synchronously (better-sqlite3's busy timeout blocks the event loop that transaction needs
 * to commit). Queued here, asynchronously, this process's writers never contend for SQLite's
 * lock; only other processes meet the busy timeout (and the store's retries).
 */

const locks = new Map<string, Mutex>();

/** The lock of the SQLite file at `filePath` (one per resolved path, for the process). */
export function sqliteWriteLock(filePath: string): Mutex {
  const key = path.resolve(filePath);
  let lock = locks.get(key);
  if (lock === undefined) {
    lock = new Mutex();
    locks.set(key, lock);
  }
  return lock;
}

/**
 * `adapter` with each transaction holding `lock` from before its BEGIN until it is committed
 * or rolled back (Prisma's engine sends COMMIT / ROLLBACK, then calls commit() / rollback();
 * a transaction Prisma gave up waiting for is rolled back the same way). Single statements
 * outside a transaction do not take it: better-sqlite3 runs each one synchronously, so no
 * other writer of the process can run in between.
 */
function lockTransactions(adapter: SqlDriverAdapter, lock: Mutex): SqlDriverAdapter {
  const start = adapter.startTransaction.bind(adapter);
  adapter.startTransaction = async (isolationLevel) => {
    const release = await lock.acquire();
    try {
      const transaction = await start(isolationLevel);
      const commit = transaction.commit.bind(transaction);
      const rollback = transaction.rollback.bind(transaction);
      let released = false;
      const releaseOnce = () => {
        if (released) return;
        released = true;
        release();
      };
      transaction.commit = () => commit().finally(releaseOnce);
      transaction.rollback = () => rollback().finally(releaseOnce);
      return transaction;
    } catch (error) {
      release();
      throw error;
    }
  };
  return adapter;
}

/** A driver adapter factory whose connections' transactions hold `lock` (see above). */
export function lockingAdapterFactory(
  factory: SqlDriverAdapterFactory,
  lock: Mutex,
): SqlDriverAdapterFactory {
  return {
    provider: factory.provider,
    adapterName: factory.adapterName,
    connect: async () => lockTransactions(await factory.connect(), lock),
  };
}
