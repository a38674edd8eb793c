import type { PrismaClient } from "../../db/prisma-types";

/**
 * The display names of the accounts among `userIds`, by id, read when shown (a renamed person
 * shows renamed). Unknown ids are left out; an account without a name maps to null. Used by
 * the pages that name who made something (experiments, dataset versions).
 */
export async function accountNames(
  prisma: PrismaClient,
  userIds: readonly string[],
): Promise<Map<string, string | null>> {
  const unique = [...new Set(userIds)];
  if (unique.length === 0) return new Map();
  const accounts = await prisma.user.findMany({
    where: { id: { in: unique } },
    select: { id: true, name: true },
  });
  return new Map(accounts.map((account) => [account.id, account.name]));
}

/** The name shown for `userId`: its account's trimmed name, or null (the caller shows the email). */
export function shownAccountName(
  names: ReadonlyMap<string, string | null>,
  userId: string,
): string | null {
  return names.get(userId)?.trim() || null;
}
