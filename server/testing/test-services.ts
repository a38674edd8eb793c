import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { createPrismaClient, type PrismaClient } from "../db/client";
import type { TelemetryExport } from "../telemetry/otel-export";
import { applyMigrations } from "../db/migrate";
import { createCaller } from "../api/root";
import { createServices, type AppServices } from "../runs/services";

const repoRoot = path.resolve(__dirname, "../..");

/**
 * Services over a fresh, migrated SQLite file in a temp folder, and a tRPC server-side caller
 * on them (integration tests call the real routers through it). `telemetryFor` builds the run
 * exporter over the test's database (none by default).
 */
export async function createTestServices(
  options: { telemetryFor?: (prisma: PrismaClient) => TelemetryExport } = {},
): Promise<{
  services: AppServices;
  caller: ReturnType<typeof createCaller>;
  dir: string;
}> {
  const dir = mkdtempSync(path.join(tmpdir(), "debrief-test-"));
  const databaseUrl = `file:${path.join(dir, "test.db")}`;
  await applyMigrations(databaseUrl);
  const prisma = createPrismaClient(databaseUrl);
  const services = await createServices({
    prisma,
    repoRoot,
    dataDir: dir,
    workspaceSpec: null,
    telemetry: options.telemetryFor?.(prisma) ?? null,
  });
  return { services, caller: createCaller({ prisma, services }), dir };
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
