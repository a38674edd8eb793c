import type { SqlDriverAdapter, SqlDriverAdapterFactory } from "@prisma/driver-adapter-utils";

/** Resolves in the event loop's next check phase, after the I/O that is ready has been handled. */
const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

/**
 * `adapter` whose single statements (`queryRaw`, `executeRaw`, outside a transaction) first let
 * the event loop take a turn. better-sqlite3 runs each statement synchronously, and Prisma
 * resolves the result as a microtask, so a request's chain of queries (a run snapshot is about
 * thirteen) and every other request's chain ran to their ends without the event loop ever
 * reaching its poll phase: under a burst (100 run pages opened while 200 runs start), no
 * request was even read for over a second, a health check included (issue 10 item 8). A turn
 * per statement costs microseconds; requests interleave statement by statement instead.
 * Statements inside a transaction run without a turn (the transaction holds the write lock).
 */
function yieldBeforeStatements(adapter: SqlDriverAdapter): SqlDriverAdapter {
  const queryRaw = adapter.queryRaw.bind(adapter);
  const executeRaw = adapter.executeRaw.bind(adapter);
  adapter.queryRaw = async (query) => {
    await nextTurn();
    return queryRaw(query);
  };
  adapter.executeRaw = async (query) => {
    await nextTurn();
    return executeRaw(query);
  };
  return adapter;
}

/** A driver adapter factory whose connections yield a turn before each statement (see above). */
export function yieldingAdapterFactory(factory: SqlDriverAdapterFactory): SqlDriverAdapterFactory {
  return {
    provider: factory.provider,
    adapterName: factory.adapterName,
    connect: async () => yieldBeforeStatements(await factory.connect()),
  };
}
