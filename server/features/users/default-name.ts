import { personNameKey, personNameSchema, reservedNameMessage } from "../../shared/user-inputs";
import { looksLikeReservedName } from "./look-alike-name";
import type { UsersServiceDependencies } from "./users-service";

/**
 * The display name of an account created without one (`npm run users -- add` without --name, the
 * Users page with the name left empty): the email's local part, or, when that
 * is (or looks like) another user's name or a reserved one, the local part with the first free suffix ("-2",
 * "-3", …; attack repro 08: operator@other.example silently became a second "operator"). `why`:
 * why the local part was not taken as it is (printed: admin@example.com becomes "admin-2"
 * because "admin" is reserved, RESERVED_PERSON_NAMES, not because another "admin" exists).
 */
export async function defaultName(
  deps: Pick<UsersServiceDependencies, "userRepository">,
  email: string,
): Promise<{ name: string; why: string | null }> {
  const local = email.split("@")[0] ?? email;
  let why: string | null = null;
  for (let suffix = 1; suffix <= 100; suffix += 1) {
    const candidate = suffix === 1 ? local : `${local}-${suffix}`;
    const checked = personNameSchema.safeParse(candidate);
    if (!checked.success || looksLikeReservedName(candidate)) {
      const message = checked.success
        ? reservedNameMessage(candidate)
        : (checked.error.issues[0]?.message ?? "");
      why ??= message.replace(/: choose another$/, "") || null;
      continue;
    }
    const [holder] = await deps.userRepository.usersNamed(candidate);
    if (holder === undefined) return { name: candidate, why };
    why ??=
      personNameKey(holder.name) === personNameKey(candidate)
        ? `the name "${candidate}" is another user's`
        : `the name "${candidate}" looks like another user's name ("${holder.name}")`;
  }
  return { name: local, why: null }; // the refusal names the problem
}
