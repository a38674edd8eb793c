import { isRole, type Role } from "../shared/permissions";

/**
 * The signed-in person a request acts for: the tRPC context's `user` (null when signed out).
 * `role` is null when the stored role is not one of ROLES (such a user may do nothing).
 */
export interface SessionUser {
  id: string;
  email: string;
  name: string;
  role: Role | null;
}

/** The fields of Better Auth's user this module reads. */
export interface AuthUserFields {
  id: string;
  email: string;
  name: string;
  role?: string | null;
  banned?: boolean | null;
}

/** The SessionUser of a Better Auth user; null for a disabled (banned) one. */
export function toSessionUser(user: AuthUserFields): SessionUser | null {
  if (user.banned === true) return null;
  return {
    id: user.id,
    email: user.email,
    name: user.name,
    role: isRole(user.role) ? user.role : null,
  };
}
