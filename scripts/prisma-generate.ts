/**
 * `npm run db:generate`: writes both Prisma schemas from prisma/models.prisma
 * (scripts/prisma-schemas.ts), then runs `prisma generate` offline for each, giving the SQLite
 * and the PostgreSQL client in server/db/generated/<provider>/.
 *
 * The Prisma CLI tries to download a schema-engine binary at start; `generate` never calls
 * it, so PRISMA_SCHEMA_ENGINE_BINARY pointing at any existing file keeps the CLI offline.
 */
import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { DATABASE_PROVIDERS, schemaPath } from "../server/db/database-provider";
import { syncSchemas } from "./prisma-schemas";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const cli = path.join(root, "node_modules", "prisma", "build", "index.js");

if (!existsSync(cli)) {
  console.error(`prisma CLI not found at ${cli}; run npm ci first`);
  process.exit(1);
}

const started = Date.now();
const written = syncSchemas(false);
for (const file of written)
  console.log(`wrote ${path.relative(root, file)} from prisma/models.prisma`);
for (const provider of DATABASE_PROVIDERS) {
  const result = spawnSync(process.execPath, [cli, "generate", "--schema", schemaPath(provider)], {
    cwd: root,
    stdio: ["ignore", "ignore", "inherit"],
    env: {
      ...process.env,
      PRISMA_SCHEMA_ENGINE_BINARY: process.env.PRISMA_SCHEMA_ENGINE_BINARY ?? process.execPath,
      CHECKPOINT_DISABLE: "1",
      PRISMA_HIDE_UPDATE_MESSAGE: "1",
      PRISMA_GENERATE_NO_HINTS: "1",
    },
  });
  if (result.status !== 0) {
    console.error(`prisma generate (${provider}) failed (exit ${String(result.status)})`);
    process.exit(result.status ?? 1);
  }
}
console.log(
  `prisma clients generated (${DATABASE_PROVIDERS.join(", ")}) in ${Date.now() - started} ms`,
);
