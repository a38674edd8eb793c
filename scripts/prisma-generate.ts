/**
 * `npm run db:generate`: runs `prisma generate` offline.
 *
 * The Prisma CLI tries to download a schema-engine binary at start; `generate` never calls
 * it, so PRISMA_SCHEMA_ENGINE_BINARY pointing at any existing file keeps the CLI offline.
 */
import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const cli = path.join(root, "node_modules", "prisma", "build", "index.js");

if (!existsSync(cli)) {
  console.error(`prisma CLI not found at ${cli}; run npm ci first`);
  process.exit(1);
}

const started = Date.now();
const result = spawnSync(
  process.execPath,
  [cli, "generate", "--schema", path.join(root, "prisma", "schema.prisma")],
  {
    cwd: root,
    stdio: "inherit",
    env: {
      ...process.env,
      PRISMA_SCHEMA_ENGINE_BINARY: process.env.PRISMA_SCHEMA_ENGINE_BINARY ?? process.execPath,
      CHECKPOINT_DISABLE: "1",
      PRISMA_HIDE_UPDATE_MESSAGE: "1",
      PRISMA_GENERATE_NO_HINTS: "1",
    },
  },
);
if (result.status !== 0) {
  console.error(`prisma generate failed (exit ${String(result.status)})`);
  process.exit(result.status ?? 1);
}
console.log(`prisma client generated in ${Date.now() - started} ms`);
