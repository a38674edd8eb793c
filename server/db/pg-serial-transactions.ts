import type {
  SqlDriverAdapter,
  SqlDriverAdapterFactory,
  Transaction,
} from "@prisma/driver-adapter-utils";
import { Mutex } from "async-mutex";

/**
 * An interactive transaction on PostgreSQL is one pooled pg connection, and pg runs one query
 * at a time on a connection. Prisma sends a transaction's independent queries at once (the
 * relations of one nested select, or a caller's Promise.all of `tx` queries), which pg queues
 * but warns about ("Calling client.query() when the client is already executing a query is
 * deprecated", an error in pg 9). Here each transaction's statements wait for the previous
 * one to finish: the same order and round trips, without the warning.
 */
function serializeTransactions(adapter: SqlDriverAdapter): SqlDriverAdapter {
  const start = adapter.startTransaction.bind(adapter);
  adapter.startTransaction = async (isolationLevel) => {
    const transaction: Transaction = await start(isolationLevel);
    const statements = new Mutex();
    const queryRaw = transaction.queryRaw.bind(transaction);
    const executeRaw = transaction.executeRaw.bind(transaction);
    transaction.queryRaw = (query) => statements.runExclusive(() => queryRaw(query));
    transaction.executeRaw = (query) => statements.runExclusive(() => executeRaw(query));
    return transaction;
  };
  return adapter;
}

/** A driver adapter factory whose transactions send one statement at a time (see above). */
export function serialTransactionsAdapterFactory(
  factory: SqlDriverAdapterFactory,
): SqlDriverAdapterFactory {
  return {
    provider: factory.provider,
    adapterName: factory.adapterName,
    connect: async () => serializeTransactions(await factory.connect()),
  };
}
