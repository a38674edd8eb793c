import type {
  SqlDriverAdapter,
  SqlDriverAdapterFactory,
  SqlQueryable,
} from "@prisma/driver-adapter-utils";

/**
 * SQLite's LIKE has no escape character unless the statement names one, and Prisma's
 * `contains` / `startsWith` / `endsWith` filters send the value as it is (`col LIKE ('%' || ? ||
 * '%')`), so a search for `%` matched every row and `_` any character. PostgreSQL's LIKE and
 * ILIKE take backslash as their escape character by default. This adapter adds `ESCAPE '\'` to
 * the LIKE comparisons Prisma writes for those filters on SQLite, so one escaping
 * (server/db/client.ts `containsFolded`: `\`, `%` and `_` preceded by `\`) means the same on both
 * databases: a search matches its characters literally.
 */

/** The LIKE comparison of Prisma's contains, startsWith and endsWith filters. */
const PRISMA_LIKE = /\bLIKE \((?:'%' \|\| )?\?(?: \|\| '%')?\)/g;

/** `sql` with `ESCAPE '\'` after each LIKE comparison Prisma writes for a text filter. */
export function withLikeEscape(sql: string): string {
  return sql.replace(PRISMA_LIKE, (comparison) => `${comparison} ESCAPE '\\'`);
}

function escapeLikeIn<T extends SqlQueryable>(queryable: T): T {
  const queryRaw = queryable.queryRaw.bind(queryable);
  const executeRaw = queryable.executeRaw.bind(queryable);
  queryable.queryRaw = (query) => queryRaw({ ...query, sql: withLikeEscape(query.sql) });
  queryable.executeRaw = (query) => executeRaw({ ...query, sql: withLikeEscape(query.sql) });
  return queryable;
}

function escapeLike(adapter: SqlDriverAdapter): SqlDriverAdapter {
  const start = adapter.startTransaction.bind(adapter);
  adapter.startTransaction = async (isolationLevel) => escapeLikeIn(await start(isolationLevel));
  return escapeLikeIn(adapter);
}

/** A driver adapter factory whose statements' LIKE comparisons escape with `\` (see above). */
export function likeEscapingAdapterFactory(
  factory: SqlDriverAdapterFactory,
): SqlDriverAdapterFactory {
  return {
    provider: factory.provider,
    adapterName: factory.adapterName,
    connect: async () => escapeLike(await factory.connect()),
  };
}
