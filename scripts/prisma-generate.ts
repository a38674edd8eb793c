/**
 * `npm run db:generate`: writes both Prisma schemas from prisma/models.prisma
 * (scripts/prisma-schemas.ts), then runs `prisma generate` offline for each, giving the SQLite
 * and the PostgreSQL client in server/db/generated/<provider>/.
 *
 * The Prisma CLI tries to download a schema-engine binary at start; `generate` never calls
 * it, so PRISMA_SCHEMA_ENGINE_BINARY pointing at any existing file keeps the CLI offline.
 *
 * `--if-changed` (the demo uses it): generate only when the model or the Prisma version
 * changed since the last generation — a SHA-256 of both is stamped beside the clients
 * (`server/db/generated/.schema-hash`) — or a client is missing. Generating takes tens of
 * seconds; the check takes milliseconds.
 */
import { createHash } from "node:crypto";
import { spawnSync } from "node:child_process";
import { existsSync, readFileSync, writeFileSync } from "node:fs";
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

const modelsPath = path.join(root, "prisma", "models.prisma");
const generatedDir = path.join(root, "server", "db", "generated");
const stampPath = path.join(generatedDir, ".schema-hash");
const prismaVersion = (
  JSON.parse(readFileSync(path.join(root, "node_modules", "prisma", "package.json"), "utf8")) as {
    version: string;
  }
).version;
const modelHash = createHash("sha256")
  .update(`prisma ${prismaVersion}\n`)
  .update(readFileSync(modelsPath))
  .digest("hex");

if (process.argv.includes("--if-changed")) {
  const stamped = existsSync(stampPath) ? readFileSync(stampPath, "utf8").trim() : null;
  const clientsPresent = DATABASE_PROVIDERS.every((provider) =>
    existsSync(path.join(generatedDir, provider, "client.ts")),
  );
  if (stamped === modelHash && clientsPresent) {
    console.log("prisma clients are up to date with prisma/models.prisma (not regenerated)");
    process.exit(0);
  }
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
writeFileSync(stampPath, `${modelHash}\n`);
console.log(
  `prisma clients generated (${DATABASE_PROVIDERS.join(", ")}) in ${Date.now() - started} ms`,
);
