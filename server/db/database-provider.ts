import { existsSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

/**
 * The two databases Debrief runs on, told apart by the DATABASE_URL scheme: `file:` is SQLite
 * (the embedded default), `postgresql://` or `postgres://` is PostgreSQL (team service). Each
 * has its own generated schema, migrations folder and client under prisma/<provider>/ and
 * server/db/generated/<provider>/, all made from the one model in prisma/models.prisma.
 */

/** The providers, in the order scripts treat them. */
export const DATABASE_PROVIDERS = ["sqlite", "postgresql"] as const;

/** One of DATABASE_PROVIDERS. */
export type DatabaseProvider = (typeof DATABASE_PROVIDERS)[number];

/** True for a PostgreSQL connection URL. */
export function isPostgresUrl(databaseUrl: string): boolean {
  return /^postgres(ql)?:\/\//i.test(databaseUrl.trim());
}

/**
 * The provider of a DATABASE_URL. Throws for any other scheme, naming the two accepted ones.
 */
export function databaseProvider(databaseUrl: string): DatabaseProvider {
  if (isPostgresUrl(databaseUrl)) return "postgresql";
  if (databaseUrl.trim().startsWith("file:")) return "sqlite";
  throw new Error(
    "DATABASE_URL must be a SQLite `file:` URL or a `postgresql://` URL (got another scheme)",
  );
}

/**
 * prisma/ of this repository: found next to this module (scripts, tests), or under the working
 * directory when bundled code runs from elsewhere (next start).
 */
export const PRISMA_DIR = ((): string => {
  const besideModule = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..", "..");
  const candidate = path.join(besideModule, "prisma");
  return existsSync(path.join(candidate, "models.prisma"))
    ? candidate
    : path.resolve(process.cwd(), "prisma");
})();

/** The one model source, prisma/models.prisma. */
export const MODELS_PATH = path.join(PRISMA_DIR, "models.prisma");

/** prisma/<provider>/schema.prisma (generated from the model source). */
export function schemaPath(provider: DatabaseProvider): string {
  return path.join(PRISMA_DIR, provider, "schema.prisma");
}

/** prisma/<provider>/migrations. */
export function migrationsDir(provider: DatabaseProvider): string {
  return path.join(PRISMA_DIR, provider, "migrations");
}
