import { prismaAdapter } from "better-auth/adapters/prisma";
import { databaseLocation, type PrismaClient } from "./db/client";
import type { Env } from "./env";
import { ActionLogRepository } from "./features/action-log/action-log-repository";
import { UserRepository } from "./features/users/user-repository";
import { createAccounts, type Accounts } from "./auth/accounts";
import { createAuth, type AuthSettings, type DebriefAuth } from "./auth/auth";
import { resolveAuthSecret } from "./auth/auth-secret";
import { oidcSettingsFromEnv } from "./auth/oidc-settings";

/**
 * The accounts part of the composition root (server/app-services.ts builds the rest): Better
 * Auth, the user store and the action log, with the sign-in settings from the environment.
 */

/** The accounts part of the services: Better Auth, the user store and the action log. */
export interface AccountServices {
  auth: DebriefAuth;
  accounts: Accounts;
  userRepository: UserRepository;
  actionLogRepository: ActionLogRepository;
}

/**
 * Better Auth over the app's client (its Prisma adapter gets the client here, and nowhere
 * else), with the user store and the action log. createAppServices builds it; so does
 * `npm run users`, which must not start the agent manager of a server that may be running.
 */
export function createAccountServices(
  prisma: PrismaClient,
  settings: Omit<AuthSettings, "database">,
): AccountServices {
  const provider = databaseLocation(prisma).provider;
  const auth = createAuth({
    ...settings,
    database: prismaAdapter(prisma, { provider }),
    accountExists: async (email) =>
      (await prisma.user.findUnique({ where: { email }, select: { id: true } })) !== null,
  });
  return {
    auth,
    accounts: createAccounts(auth, { oidcSignIn: settings.oidc !== null }),
    userRepository: new UserRepository(prisma),
    actionLogRepository: new ActionLogRepository(prisma),
  };
}

/** Sign-in settings from the validated environment; `dataDir` keeps a generated secret. */
export function authSettingsFromEnv(env: Env, dataDir: string): Omit<AuthSettings, "database"> {
  return {
    secret: resolveAuthSecret({ secret: env.BETTER_AUTH_SECRET, dataDir }),
    baseURL: env.DEBRIEF_BASE_URL,
    oidc: oidcSettingsFromEnv(env),
    signInAttemptsPerMinute: env.DEBRIEF_SIGN_IN_ATTEMPTS_PER_MINUTE,
    clientAddress:
      env.DEBRIEF_TRUSTED_PROXY === null
        ? null
        : {
            headers: env.DEBRIEF_TRUSTED_PROXY,
            trustedProxies: env.DEBRIEF_TRUSTED_PROXY_ADDRESSES ?? [],
          },
  };
}
