import { randomBytes } from "node:crypto";
import type { Accounts } from "../../auth/accounts";
import { ConflictError, InputValidationError, NotFoundError } from "../../runtime/errors";
import {
  personNameKey,
  type CreateUserInput,
  type RenameUserInput,
  type SetDisabledInput,
  type SetRoleInput,
  type SetupInput,
} from "../../shared/user-inputs";
import type { ActionLogRepository } from "../action-log/action-log-repository";
import type { ActionActor } from "../action-log/action-log-views";
import { defaultName } from "./default-name";
import { refuseReservedLookAlike } from "./look-alike-name";
import type { UserRepository } from "./user-repository";
import type { SetupStatus, UserView } from "./user-views";

/** What the users service needs: accounts (Better Auth), the user store and the action log. */
export interface UsersServiceDependencies {
  accounts: Pick<Accounts, "create" | "oidcSignIn">;
  userRepository: UserRepository;
  actionLogRepository: Pick<ActionLogRepository, "insert">;
}

/** The message of a setup refused because an administrator exists. */
export const SETUP_DONE_MESSAGE =
  "an administrator already exists: sign in, or ask an administrator for an account";

/** Whether the first administrator still has to be created. */
export async function setupStatus(
  deps: Pick<UsersServiceDependencies, "userRepository">,
): Promise<SetupStatus> {
  return { setupNeeded: !(await deps.userRepository.hasAdmin()) };
}

/**
 * Creates the first administrator on a fresh database (the setup form). Race-safe: of two
 * concurrent setups exactly one claims the setup (a unique row) and creates the admin; the
 * other, and every setup once an admin exists, gets ConflictError(SETUP_DONE_MESSAGE). A
 * setup that fails after its claim (say, a taken email) gives the claim back.
 * InputValidationError: a name that looks like a reserved one (refuseReservedLookAlike).
 */
export async function setupFirstAdmin(
  deps: UsersServiceDependencies,
  input: SetupInput,
  now: () => number = Date.now,
): Promise<UserView> {
  if (await deps.userRepository.hasAdmin()) throw new ConflictError(SETUP_DONE_MESSAGE);
  refuseReservedLookAlike(input.name);
  if (!(await deps.userRepository.claimFirstAdmin(input.email, now())))
    throw new ConflictError(SETUP_DONE_MESSAGE);
  let id: string;
  try {
    ({ id } = await deps.accounts.create({ ...input, role: "admin" }));
  } catch (error) {
    await deps.userRepository.releaseFirstAdminClaim();
    throw error;
  }
  await deps.actionLogRepository.insert({
    actor: { id, email: input.email },
    action: "user.setup-first-admin",
    targetType: "user",
    targetId: id,
    details: { role: "admin" },
  });
  return requireUser(deps, id);
}

/**
 * A new user (Users page, CLI); `actor` is the admin who creates it. ConflictError: email taken,
 * or the display name is, or looks like, another user's (UserRepository.usersNamed: corrections
 * are signed "human:<name>", so two people with one name could not be told apart);
 * InputValidationError: a name that looks like a reserved one, or no password while OIDC
 * sign-in is not configured (the account could never sign in). Without a name the account is
 * named by defaultName (the email's local part, suffixed when taken or reserved), as the CLI names it.
 */
export async function createUser(
  deps: UsersServiceDependencies,
  request: CreateUserInput,
  actor: ActionActor,
): Promise<UserView> {
  if (request.password === undefined && !deps.accounts.oidcSignIn) {
    throw new InputValidationError(
      `${request.email} would have no way to sign in: OIDC sign-in is not configured (DEBRIEF_OIDC_*), so give the account a password (or generate one)`,
    );
  }
  const input = { ...request, name: request.name ?? (await defaultName(deps, request.email)).name };
  refuseReservedLookAlike(input.name);
  const [holder] = await deps.userRepository.usersNamed(input.name);
  if (holder !== undefined) throw nameConflict(input.name, holder.name);
  const { id } = await deps.accounts.create(input);
  // Two creations with one name at once both pass the check above: the older account keeps
  // the name, the newer one is removed again (each sees the same order, so exactly one stays).
  const [oldest] = await deps.userRepository.usersNamed(input.name);
  if (oldest?.id !== id) {
    await deps.userRepository.removeNewAccount(id);
    throw nameConflict(input.name, oldest?.name ?? input.name);
  }
  await deps.actionLogRepository.insert({
    actor,
    action: "user.create",
    targetType: "user",
    targetId: id,
    details: { email: input.email, role: input.role, password: input.password !== undefined },
  });
  return requireUser(deps, id);
}

