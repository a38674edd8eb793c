import { z } from "zod";
import { mixedConfusableScripts } from "./mixed-script";
import {
  MAX_EMAIL_LENGTH,
  MAX_PAGE_SIZE,
  MAX_PASSWORD_LENGTH,
  MAX_PERSON_NAME_LENGTH,
  MIN_PASSWORD_LENGTH,
} from "./limits";
import {
  visibleUnlessEmpty,
  idSchema,
  inputObject,
  nameRule,
  pageDirectionSchema,
} from "./input-rules";
import { ROLES } from "./permissions";
import { PROVIDER_NAMES } from "./run-settings";
import { groupedNumber } from "./number-text";

/** An email address, trimmed and lower-cased (accounts are found by it). */
export const emailSchema = z
  .string()
  .trim()
  .toLowerCase()
  .max(MAX_EMAIL_LENGTH, `the email must be at most ${groupedNumber(MAX_EMAIL_LENGTH)} characters`)
  .pipe(z.email("enter a valid email address"));

/** A password: MIN_PASSWORD_LENGTH to MAX_PASSWORD_LENGTH characters, kept as typed. */
export const passwordSchema = z
  .string()
  .min(
    MIN_PASSWORD_LENGTH,
    `the password must be at least ${groupedNumber(MIN_PASSWORD_LENGTH)} characters`,
  )
  .max(
    MAX_PASSWORD_LENGTH,
    `the password must be at most ${groupedNumber(MAX_PASSWORD_LENGTH)} characters`,
  );

/**
 * Names no person may take: inside a run a person signs as "human:<name>" beside models, tools
 * and the system, so a person named "admin" or "scripted" would pass for one of them.
 */
export const RESERVED_PERSON_NAMES: readonly string[] = [
  "admin",
  "administrator",
  "agent",
  "assistant",
  "debrief",
  "human",
  "model",
  "system",
  "tool",
  "user",
  ...PROVIDER_NAMES,
];

/**
 * A display name as it is seen: NFKC (full-width and compatibility forms fold), runs of
 * whitespace, Braille blanks (U+2800) and Hangul fillers (U+115F, U+1160, U+3164, U+FFA0:
 * default-ignorable, yet fonts draw them as a blank, so "DanaㅤLee" reads as "Dana Lee") one
 * space (a run signs "Dana  Smith" as "human:Dana Smith", plainLabel), without the other
 * default-ignorable characters (invisible: U+034F, variation selectors, the joiners), trimmed;
 * case kept (the server's look-alike key, look-alike-name.ts, needs it).
 */
export function personNameSpelling(name: string): string {
  return name
    .normalize("NFKC")
    .replace(/[\s\u2800\u115F\u1160\u3164\uFFA0]+/g, " ")
    .replace(/\p{Default_Ignorable_Code_Point}/gu, "")
    .replace(/ {2,}/g, " ")
    .trim();
}

/**
 * The form two display names are compared in (the same name when these are equal):
 * personNameSpelling, lower-case. Display names are unique in this form, and in the server's
 * look-alike form (users-service.ts, look-alike-name.ts).
 */
export function personNameKey(name: string): string {
  return personNameSpelling(name).toLowerCase();
}

/** The refusal of a name that is, or passes for, one of RESERVED_PERSON_NAMES. */
export function reservedNameMessage(name: string): string {
  return `the name "${name.trim()}" is reserved (it would pass for a role, a model or the system): choose another`;
}

/**
 * A display name: trimmed, 1 to MAX_PERSON_NAME_LENGTH characters, a plain name (nameRule),
 * no ":" (a name cannot hold "human:" or "agent:"), letters of one of the look-alike scripts
 * Latin, Cyrillic and Greek only (mixed-script.ts), none of RESERVED_PERSON_NAMES.
 */
export const personNameSchema = z
  .string()
  .trim()
  .min(1, "the name must not be empty")
  .refine(visibleUnlessEmpty, { error: "the name must not be empty" })
  .max(
    MAX_PERSON_NAME_LENGTH,
    `the name must be at most ${groupedNumber(MAX_PERSON_NAME_LENGTH)} characters`,
  )
  .superRefine(nameRule("the name"))
  .refine((name) => !name.normalize("NFKC").includes(":"), {
    error: 'the name must not contain ":" (runs sign people as "human:<name>")',
  })
  .superRefine((name, context) => {
    const scripts = mixedConfusableScripts(name);
    if (scripts.length > 0)
      context.addIssue({
        code: "custom",
        message: `the name mixes ${scripts.join(" and ")} letters, which look alike (it could pass for another person's name): write it in one script`,
      });
  })
  .refine((name) => !RESERVED_PERSON_NAMES.includes(personNameKey(name)), {
    error: (issue) => reservedNameMessage(String(issue.input)),
    // "\u200BAdmin" is refused for its invisible character alone (personNameKey drops it).
    when: (payload) => payload.issues.length === 0,
  });

/** A role name (server/shared/permissions.ts). */
export const roleSchema = z.enum(ROLES, `the role must be one of ${ROLES.join(", ")}`);

/** The first administrator, created on a fresh database by the setup form. */
export const setupInputSchema = inputObject({
  email: emailSchema,
  name: personNameSchema,
  password: passwordSchema,
});
export type SetupInput = z.output<typeof setupInputSchema>;

/**
 * A user an admin creates (Users page, `npm run users -- add`); no password: sign-in by OIDC
 * only; no name: the email's local part, suffixed when taken or reserved (default-name.ts).
 */
export const createUserInputSchema = inputObject({
  email: emailSchema,
  name: personNameSchema.optional(),
  role: roleSchema,
  password: passwordSchema.optional(),
});
export type CreateUserInput = z.output<typeof createUserInputSchema>;

/** Change one user's role. */
export const setRoleInputSchema = inputObject({
  userId: idSchema("userId"),
  role: roleSchema,
});
export type SetRoleInput = z.output<typeof setRoleInputSchema>;

/** Give one user another display name (unique as personNameKey compares them). */
export const renameUserInputSchema = inputObject({
  userId: idSchema("userId"),
  name: personNameSchema,
});
export type RenameUserInput = z.output<typeof renameUserInputSchema>;

/** Disable (or enable again) one user; a disabled user's sessions end at once. */
export const setDisabledInputSchema = inputObject({
  userId: idSchema("userId"),
  disabled: z.boolean(),
});
export type SetDisabledInput = z.output<typeof setDisabledInputSchema>;

/**
 * One page of a newest-first list: `cursor` is the last id of the previous page (one that
 * names no row is NOT_FOUND, as in every cursor-paginated list); `direction` is tRPC's
 * (infinite queries send it) and changes nothing.
 */
export const pageInputSchema = inputObject({
  cursor: idSchema("cursor").optional(),
  limit: z
    .number("limit must be a number")
    .int("limit must be a whole number")
    .min(1, "limit must be at least 1")
    .max(MAX_PAGE_SIZE, `limit must be at most ${groupedNumber(MAX_PAGE_SIZE)}`)
    .default(50),
  direction: pageDirectionSchema,
}).default({ limit: 50 });
export type PageInput = z.output<typeof pageInputSchema>;
