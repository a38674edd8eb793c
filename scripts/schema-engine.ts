/**
 * Loads Prisma's WebAssembly schema engine (@prisma/schema-engine-wasm) without
 * `--experimental-wasm-modules`: the `.wasm` is instantiated here and handed to the
 * package's JS glue. Used by scripts/db-migrate.ts (`new`, `status`); offline.
 */
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { PrismaBetterSqlite3 } from "@prisma/adapter-better-sqlite3";
import { PrismaPg } from "@prisma/adapter-pg";
import { bindMigrationAwareSqlAdapterFactory } from "@prisma/driver-adapter-utils";
import pg from "pg";
import { databaseProvider } from "../server/db/database-provider";
import { pgPoolConfig } from "../server/db/postgres-url";
import type { SchemaEngine } from "@prisma/schema-engine-wasm";
import type * as GlueModule from "@prisma/schema-engine-wasm/schema_engine_bg";

type Glue = typeof GlueModule & {
  __wbg_set_wasm(exports: WebAssembly.Exports): void;
};

let gluePromise: Promise<Glue> | null = null;

async function loadGlue(): Promise<Glue> {
  const require = createRequire(import.meta.url);
  const glueFile = require.resolve("@prisma/schema-engine-wasm/schema_engine_bg");
  const wasmPath = path.join(path.dirname(glueFile), "schema_engine_bg.wasm");
  const glue = (await import("@prisma/schema-engine-wasm/schema_engine_bg")) as Glue;
  const module = await WebAssembly.compile(readFileSync(wasmPath));
  const instance = await WebAssembly.instantiate(module, {
    "./schema_engine_bg.js": glue as unknown as WebAssembly.ModuleImports,
  });
  glue.__wbg_set_wasm(instance.exports);
  const start = instance.exports.__wbindgen_start;
  if (typeof start === "function") start();
  return glue;
}

/** PostgreSQL's `"char"` type (pg_catalog columns such as relkind); adapter-pg rejects it. */
const CHAR_OID = 18;
/** `text`. */
const TEXT_OID = 25;

/**
 * A pg pool whose results report `"char"` columns as text: the schema engine's introspection
 * reads catalog columns of that type, which @prisma/adapter-pg has no mapping for (pg already
 * returns their values as strings). The pool's connections are ended by the adapter.
 */
function introspectionPool(databaseUrl: string): pg.Pool {
  const pool = new pg.Pool(pgPoolConfig(databaseUrl));
  const query = pool.query.bind(pool) as (...args: unknown[]) => Promise<pg.QueryResult>;
  const patched = async (...args: unknown[]): Promise<pg.QueryResult> => {
    const result = await query(...args);
    for (const field of result.fields ?? []) {
      if (field.dataTypeID === CHAR_OID) field.dataTypeID = TEXT_OID;
    }
    return result;
  };
  pool.query = patched as typeof pool.query;
  return pool;
}

/**
 * A schema engine bound to the database at `databaseUrl` (a SQLite `file:` URL or a
 * `postgresql://` URL of an existing database), with the given Prisma schema loaded. Call
 * `engine.free()` when done.
 */
export async function openSchemaEngine(
  databaseUrl: string,
  schemaFileName: string,
  schemaText: string,
  log: (message: string) => void = () => {},
): Promise<SchemaEngine> {
  gluePromise ??= loadGlue();
  const glue = await gluePromise;
  const factory = bindMigrationAwareSqlAdapterFactory(
    databaseProvider(databaseUrl) === "postgresql"
      ? new PrismaPg(introspectionPool(databaseUrl), { disposeExternalPool: true })
      : new PrismaBetterSqlite3({ url: databaseUrl }),
  );
  return glue.SchemaEngine.new({ datamodels: [[schemaFileName, schemaText]] }, log, factory);
}
