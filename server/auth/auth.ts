import { betterAuth, type BetterAuthOptions } from "better-auth";
import { nextCookies } from "better-auth/next-js";
import { APIError, createAuthMiddleware, getSessionFromCtx } from "better-auth/api";
import { SignInAttemptLimiter } from "./sign-in-attempts";
import { betterAuthIpAddressOptions, type ClientAddressSettings } from "./client-address";
import { admin, genericOAuth } from "better-auth/plugins";
import { MAX_PASSWORD_LENGTH, MIN_PASSWORD_LENGTH } from "../shared/limits";
import { emailSchema, personNameSchema } from "../shared/user-inputs";
import { accessControl, accessRoles } from "./access-control";
import { OIDC_PROVIDER_ID, type OidcSettings } from "./oidc-settings";

/**
 * Better Auth, configured once (server/app-services.ts builds it): email + password with
 * sessions in the database (Prisma adapter), the admin plugin's roles built from the one
 * permission table, optional OIDC (generic OAuth plugin) and Next.js cookies for server
 * actions. Nobody signs themselves up: accounts come from the first-admin setup, the Users
 * page, `npm run users -- add`, or (when DEBRIEF_OIDC_SIGN_UP_ROLE is set) a first OIDC sign-in.
 */

/**
 * The admin plugin's HTTP endpoints, closed: accounts are managed through the users feature
 * (tRPC `users.*`, `npm run users`), which checks users:manage and writes the action log. The
 * plugin still supplies the role and ban fields, refuses sign-in to disabled accounts and
 * creates accounts for the server (`auth.api.createUser`, which is not an HTTP call).
 */
/**
 * Better Auth's self-service profile edit: a person could rename themselves to another's
 * display name, which is how corrections and cancels are signed inside a run ("human:<name>"),
 * and set any image URL. Names are set by administrators (the Users page, `npm run users`).
 */
export const CLOSED_SELF_SERVICE_PATHS = ["/update-user"];

/**
 * Better Auth's endpoints that check a signed-in person's password (`/verify-password`,
 * `/change-password`, `/delete-user` with a password): each attempt takes from the same
 * per-account limit as signing in, so a stolen session cannot guess its account's password
 * faster than a sign-in form could.
 */
export const PASSWORD_CHECKING_PATHS: ReadonlySet<string> = new Set([
  "/verify-password",
  "/change-password",
  "/delete-user",
]);

export const CLOSED_ADMIN_PATHS = [
  "/admin/set-role",
  "/admin/get-user",
  "/admin/create-user",
  "/admin/update-user",
  "/admin/list-users",
  "/admin/list-user-sessions",
  "/admin/unban-user",
  "/admin/ban-user",
  "/admin/impersonate-user",
  "/admin/stop-impersonating",
  "/admin/revoke-user-session",
  "/admin/revoke-user-sessions",
  "/admin/remove-user",
  "/admin/set-user-password",
  "/admin/has-permission",
];

/**
 * A person's name as Better Auth is about to store it, under the app's rule (personNameSchema:
 * trimmed, 1 to 80 characters, no control, bidirectional or other format characters). Better
 * Auth's own endpoints (`/update-user`, an OIDC sign-up) take any string, and the name reaches
 * correction authors and the model's context; a name that breaks the rule is refused with
 * APIError 400 and the rule's message.
 */
export function checkedPersonName(name: unknown): string {
  const parsed = personNameSchema.safeParse(name);
  if (parsed.success) return parsed.data;
  throw new APIError("BAD_REQUEST", { message: parsed.error.issues[0]!.message });
}

/** What createAuth needs. */
export interface AuthSettings {
  /** Better Auth's database adapter (the Prisma adapter over the app's client). */
  database: BetterAuthOptions["database"];
  /** Signs session cookies (server/auth/auth-secret.ts). */
  secret: string;
  /** Where the app is served (DEBRIEF_BASE_URL). */
  baseURL: string;
  /** OIDC sign-in, or null. */
  oidc: OidcSettings | null;
  /** Sign-in attempts one account, and one address (behind a proxy), may make per minute (default 10). */
  signInAttemptsPerMinute?: number;
  /**
   * The headers a proxy in front of Debrief sets with the client's address; null or absent:
   * no proxy, so no header is trusted and Better Auth keeps no per-address count.
   */
  clientAddress?: ClientAddressSettings | null;
  /** Better Auth's rate limiter; default: on in production only (Better Auth's own default). */
  rateLimit?: boolean;
  /**
   * Whether an account has `email` (lower-case): the sign-in limit keeps an existing account's
   * bucket until it refills, an unknown address's only in a bounded LRU (sign-in-attempts.ts).
   * Absent: every address counts as an account.
   */
  accountExists?: (email: string) => Promise<boolean>;
  /** The clock of the per-account sign-in limit (sign-in-attempts.ts); default Date.now. */
  now?: () => number;
}