/**
 * Changes a user's role. RuleViolationError when it would leave no enabled administrator
 * (checked and written in one transaction: UserRepository.changeAccess); NotFoundError for an
 * unknown user.
 */
export async function setRole(
  deps: UsersServiceDependencies,
  input: SetRoleInput,
  actor: ActionActor,
): Promise<UserView> {
  const user = await requireUser(deps, input.userId);
  await deps.userRepository.changeAccess(
    input.userId,
    { role: input.role },
    `cannot change the role of ${user.email}`,
  );
  await deps.actionLogRepository.insert({
    actor,
    action: "user.set-role",
    targetType: "user",
    targetId: input.userId,
    details: { email: user.email, from: user.role, to: input.role },
  });
  return requireUser(deps, input.userId);
}

/**
 * Gives a user another display name (Users page, `npm run users -- rename`); later corrections
 * and cancels are signed with it, what is stored keeps the name it was signed with. The same
 * name (as personNameKey compares) changes only its spelling. ConflictError when another user
 * has the name or one that looks like it (two renames or a creation racing for one name: each
 * sees the other, the rename is undone and refused); InputValidationError for a name that looks
 * like a reserved one; NotFoundError for an unknown user.
 */
export async function renameUser(
  deps: UsersServiceDependencies,
  input: RenameUserInput,
  actor: ActionActor,
): Promise<UserView> {
  const user = await requireUser(deps, input.userId);
  if (user.name === input.name) return user;
  refuseReservedLookAlike(input.name);
  const holder = async () =>
    (await deps.userRepository.usersNamed(input.name)).find((other) => other.id !== user.id);
  const before = await holder();
  if (before !== undefined) throw nameConflict(input.name, before.name);
  await deps.userRepository.rename(user.id, input.name);
  const after = await holder();
  if (after !== undefined) {
    await deps.userRepository.undoRename(user.id, input.name, user.name);
    throw nameConflict(input.name, after.name);
  }
  await deps.actionLogRepository.insert({
    actor,
    action: "user.rename",
    targetType: "user",
    targetId: user.id,
    details: { email: user.email, from: user.name, to: input.name },
  });
  return requireUser(deps, user.id);
}

/**
 * Disables a user (their sessions end at once; they cannot sign in) or enables them again.
 * RuleViolationError when it would leave no enabled administrator (disabling yourself included
 * when you are the last one); NotFoundError for an unknown user.
 */
export async function setDisabled(
  deps: UsersServiceDependencies,
  input: SetDisabledInput,
  actor: ActionActor,
): Promise<UserView> {
  const user = await requireUser(deps, input.userId);
  await deps.userRepository.changeAccess(
    input.userId,
    { disabled: input.disabled },
    `cannot disable ${user.email}`,
  );
  await deps.actionLogRepository.insert({
    actor,
    action: input.disabled ? "user.disable" : "user.enable",
    targetType: "user",
    targetId: input.userId,
    details: { email: user.email },
  });
  return requireUser(deps, input.userId);
}

/** The refusal of a display name another user has. */
export function nameTakenMessage(name: string): string {
  return `the name "${name}" is already another user's: people sign corrections with their name, so choose one nobody has`;
}

/**
 * The refusal of a display name that looks like another user's (`other`) without being it as
 * personNameKey compares: "Вob" beside "Bob" (look-alike-name.ts).
 */
export function nameLooksTakenMessage(name: string, other: string): string {
  return `the name "${name}" looks like another user's name ("${other}"): people sign corrections with their name, so choose one nobody could mistake for another's`;
}

/** The ConflictError for `name` when a user named `other` holds it (or a look-alike of it). */
function nameConflict(name: string, other: string): ConflictError {
  return new ConflictError(
    personNameKey(name) === personNameKey(other)
      ? nameTakenMessage(name)
      : nameLooksTakenMessage(name, other),
  );
}

/** A password for an account created without one typed: 24 random characters (base64url). */
export function generatePassword(): string {
  return randomBytes(18).toString("base64url");
}

async function requireUser(
  deps: Pick<UsersServiceDependencies, "userRepository">,
  userId: string,
): Promise<UserView> {
  const user = await deps.userRepository.find(userId);
  if (user === null) throw new NotFoundError(`user ${userId} does not exist`);
  return user;
}
