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

/**
 * The account name behind an actor tag ("human:<email>"), or null: another kind of actor (the
 * command line's "cli:…", an agent), an unknown email, or an account without a name.
 */
export async function accountNameOfActor(
  prisma: PrismaClient,
  actor: string,
): Promise<string | null> {
  if (!actor.startsWith("human:")) return null;
  const row = await prisma.user.findUnique({
    where: { email: actor.slice("human:".length) },
    select: { name: true },
  });
  return row?.name?.trim() || null;
}
