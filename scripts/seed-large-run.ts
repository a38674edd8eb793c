/**
 * `tsx scripts/seed-large-run.ts [runId]`: writes a finished run with 5,002 transcript items
 * (server/testing/large-run.ts) into DATABASE_URL and prints its id. The e2e suite measures the
 * run page on it (issue 12: "stays fast at 5,000 items"); handy by hand too.
 */
import { createPrismaClient } from "../server/db/client";
import { applyMigrations } from "../server/db/migrate";
import { getEnv } from "../server/env";
import { PrismaRunStore } from "../server/features/runs/run-store-repository";
import { buildLargeRun, writeLargeRun } from "../server/testing/large-run";

async function main(): Promise<void> {
  const env = getEnv();
  await applyMigrations(env.DATABASE_URL);
  const prisma = createPrismaClient(env.DATABASE_URL);
  try {
    const runId = process.argv[2] ?? `run_large_${Date.now().toString(36)}`;
    const large = buildLargeRun(runId, Date.now() - 200_000);
    await writeLargeRun(new PrismaRunStore(prisma), large);
    console.log(runId);
  } finally {
    await prisma.$disconnect();
  }
}

void main();
