import type { Env } from "../env";
import type { Role } from "../shared/permissions";

/** The provider id of the optional OIDC sign-in (callback: <base URL>/api/auth/callback/oidc). */
export const OIDC_PROVIDER_ID = "oidc";

/** OpenID Connect sign-in, configured only through DEBRIEF_OIDC_* variables. */
export interface OidcSettings {
  /** The issuer's discovery document (`<issuer>/.well-known/openid-configuration`). */
  discoveryUrl: string;
  clientId: string;
  clientSecret: string;
  /** The sign-in button's label. */
  label: string;
  scopes: string[];
  /** The role of an account created by a first OIDC sign-in; null: no such sign-up. */
  signUpRole: Role | null;
}

/** OIDC settings from the validated environment; null when DEBRIEF_OIDC_ISSUER is unset. */
export function oidcSettingsFromEnv(env: Env): OidcSettings | null {
  const issuer = env.DEBRIEF_OIDC_ISSUER;
  const clientId = env.DEBRIEF_OIDC_CLIENT_ID;
  const clientSecret = env.DEBRIEF_OIDC_CLIENT_SECRET;
  if (issuer === undefined || clientId === undefined || clientSecret === undefined) return null;
  return {
    discoveryUrl: `${issuer.replace(/\/+$/, "")}/.well-known/openid-configuration`,
    clientId,
    clientSecret,
    label: env.DEBRIEF_OIDC_NAME ?? "Single sign-on",
    scopes: (env.DEBRIEF_OIDC_SCOPES ?? "openid email profile").split(/\s+/).filter(Boolean),
    signUpRole: env.DEBRIEF_OIDC_SIGN_UP_ROLE ?? null,
  };
}
