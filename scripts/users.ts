/**
 * `npm run users -- <command>`: create and manage accounts from the server's shell
 * (server/features/users/users-command.ts has the commands). Applies pending migrations first,
 * so it works on a fresh clone before the app has ever started. Builds only the account
 * services: a running server's runs are left alone. Exit codes: 0 done, 1 refused or an error,
 * 2 usage error (USERS_USAGE).
 */
import { userInfo } from "node:os";
import path from "node:path";
import { text } from "node:stream/consumers";
import { authSettingsFromEnv, createAccountServices } from "../server/app-account-services";
import { createPrismaClient } from "../server/db/client";
import { applyMigrations } from "../server/db/migrate";
import { getEnv } from "../server/env";
import { runUsersCommand, USERS_USAGE } from "../server/features/users/users-command";
import { runCommand } from "./command-line";

async function main(): Promise<number> {
  const argv = process.argv.slice(2);
  if (argv.includes("--help")) {
    console.log(USERS_USAGE);
    return 0;
  }
  const env = getEnv();
  await applyMigrations(env.DATABASE_URL);
  const prisma = createPrismaClient(env.DATABASE_URL);
  try {
    const services = createAccountServices(
      prisma,
      authSettingsFromEnv(env, path.join(process.cwd(), "data")),
    );
    return await runUsersCommand(services, argv, {
      print: (line) => console.log(line),
      readStdin: () => text(process.stdin),
      shellUser: userInfo().username,
    });
  } finally {
    await prisma.$disconnect();
  }
}

runCommand("users", USERS_USAGE, main);
