import type { PrismaClient } from "../../db/prisma-types";
import { databaseLocation } from "../../db/client";
import type { Prisma } from "../../db/prisma-types";
import { isUniqueViolation } from "../../db/prisma-errors";
import { NotFoundError, RuleViolationError } from "../../runtime/errors";
import { isRole, type Role } from "../../shared/permissions";
import { namesLookAlike } from "./look-alike-name";
import type { UserPage, UserView } from "./user-views";

type Transaction = Prisma.TransactionClient;

/** The advisory lock key (PostgreSQL) that serializes changes of the admin set. */
const ADMIN_SET_LOCK = 7_310_001;

/** The row fields a UserView is built from. */
interface UserRow {
  id: string;
  email: string;
  name: string;
  role: string | null;
  banned: boolean | null;
  createdAt: Date;
  accounts: { providerId: string }[];
}

function toView(row: UserRow): UserView {
  return {
    id: row.id,
    email: row.email,
    name: row.name,
    role: isRole(row.role) ? row.role : null,
    disabled: row.banned === true,
    createdAt: row.createdAt.getTime(),
    signInMethods: [
      ...new Set(
        row.accounts.map((account) =>
          account.providerId === "credential" ? "password" : account.providerId,
        ),
      ),
    ].sort(),
  };
}

const VIEW_FIELDS = {
  id: true,
  email: true,
  name: true,
  role: true,
  banned: true,
  createdAt: true,
  accounts: { select: { providerId: true } },
} as const;

/**
 * The users, roles and the first-admin claim, over Better Auth's tables. Besides Better Auth's
 * own adapter (which creates accounts and sessions), this is the only code that touches them.
 */
export class UserRepository {
  constructor(private readonly prisma: PrismaClient) {}

  /**
   * One page of users, oldest first; `cursor` is the last id of the previous page
   * (NotFoundError for a cursor that names no user, like every cursor-paginated list; the page
   * holds the users after its place even when that account is removed during the read).
   */
  async list(page: { cursor?: string; limit: number }): Promise<UserPage> {
    // The users after the cursor's place in the order (keyset on the row read here), so a
    // cursor account removed meanwhile (removeNewAccount) still gives the next page.
    let after: Prisma.UserWhereInput = {};
    if (page.cursor !== undefined) {
      const cursor = await this.prisma.user.findUnique({
        where: { id: page.cursor },
        select: { id: true, createdAt: true },
      });
      if (cursor === null) throw new NotFoundError(`unknown cursor: ${page.cursor}`);
      after = {
        OR: [
          { createdAt: { gt: cursor.createdAt } },
          { createdAt: cursor.createdAt, id: { gt: cursor.id } },
        ],
      };
    }
    const rows = await this.prisma.user.findMany({
      where: after,
      select: VIEW_FIELDS,
      orderBy: [{ createdAt: "asc" }, { id: "asc" }],
      take: page.limit + 1,
    });
    const users = rows.slice(0, page.limit).map(toView);
    return { users, nextCursor: rows.length > page.limit ? (users.at(-1)?.id ?? null) : null };
  }

  /** One user, or null. */
  async find(userId: string): Promise<UserView | null> {
    const row = await this.prisma.user.findUnique({ where: { id: userId }, select: VIEW_FIELDS });
    return row === null ? null : toView(row);
  }

  /**
   * The email and display name ("" when none) of the users among `userIds` that exist, by id
   * (unknown ids are left out).
   */
  async peopleById(userIds: string[]): Promise<Map<string, { email: string; name: string }>> {
    if (userIds.length === 0) return new Map();
    const rows = await this.prisma.user.findMany({
      where: { id: { in: userIds } },
      select: { id: true, email: true, name: true },
    });
    return new Map(rows.map((row) => [row.id, { email: row.email, name: row.name }]));
  }

  /** Sets a user's display name; NotFoundError for an unknown id. */
  async rename(userId: string, name: string): Promise<void> {
    const { count } = await this.prisma.user.updateMany({ where: { id: userId }, data: { name } });
    if (count === 0) throw new NotFoundError(`user ${userId} does not exist`);
  }

  /**
   * Gives a user back the display name `previous` unless their name is no longer `current` (a
   * rename that lost a race for its name must not undo another rename that won meanwhile).
   * Nothing happens for an unknown id.
   */
  async undoRename(userId: string, current: string, previous: string): Promise<void> {
    await this.prisma.user.updateMany({
      where: { id: userId, name: current },
      data: { name: previous },
    });
  }

  /** One user by email (lower-case), or null. */
  async findByEmail(email: string): Promise<UserView | null> {
    const row = await this.prisma.user.findUnique({ where: { email }, select: VIEW_FIELDS });
    return row === null ? null : toView(row);
  }

