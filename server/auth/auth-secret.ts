import { randomBytes } from "node:crypto";
import { linkSync, mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";

/** The file a generated secret is kept in, under the data folder. */
export const AUTH_SECRET_FILE = "auth-secret";

/**
 * The secret Better Auth signs session cookies with: BETTER_AUTH_SECRET when set (server/env.ts
 * requires it in production unless the base URL is a loopback address); otherwise a random
 * 32-byte secret generated once into `<dataDir>/auth-secret` (mode 0600) and read from there
 * on every later start, so sessions survive restarts. Never a committed default.
 */
export function resolveAuthSecret(options: { secret?: string; dataDir: string }): string {
  if (options.secret !== undefined) return options.secret;
  const file = path.join(options.dataDir, AUTH_SECRET_FILE);
  mkdirSync(options.dataDir, { recursive: true });
  // Written whole under a temporary name, then linked into place: of two processes starting
  // at once, one link wins and both read the same complete secret.
  const temporary = `${file}.${process.pid}.${randomBytes(4).toString("hex")}`;
  writeFileSync(temporary, randomBytes(32).toString("base64url"), { mode: 0o600 });
  try {
    linkSync(temporary, file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
  } finally {
    rmSync(temporary, { force: true });
  }
  const secret = readFileSync(file, "utf8").trim();
  if (secret.length < 32)
    throw new Error(`${file} holds a secret shorter than 32 characters; delete it to regenerate`);
  return secret;
}
