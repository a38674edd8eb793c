import type { Role } from "@/server/shared/permissions";

/**
 * The Users page's rules (pure): which role changes ask for confirmation, what the new-account
 * form says about the password (OIDC sign-in configured or not, as users-service.ts decides),
 * and the notice that stays after an account is created.
 */

/**
 * True when changing a role grants or removes admin (to admin, or from admin): the page asks
 * for confirmation (a red confirm button) instead of the plain "Save role".
 */
export function roleChangeNeedsConfirmation(from: Role | null, to: Role): boolean {
  return from !== to && (from === "admin" || to === "admin");
}

/** What the signed-in admin is told before removing their own admin role. */
export const SELF_DEMOTION_WARNING =
  "You will lose access to Users and Activity; you will be taken to Runs.";

/** The step that applies a role the select staged: its button's text, and what it warns. */
export interface RoleChangeStep {
  /** "Save role", or the confirm text when admin is granted or removed. */
  buttonLabel: string;
  /** True for granting or removing admin (the red confirm button). */
  confirm: boolean;
  /** SELF_DEMOTION_WARNING when the signed-in admin removes their own admin role; else null. */
  warning: string | null;
}

/**
 * The step for staging `to` over `from` (null when nothing changes): a change is never applied
 * by the select itself (ArrowDown would apply each role it passes), only by this step's button.
 */
export function roleChangeStep(
  email: string,
  from: Role | null,
  to: Role,
  isViewer: boolean,
): RoleChangeStep | null {
  if (from === to) return null;
  if (!roleChangeNeedsConfirmation(from, to))
    return { buttonLabel: "Save role", confirm: false, warning: null };
  const selfDemotion = isViewer && from === "admin";
  return {
    buttonLabel: selfDemotion
      ? `Confirm: remove your own admin role (make ${to})`
      : roleChangeConfirmLabel(email, from, to),
    confirm: true,
    warning: selfDemotion ? SELF_DEMOTION_WARNING : null,
  };
}

/** The confirm button's text for a change that grants or removes admin. */
export function roleChangeConfirmLabel(email: string, from: Role | null, to: Role): string {
  return from === "admin"
    ? `Confirm: remove admin from ${email} (make ${to})`
    : `Confirm: make ${email} an admin`;
}

/**
 * The password field's label: an empty password means "OIDC sign-in only" only where OIDC
 * sign-in is configured; otherwise the account needs a password.
 */
export function passwordLabel(oidcSignIn: boolean): string {
  return oidcSignIn ? "Password (empty: OIDC sign-in only)" : "Password";
}

/**
 * Why the form cannot create the account with this password, or null: an empty one is refused
 * when OIDC sign-in is not configured (the server refuses it too: the account could never sign
 * in).
 */
export function passwordProblem(password: string, oidcSignIn: boolean): string | null {
  if (password !== "" || oidcSignIn) return null;
  return "Give the account a password (or generate one): OIDC sign-in is not configured, so it could not sign in without one.";
}

/** What stays on the form after an account is created, until the admin dismisses it. */
export interface CreatedNotice {
  /** "ada@example.com (engineer) can sign in now." */
  text: string;
  /** The generated password to hand over (with a copy button); null when none was generated. */
  generatedPassword: string | null;
  /** A hint when the admin typed the password (never echoed) or gave none. */
  hint: string | null;
}

/** The notice for a created account: who can sign in, and how the password is handed over. */
export function createdNotice(
  user: { email: string; role: Role | null; name?: string },
  password: string,
  generated: string | null,
): CreatedNotice {
  // The name the server chose when the form left it empty (admin@… becomes admin-2) is said.
  const named = user.name === undefined ? "" : `, named ${user.name}`;
  const text = `${user.email} (${user.role ?? "no role"}${named}) can sign in now.`;
  if (password === "") return { text, generatedPassword: null, hint: "They sign in through OIDC." };
  if (password === generated)
    return {
      text,
      generatedPassword: password,
      hint: "Hand over the generated password: it is not shown again once dismissed.",
    };
  return { text, generatedPassword: null, hint: "Hand over the password you entered." };
}

/** Why the last enabled administrator's role and state cannot be changed (the server refuses too). */
export const LAST_ADMIN_REASON =
  "The only enabled administrator: make another account an admin before changing this one.";

/**
 * The id of the only enabled administrator among `users`, or null when there are several (or
 * none). Only when `complete` (every page of the list is loaded): a partial list cannot tell,
 * and the server still refuses leaving no enabled administrator.
 */
export function lastActiveAdminId(
  users: readonly { id: string; role: Role | null; disabled: boolean }[],
  complete: boolean,
): string | null {
  if (!complete) return null;
  const admins = users.filter((user) => user.role === "admin" && !user.disabled);
  return admins.length === 1 ? (admins[0]?.id ?? null) : null;
}

/** The "saved" notice after a change on the Users page: "Saved: ada@example.com is now an engineer." */
export function savedNoticeText(
  email: string,
  change:
    | { kind: "role"; role: Role }
    | { kind: "disabled"; disabled: boolean }
    | { kind: "name"; name: string },
): string {
  if (change.kind === "name") return `Saved: ${email} is now named “${change.name}”.`;
  if (change.kind === "role")
    return `Saved: ${email} is now ${/^[aeiou]/.test(change.role) ? "an" : "a"} ${change.role}.`;
  return `Saved: ${email} is ${change.disabled ? "disabled (their sessions ended)" : "enabled"}.`;
}
