import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { createCaller } from "../api/root";
import { createAppServices, type AppServices } from "../app-services";
import { createPrismaClient } from "../db/client";
import { applyMigrations } from "../db/migrate";

const repoRoot = path.resolve(__dirname, "../..");

/**
 * Services over a fresh, migrated SQLite file in a temp folder, and a tRPC server-side caller
 * on them (integration tests call the real routers through it).
 */
export async function createTestServices(): Promise<{
  services: AppServices;
  caller: ReturnType<typeof createCaller>;
  dir: string;
}> {
  const dir = mkdtempSync(path.join(tmpdir(), "debrief-test-"));
  const databaseUrl = `file:${path.join(dir, "test.db")}`;
  await applyMigrations(databaseUrl);
  const prisma = createPrismaClient(databaseUrl);
  const services = await createAppServices({
    prisma,
    repoRoot,
    dataDir: dir,
    workspaceSpec: null,
  });
  return { services, caller: createCaller(services), dir };
}

/** Poll until the run is terminal (ms timeout); returns its detail. */
export async function waitForRun(
  caller: ReturnType<typeof createCaller>,
  runId: string,
  timeoutMs = 20_000,
) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const detail = await caller.runs.get({ runId });
    if (!["queued", "running"].includes(detail.run.status)) return detail;
    if (Date.now() > deadline)
      throw new Error(`run ${runId} still ${detail.run.status} after ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
