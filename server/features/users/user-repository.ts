import type { PrismaClient } from "../../db/prisma-types";
import { isUniqueViolation, translateWriteErrors } from "../../db/prisma-errors";
import { isRole, type Role } from "../../shared/permissions";
import type { UserPage, UserView } from "./user-views";

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

  /** One page of users, oldest first; `cursor` is the last id of the previous page. */
  async list(page: { cursor?: string; limit: number }): Promise<UserPage> {
    if (page.cursor !== undefined) {
      const exists = await this.prisma.user.findUnique({ where: { id: page.cursor } });
      if (exists === null) return { users: [], nextCursor: null };
    }
    const rows = await this.prisma.user.findMany({
      select: VIEW_FIELDS,
      orderBy: [{ createdAt: "asc" }, { id: "asc" }],
      take: page.limit + 1,
      ...(page.cursor === undefined ? {} : { cursor: { id: page.cursor }, skip: 1 }),
    });
    const users = rows.slice(0, page.limit).map(toView);
    return { users, nextCursor: rows.length > page.limit ? (users.at(-1)?.id ?? null) : null };
  }

  /** One user, or null. */
  async find(userId: string): Promise<UserView | null> {
    const row = await this.prisma.user.findUnique({ where: { id: userId }, select: VIEW_FIELDS });
    return row === null ? null : toView(row);
  }

  /** One user by email (lower-case), or null. */
  async findByEmail(email: string): Promise<UserView | null> {
    const row = await this.prisma.user.findUnique({ where: { email }, select: VIEW_FIELDS });
    return row === null ? null : toView(row);
  }

  /** How many enabled users have the admin role. */
  countActiveAdmins(): Promise<number> {
    return this.prisma.user.count({ where: { role: "admin", NOT: { banned: true } } });
  }

  /** True when any user has the admin role (enabled or not). */
  async hasAdmin(): Promise<boolean> {
    return (await this.prisma.user.count({ where: { role: "admin" } })) > 0;
  }

  /** Sets a user's role. NotFoundError for an unknown user. */
  async setRole(userId: string, role: Role): Promise<void> {
    await translateWriteErrors(
      () =>
        this.prisma.user.update({ where: { id: userId }, data: { role, updatedAt: new Date() } }),
      { missing: `user ${userId} does not exist` },
    );
  }

  /**
   * Disables a user (Better Auth's `banned`) and ends every session they have, in one
   * transaction; or enables them again. NotFoundError for an unknown user.
   */
  async setDisabled(userId: string, disabled: boolean): Promise<void> {
    const data = {
      banned: disabled,
      banReason: disabled ? "disabled by an administrator" : null,
      updatedAt: new Date(),
    };
    await translateWriteErrors(
      async () => {
        const update = this.prisma.user.update({ where: { id: userId }, data });
        if (!disabled) await update;
        else
          await this.prisma.$transaction([
            update,
            this.prisma.session.deleteMany({ where: { userId } }),
          ]);
      },
      { missing: `user ${userId} does not exist` },
    );
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
