import type { PoolConfig } from "pg";

/**
 * A PostgreSQL DATABASE_URL taken apart: the database it names, and the schema given as
 * `?schema=<name>` (Prisma's convention; default `public`), which pg itself does not read.
 */
export interface PostgresTarget {
  /** The URL without the `schema` parameter (what pg connects with). */
  connectionString: string;
  /** The database name from the path. */
  database: string;
  /** The schema from `?schema=`, or null for the server's search_path (public). */
  schema: string | null;
}

/** Parses a `postgresql://` URL. Throws when it names no database. */
export function postgresTarget(databaseUrl: string): PostgresTarget {
  const url = new URL(databaseUrl.trim());
  const schema = url.searchParams.get("schema");
  url.searchParams.delete("schema");
  const database = decodeURIComponent(url.pathname.replace(/^\//, ""));
  if (database === "") throw new Error("a PostgreSQL DATABASE_URL must name a database");
  return { connectionString: url.toString(), database, schema: schema === "" ? null : schema };
}

/** The same server's URL for another database (schema parameter dropped). */
export function postgresUrlFor(databaseUrl: string, database: string): string {
  const url = new URL(postgresTarget(databaseUrl).connectionString);
  url.pathname = `/${encodeURIComponent(database)}`;
  return url.toString();
}

/** A double-quoted SQL identifier. */
export function quoteIdentifier(name: string): string {
  return `"${name.replace(/"/g, '""')}"`;
}

/**
 * pg pool settings for a DATABASE_URL: the connection string, and the schema as the session's
 * search_path so unqualified table names (migrations, raw statements) land in it.
 */
export function pgPoolConfig(databaseUrl: string, extra: PoolConfig = {}): PoolConfig {
  const target = postgresTarget(databaseUrl);
  return {
    connectionString: target.connectionString,
    ...(target.schema === null
      ? {}
      : { options: `-c search_path=${quoteIdentifier(target.schema)}` }),
    ...extra,
  };
}
