import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { PrismaClient } from "../../db/prisma-types";
import { createTestDatabase, type TestDatabase } from "../../testing/test-database";
import { UserRepository } from "./user-repository";

/**
 * The users list continues after its cursor's place even when the cursor's account is removed
 * (UserRepository.removeNewAccount) between the page's reads: the next page, not an empty one
 * that reads as the end of the list.
 */

let database: TestDatabase;

beforeAll(async () => {
  database = await createTestDatabase();
  for (const [index, id] of ["user_a", "user_b", "user_c", "user_d"].entries()) {
    const at = new Date(1_000 + index);
    await database.prisma.user.create({
      data: { id, name: id, email: `${id}@example.com`, createdAt: at, updatedAt: at },
    });
  }
});

afterAll(async () => {
  await database?.dispose();
});

/** `prisma` whose user.findUnique removes the user it found before answering. */
function removingAfterFind(prisma: PrismaClient): PrismaClient {
  const user = new Proxy(prisma.user, {
    get(target, property, receiver) {
      if (property !== "findUnique") return Reflect.get(target, property, receiver) as unknown;
      return async (args: { where: { id: string } }) => {
        const found = await target.findUnique(args);
        await target.deleteMany({ where: { id: args.where.id } });
        return found;
      };
    },
  });
  return new Proxy(prisma, {
    get(target, property, receiver) {
      return property === "user" ? user : (Reflect.get(target, property, receiver) as unknown);
    },
  });
}

describe("users list cursor removed during the page", () => {
  it("gives the users after the cursor's place", async () => {
    const repository = new UserRepository(removingAfterFind(database.prisma));
    const page = await repository.list({ cursor: "user_b", limit: 10 });
    expect(page.users.map((user) => user.id)).toEqual(["user_c", "user_d"]);
    expect(page.nextCursor).toBeNull();
  });
});
