import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ConflictError } from "../../runtime/errors";
import { createTestDatabase, type TestDatabase } from "../../testing/test-database";
import { WorkspaceRepository } from "./workspace-repository";

let database: TestDatabase;

beforeAll(async () => {
  database = await createTestDatabase();
});

afterAll(async () => {
  await database?.dispose();
});

describe("workspace repository", () => {
  it("adds, lists and rejects a duplicate name", async () => {
    const repository = new WorkspaceRepository(database.prisma);
    const added = await repository.add({
      name: "payments",
      rootPath: "/srv/payments",
      databasePath: "/srv/payments/app.db",
      createdAt: 1_764_446_400_999,
    });
    expect(added.id).toMatch(/^ws_/);
    expect(await repository.list()).toEqual([added]);
    await expect(
      repository.add({ name: "payments", rootPath: "/tmp", databasePath: null }),
    ).rejects.toBeInstanceOf(ConflictError);
  });
});
