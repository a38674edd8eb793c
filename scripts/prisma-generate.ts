/**
 * `npm run db:generate`: runs `prisma generate` offline.
 *
 * The Prisma CLI tries to download a schema-engine binary at start; `generate` never calls
 * it, so PRISMA_SCHEMA_ENGINE_BINARY pointing at any existing file keeps the CLI offline.
 *
 * `--if-changed` (the demo uses it): generate only when the schema or the Prisma version
 * changed since the last generation — a SHA-256 of both is stamped beside the client
 * (`server/db/generated/.schema-hash`) — or the client is missing. Generating takes tens of
 * seconds; the check takes milliseconds.
 */
import { createHash } from "node:crypto";
import { spawnSync } from "node:child_process";
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const cli = path.join(root, "node_modules", "prisma", "build", "index.js");

if (!existsSync(cli)) {
  console.error(`prisma CLI not found at ${cli}; run npm ci first`);
  process.exit(1);
}

const schemaPath = path.join(root, "prisma", "schema.prisma");
const generatedDir = path.join(root, "server", "db", "generated");
const stampPath = path.join(generatedDir, ".schema-hash");
const prismaVersion = (
  JSON.parse(readFileSync(path.join(root, "node_modules", "prisma", "package.json"), "utf8")) as {
    version: string;
  }
).version;
const schemaHash = createHash("sha256")
  .update(`prisma ${prismaVersion}\n`)
  .update(readFileSync(schemaPath))
  .digest("hex");

if (process.argv.includes("--if-changed")) {
  const stamped = existsSync(stampPath) ? readFileSync(stampPath, "utf8").trim() : null;
  if (stamped === schemaHash && existsSync(path.join(generatedDir, "client.ts"))) {
    console.log("prisma client is up to date with prisma/schema.prisma (not regenerated)");
    process.exit(0);
  }
}

const started = Date.now();
const result = spawnSync(process.execPath, [cli, "generate", "--schema", schemaPath], {
  cwd: root,
  stdio: "inherit",
  env: {
    ...process.env,
    PRISMA_SCHEMA_ENGINE_BINARY: process.env.PRISMA_SCHEMA_ENGINE_BINARY ?? process.execPath,
    CHECKPOINT_DISABLE: "1",
    PRISMA_HIDE_UPDATE_MESSAGE: "1",
    PRISMA_GENERATE_NO_HINTS: "1",
  },
});
if (result.status !== 0) {
  console.error(`prisma generate failed (exit ${String(result.status)})`);
  process.exit(result.status ?? 1);
}
writeFileSync(stampPath, `${schemaHash}\n`);
console.log(`prisma client generated in ${Date.now() - started} ms`);
