import type { Role } from "../../shared/permissions";

/** A user as the Users page shows it (never a password hash or a session). */
export interface UserView {
  id: string;
  email: string;
  name: string;
  /** null when the stored role is not one of ROLES (such a user may do nothing). */
  role: Role | null;
  disabled: boolean;
  /** Epoch ms. */
  createdAt: number;
  /** How the user can sign in: "password", "oidc". */
  signInMethods: string[];
}

/** One page of users, oldest first; `nextCursor` is null on the last page. */
export interface UserPage {
  users: UserView[];
  nextCursor: string | null;
}

/** Whether the first administrator still has to be created (fresh database). */
export interface SetupStatus {
  setupNeeded: boolean;
}
