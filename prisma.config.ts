import { defineConfig } from "prisma/config";

/**
 * Prisma CLI configuration (Prisma 7 reads the datasource URL from here, not the schema).
 * Offline, use `npm run db:generate`, `npm run db:migrate` and `npm run db:new -- <name>`.
 */
export default defineConfig({
  schema: "prisma/schema.prisma",
  migrations: { path: "prisma/migrations" },
  datasource: { url: process.env.DATABASE_URL ?? "file:./data/debrief.db" },
});