/** The Better Auth instance (handler, `api.getSession`, `api.createUser`, …). */
export function createAuth(settings: AuthSettings) {
  const { oidc } = settings;
  const perMinute = settings.signInAttemptsPerMinute ?? 10;
  const attempts = new SignInAttemptLimiter(perMinute, settings.now);
  /** Takes one password attempt of `email`'s account; APIError 429 (with Retry-After) past the limit. */
  const refuseIfLimited = (email: string, known: boolean) => {
    const retryAfterMs = attempts.take(email, known);
    if (retryAfterMs === null) return;
    const retryAfterSeconds = Math.ceil(retryAfterMs / 1000);
    throw new APIError(
      "TOO_MANY_REQUESTS",
      {
        message: `too many password attempts for this account: at most ${perMinute} a minute; try again in ${retryAfterSeconds} s`,
      },
      // The wait is known: said in the header too, as every other 429 here does.
      { "Retry-After": String(retryAfterSeconds) },
    );
  };
  return betterAuth({
    appName: "Debrief",
    baseURL: settings.baseURL,
    secret: settings.secret,
    database: settings.database,
    telemetry: { enabled: false },
    disabledPaths: [...CLOSED_ADMIN_PATHS, ...CLOSED_SELF_SERVICE_PATHS],
    // Client addresses come only from headers a trusted proxy sets (client-address.ts).
    advanced: { ipAddress: betterAuthIpAddressOptions(settings.clientAddress ?? null) },
    // Password attempts are limited per account too, whatever address they claim to come from.
    hooks: {
      before: createAuthMiddleware(async (ctx) => {
        if (settings.rateLimit === false) return;
        if (PASSWORD_CHECKING_PATHS.has(ctx.path)) {
          // Signed out: the endpoint refuses it itself (401), having checked no password.
          const session = await getSessionFromCtx(ctx);
          if (session !== null) refuseIfLimited(session.user.email.toLowerCase(), true);
          return;
        }
        if (ctx.path !== "/sign-in/email") return;
        const typed: unknown = (ctx.body as { email?: unknown } | undefined)?.email;
        if (typeof typed !== "string") return;
        // Only an address can be an account: anything else is refused here, taking no bucket.
        // (Better Auth trims nothing: an address with spaces around it is refused here too.)
        const parsed = emailSchema.safeParse(typed);
        if (!parsed.success || typed !== typed.trim())
          throw new APIError("BAD_REQUEST", {
            message: "enter a valid email address",
            code: "INVALID_EMAIL",
          });
        const email = parsed.data;
        const known = settings.accountExists ? await settings.accountExists(email) : true;
        refuseIfLimited(email, known);
      }),
    },
    // Every write of a user's name, whichever endpoint makes it, follows the app's name rule.
    databaseHooks: {
      user: {
        create: {
          before: (user) =>
            Promise.resolve({ data: { ...user, name: checkedPersonName(user.name) } }),
        },
        update: {
          before: (user) =>
            Promise.resolve(
              user.name === undefined
                ? undefined
                : { data: { ...user, name: checkedPersonName(user.name) } },
            ),
        },
      },
    },
    emailAndPassword: {
      enabled: true,
      disableSignUp: true,
      minPasswordLength: MIN_PASSWORD_LENGTH,
      maxPasswordLength: MAX_PASSWORD_LENGTH,
    },
    account: {
      // An OIDC sign-in with the email of an account an admin created signs into that account.
      accountLinking: { enabled: true, trustedProviders: oidc ? [OIDC_PROVIDER_ID] : [] },
    },
    rateLimit: {
      ...(settings.rateLimit === undefined ? {} : { enabled: settings.rateLimit }),
      customRules: {
        "/sign-in/*": { window: 60, max: perMinute },
      },
    },
    plugins: [
      admin({
        ac: accessControl,
        roles: accessRoles,
        adminRoles: ["admin"],
        defaultRole: oidc?.signUpRole ?? "engineer",
        bannedUserMessage: "this account is disabled; ask an administrator",
      }),
      genericOAuth({
        config: oidc
          ? [
              {
                providerId: OIDC_PROVIDER_ID,
                name: oidc.label,
                discoveryUrl: oidc.discoveryUrl,
                clientId: oidc.clientId,
                clientSecret: oidc.clientSecret,
                scopes: oidc.scopes,
                pkce: true,
                disableImplicitSignUp: oidc.signUpRole === null,
              },
            ]
          : [],
      }),
      // Last, as Better Auth asks: sets cookies from server actions.
      nextCookies(),
    ],
  });
}

/** The configured Better Auth instance. */
export type DebriefAuth = ReturnType<typeof createAuth>;
