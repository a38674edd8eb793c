/**
 * `npm run users -- <command>`: create and manage accounts from the server's shell
 * (server/features/users/users-command.ts has the commands). Applies pending migrations first,
 * so it works on a fresh clone before the app has ever started. Builds only the account
 * services: a running server's runs are left alone.
 */
import { userInfo } from "node:os";
import path from "node:path";
import { text } from "node:stream/consumers";
import { authSettingsFromEnv, createAccountServices } from "../server/app-account-services";
import { createPrismaClient } from "../server/db/client";
import { applyMigrations } from "../server/db/migrate";
import { getEnv } from "../server/env";
import { runUsersCommand } from "../server/features/users/users-command";

async function main(): Promise<void> {
  const env = getEnv();
  await applyMigrations(env.DATABASE_URL);
  const prisma = createPrismaClient(env.DATABASE_URL);
  try {
    const services = createAccountServices(
      prisma,
      authSettingsFromEnv(env, path.join(process.cwd(), "data")),
    );
    process.exitCode = await runUsersCommand(services, process.argv.slice(2), {
      print: (line) => console.log(line),
      readStdin: () => text(process.stdin),
      shellUser: userInfo().username,
    });
  } finally {
    await prisma.$disconnect();
  }
}

void main();
