import { APIError } from "better-auth/api";
import { ConflictError, InputValidationError } from "../runtime/errors";
import type { Role } from "../shared/permissions";
import type { DebriefAuth } from "./auth";
import { toSessionUser, type SessionUser } from "./session-user";

/** A new account: Better Auth hashes the password (none: the person signs in through OIDC). */
export interface NewAccount {
  email: string;
  name: string;
  role: Role;
  password?: string;
}

/**
 * Accounts and sessions as the services see them (Better Auth behind it): create an account,
 * and find the signed-in user of a request.
 */
export interface Accounts {
  /** Whether people can sign in through OIDC (else only with a password). */
  readonly oidcSignIn: boolean;
  /** Creates the account; ConflictError when the email is taken. Returns the new user's id. */
  create(account: NewAccount): Promise<{ id: string }>;
  /** The signed-in user of a request's cookies; null when signed out, expired or disabled. */
  sessionUser(headers: Headers): Promise<SessionUser | null>;
}

/** The Accounts of a Better Auth instance; `oidcSignIn`: whether OIDC sign-in is configured. */
export function createAccounts(auth: DebriefAuth, options: { oidcSignIn: boolean }): Accounts {
  return {
    oidcSignIn: options.oidcSignIn,
    async create(account) {
      try {
        // Called without request headers: Better Auth treats it as a trusted server call.
        const { user } = await auth.api.createUser({
          body: {
            email: account.email,
            name: account.name,
            role: account.role,
            ...(account.password === undefined ? {} : { password: account.password }),
          },
        });
        return { id: user.id };
      } catch (error) {
        throw translateAuthError(error, account.email);
      }
    },
    async sessionUser(headers) {
      const session = await auth.api.getSession({ headers });
      return session === null ? null : toSessionUser(session.user);
    },
  };
}

/** Better Auth's refusals as Debrief errors (same meaning, a message naming the account). */
function translateAuthError(error: unknown, email: string): unknown {
  if (!(error instanceof APIError)) return error;
  if (error.body?.code === "USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL")
    return new ConflictError(
      `An account with the email ${email} already exists: use another email, or change that account`,
    );
  if (error.statusCode === 400) return new InputValidationError(error.message || "invalid account");
  return error;
}