  /**
   * The users whose display name is `name` as people read it (namesLookAlike: case, width
   * and spaces aside, or look-alike letters: "ВОВ" in Cyrillic or "B0b" is "Bob"), oldest
   * first (createdAt, then id). Reads every user's name: accounts are made by
   * administrators, so there are few.
   */
  async usersNamed(name: string): Promise<{ id: string; name: string }[]> {
    const rows = await this.prisma.user.findMany({
      select: { id: true, name: true },
      orderBy: [{ createdAt: "asc" }, { id: "asc" }],
    });
    return rows.filter((row) => namesLookAlike(row.name, name));
  }

  /**
   * Removes an account just created (its sign-in methods and sessions go with it): a creation
   * that lost a race for its display name. Nothing happens for an unknown id.
   */
  async removeNewAccount(userId: string): Promise<void> {
    await this.prisma.user.deleteMany({ where: { id: userId } });
  }

  /** True when any user has the admin role (enabled or not). */
  async hasAdmin(): Promise<boolean> {
    return (await this.prisma.user.count({ where: { role: "admin" } })) > 0;
  }

  /**
   * Changes one user's access (`role` and/or `disabled`; disabling also ends their sessions)
   * in one transaction that holds the admin set while it checks and writes: when the change
   * takes away an enabled administrator (a new role other than admin, or disabled) and no
   * other enabled administrator exists, nothing is written and RuleViolationError(`refusal`:
   * "<refusal>: at least one enabled administrator must remain") is thrown. Two admins
   * demoting each other at once: one succeeds, the other is refused (issue: check-then-act).
   * NotFoundError for an unknown user. Serialization: SQLite, the transaction's first
   * statement is a write (it takes the database's write lock before the check reads, as BEGIN
   * IMMEDIATE would, also against other processes); PostgreSQL, a transaction-scoped advisory
   * lock on the admin set that every such change takes before it reads.
   */
  async changeAccess(
    userId: string,
    change: { role?: Role; disabled?: boolean },
    refusal: string,
  ): Promise<void> {
    const missing = `user ${userId} does not exist`;
    const now = new Date();
    await this.prisma.$transaction(async (tx) => {
      await this.holdAdminSet(tx, userId, now);
      const before = await tx.user.findUnique({
        where: { id: userId },
        select: { role: true, banned: true },
      });
      if (before === null) throw new NotFoundError(missing);
      const wasEnabledAdmin = before.role === "admin" && before.banned !== true;
      const removesAdmin =
        (change.role !== undefined && change.role !== "admin") || change.disabled === true;
      if (wasEnabledAdmin && removesAdmin) {
        const others = await tx.user.count({
          where: { role: "admin", NOT: [{ banned: true }, { id: userId }] },
        });
        if (others === 0)
          throw new RuleViolationError(
            `${refusal}: at least one enabled administrator must remain`,
          );
      }
      await tx.user.update({
        where: { id: userId },
        data: {
          updatedAt: now,
          ...(change.role === undefined ? {} : { role: change.role }),
          ...(change.disabled === undefined
            ? {}
            : {
                banned: change.disabled,
                banReason: change.disabled ? "disabled by an administrator" : null,
              }),
        },
      });
      if (change.disabled === true) await tx.session.deleteMany({ where: { userId } });
    });
  }

  /**
   * Takes the lock that serializes changes of the admin set inside `tx`, before anything is
   * read: PostgreSQL, an advisory transaction lock; SQLite, a write to the user's row (its
   * updatedAt), which takes the database's write lock.
   */
  private async holdAdminSet(tx: Transaction, userId: string, now: Date): Promise<void> {
    if (databaseLocation(this.prisma).provider === "postgresql") {
      await tx.$executeRaw`SELECT pg_advisory_xact_lock(${ADMIN_SET_LOCK})`;
      return;
    }
    await tx.user.updateMany({ where: { id: userId }, data: { updatedAt: now } });
  }

  /**
   * Claims the first-admin setup (the FirstAdminClaim row with id 1). True for the one caller
   * that inserted it; false when a setup already claimed it (concurrent or earlier).
   */
  async claimFirstAdmin(email: string, at: number): Promise<boolean> {
    try {
      await this.prisma.firstAdminClaim.create({
        data: { id: 1, email, createdAt: new Date(at) },
      });
      return true;
    } catch (error) {
      if (isUniqueViolation(error)) return false;
      throw error;
    }
  }

  /** Gives the claim back after a setup that failed before creating the administrator. */
  async releaseFirstAdminClaim(): Promise<void> {
    await this.prisma.firstAdminClaim.deleteMany({ where: { id: 1 } });
  }
}
