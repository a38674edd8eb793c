import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { createPrismaClient, type PrismaClient } from "../db/client";
import { applyMigrations } from "../db/migrate";

/** A migrated SQLite file in a fresh temp folder, with a client on it (tests). */
export interface TestDatabase {
  databaseUrl: string;
  prisma: PrismaClient;
  /** Disconnects the client and deletes the folder. */
  dispose(): Promise<void>;
}

/**
 * Creates and migrates a test database. `nested`: put the file in a folder that does not
 * exist yet (applyMigrations must create it).
 */
export async function createTestDatabase(
  options: { nested?: boolean } = {},
): Promise<TestDatabase> {
  const folder = mkdtempSync(path.join(tmpdir(), "debrief-db-"));
  const file = options.nested
    ? path.join(folder, "nested", "test.db")
    : path.join(folder, "test.db");
  const databaseUrl = `file:${file}`;
  await applyMigrations(databaseUrl);
  const prisma = createPrismaClient(databaseUrl);
  return {
    databaseUrl,
    prisma,
    async dispose() {
      await prisma.$disconnect();
      rmSync(folder, { recursive: true, force: true });
    },
  };
}
