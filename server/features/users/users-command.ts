import { parseArgs } from "node:util";
import { z } from "zod";
import { DebriefError } from "../../runtime/errors";
import {
  createUserInputSchema,
  emailSchema,
  personNameSchema,
  roleSchema,
} from "../../shared/user-inputs";
import { commandLineActor } from "../action-log/action-log-views";
import { defaultName } from "./default-name";
import {
  createUser,
  generatePassword,
  renameUser,
  setDisabled,
  setRole,
  type UsersServiceDependencies,
} from "./users-service";
import type { UserView } from "./user-views";

/**
 * `npm run users -- <command>`: accounts from the server's own shell, for a headless first
 * administrator and for admins without a browser. The same service as the Users page; the
 * action log records `cli:<shell user>` as the actor.
 *
 *   add --email <email> --role <role> [--name <name>] [--password-stdin]
 *       without --password-stdin a password is generated and printed once
 *   list
 *   set-role --email <email> --role <role>
 *   rename --email <email> --name <name>
 *   disable --email <email>      enable --email <email>
 */
export const USERS_USAGE = `usage: npm run users -- <command>
  add --email <email> --role <engineer|operator|reviewer|admin> [--name <name>] [--password-stdin]
      (no --password-stdin: a password is generated and printed once)
  list
  set-role --email <email> --role <role>
  rename --email <email> --name <name>
  disable --email <email>
  enable --email <email>
exit codes: 0 done, 1 refused (no such account, a rule of the service), 2 usage error`;

/** What the command reads and writes besides the services. */
export interface UsersCommandIo {
  /** One line of output. */
  print(line: string): void;
  /** Standard input, whole (for --password-stdin). */
  readStdin(): Promise<string>;
  /** The shell user running the command (the action log's actor). */
  shellUser: string;
}

/** Runs one command; returns the exit code (0 done, 1 refused, 2 usage). Never throws for bad input. */
export async function runUsersCommand(
  deps: UsersServiceDependencies,
  argv: readonly string[],
  io: UsersCommandIo,
): Promise<number> {
  let parsed: ReturnType<typeof parseCommand>;
  try {
    parsed = parseCommand(argv);
  } catch (error) {
    io.print(`${(error as Error).message}\n${USERS_USAGE}`);
    return 2;
  }
  const actor = commandLineActor(io.shellUser);
  try {
    switch (parsed.command) {
      case "list": {
        let cursor: string | undefined;
        let count = 0;
        do {
          const page = await deps.userRepository.list({
            limit: 100,
            ...(cursor ? { cursor } : {}),
          });
          for (const user of page.users) io.print(describe(user));
          count += page.users.length;
          cursor = page.nextCursor ?? undefined;
        } while (cursor !== undefined);
        if (count === 0) io.print("no users yet");
        return 0;
      }
      case "add": {
        const typed = parsed.passwordStdin ? firstLine(await io.readStdin()) : null;
        const password = typed ?? generatePassword();
        const named = parsed.name === undefined ? await defaultName(deps, parsed.email) : null;
        const input = createUserInputSchema.parse({
          email: parsed.email,
          name: parsed.name ?? named?.name,
          role: parsed.role,
          password,
        });
        const user = await createUser(deps, input, actor);
        io.print(`created ${describe(user)}`);
        if (named?.why)
          io.print(`${named.why}; named ${user.name} instead (choose one with --name)`);
        if (typed === null) io.print(`password (shown once): ${password}`);
        return 0;
      }
      case "set-role":
      case "rename":
      case "disable":
      case "enable": {
        const user = await deps.userRepository.findByEmail(parsed.email);
        if (user === null) {
          io.print(`no account with the email ${parsed.email}`);
          return 1;
        }
        const updated =
          parsed.command === "set-role"
            ? await setRole(deps, { userId: user.id, role: roleSchema.parse(parsed.role) }, actor)
            : parsed.command === "rename"
              ? await renameUser(
                  deps,
                  { userId: user.id, name: personNameSchema.parse(parsed.name) },
                  actor,
                )
              : await setDisabled(
                  deps,
                  { userId: user.id, disabled: parsed.command === "disable" },
                  actor,
                );
        io.print(`updated ${describe(updated)}`);
        return 0;
      }
    }
  } catch (error) {
    if (error instanceof DebriefError) io.print(error.message);
    else if (error instanceof z.ZodError) io.print(error.issues.map((i) => i.message).join("; "));
    else throw error;
    return 1;
  }
}

/** `email  role  state  name`, one line. */
function describe(user: UserView): string {
  return [
    user.email,
    user.role ?? "(no role)",
    user.disabled ? "disabled" : "enabled",
    user.name,
  ].join("  ");
}

function firstLine(text: string): string {
  return text.split(/\r?\n/)[0] ?? "";
}

const COMMANDS = ["add", "list", "set-role", "rename", "disable", "enable"] as const;

function parseCommand(argv: readonly string[]) {
  const { positionals, values } = parseArgs({
    args: [...argv],
    allowPositionals: true,
    options: {
      email: { type: "string" },
      role: { type: "string" },
      name: { type: "string" },
      "password-stdin": { type: "boolean", default: false },
    },
  });
  const command = positionals[0];
  if (!COMMANDS.includes(command as (typeof COMMANDS)[number]))
    throw new Error(command === undefined ? "no command given" : `unknown command "${command}"`);
  if (command === "list") return { command: "list" as const };
  const email = emailSchema.safeParse(values.email ?? "");
  if (!email.success) throw new Error(`--email: ${email.error.issues[0]?.message ?? "invalid"}`);
  if ((command === "add" || command === "set-role") && values.role === undefined)
    throw new Error("--role is required");
  if (command === "rename" && values.name === undefined) throw new Error("--name is required");
  if (values.role !== undefined && !roleSchema.safeParse(values.role).success)
    throw new Error(
      `--role must be one of ${roleSchema.options.join(", ")} (not "${values.role}")`,
    );
  return {
    command: command as Exclude<(typeof COMMANDS)[number], "list">,
    email: email.data,
    role: values.role,
    name: values.name,
    passwordStdin: values["password-stdin"] === true,
  };
}
