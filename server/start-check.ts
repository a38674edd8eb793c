import { getEnv } from "./env";

/**
 * Validates the environment once at server start (server/env.ts) and stops the process with
 * the variable's name and reason when it is wrong (BETTER_AUTH_SECRET in production with a
 * public base URL, half an OIDC configuration): serving requests that would each fail on the
 * same variable helps nobody. Node.js runtime only (instrumentation.ts imports it there).
 */
export function checkEnvironmentOrExit(): void {
  try {
    getEnv();
  } catch (error) {
    console.error(`debrief: cannot start: ${(error as Error).message}`);
    process.exit(1);
  }
}
