import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase, type TestDatabase } from "../testing/test-database";
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
    const { databaseUrl, prisma } = database;
    expect(await applyMigrations(databaseUrl)).toEqual([]);
    const status = migrationStatus(databaseUrl);
    expect(status.pending).toEqual([]);
    expect(status.edited).toEqual([]);
    expect(status.applied).toEqual(readMigrations().map((migration) => migration.name));
    const rows = await prisma.$queryRawUnsafe<{ checksum: string; applied_steps_count: bigint }[]>(
      `SELECT checksum, applied_steps_count FROM "_prisma_migrations" ORDER BY migration_name`,
    );
    expect(rows.map((row) => row.checksum)).toEqual(readMigrations().map((m) => m.checksum));
  });
});
