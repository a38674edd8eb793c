import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase, type TestDatabase } from "../testing/test-database";
import { migrationsDir } from "./database-provider";
import { applyMigrations, migrationStatus, readMigrations } from "./migrate";

let database: TestDatabase;

beforeAll(async () => {
  // A nested folder that does not exist yet: applyMigrations creates it.
  database = await createTestDatabase({ nested: true });
});

afterAll(async () => {
  await database?.dispose();
});

describe("applyMigrations", () => {
  it("is idempotent and records every migration like the Prisma CLI", async () => {
    const { databaseUrl, prisma, provider } = database;
    const committed = readMigrations(migrationsDir(provider));
    expect(committed.length).toBeGreaterThan(0);
    expect(await applyMigrations(databaseUrl)).toEqual([]);
    const status = await migrationStatus(databaseUrl);
    expect(status.pending).toEqual([]);
    expect(status.edited).toEqual([]);
    expect(status.applied).toEqual(committed.map((migration) => migration.name));
    const rows = await prisma.$queryRawUnsafe<{ checksum: string; applied_steps_count: bigint }[]>(
      `SELECT checksum, applied_steps_count FROM "_prisma_migrations" ORDER BY migration_name`,
    );
    expect(rows.map((row) => row.checksum)).toEqual(committed.map((m) => m.checksum));
  });
});
