import { defineConfig } from "prisma/config";

/**
 * Prisma CLI configuration (Prisma 7 reads the datasource URL from here, not the schema). The
 * DATABASE_URL scheme picks the provider's generated schema and migrations: prisma/sqlite/ for
 * `file:`, prisma/postgresql/ for `postgresql://`. Both schemas are written from
 * prisma/models.prisma. Offline, use `npm run db:generate`, `npm run db:migrate` and
 * `npm run db:new -- <name>`.
 */
const url = process.env.DATABASE_URL ?? "file:./data/debrief.db";
const provider = /^postgres(ql)?:\/\//i.test(url) ? "postgresql" : "sqlite";

export default defineConfig({
  schema: `prisma/${provider}/schema.prisma`,
  migrations: { path: `prisma/${provider}/migrations` },
  datasource: { url },
});
