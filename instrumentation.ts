/**
 * Runs once when the Next.js server starts: validates the environment (server/env.ts), so a
 * bad or missing variable (BETTER_AUTH_SECRET in production with a public base URL, half an
 * OIDC configuration) stops the start with its name and reason instead of failing the first
 * request.
 */
export async function register(): Promise<void> {
  if (process.env.NEXT_RUNTIME !== "nodejs") return;
  const { getEnv } = await import("./server/env");
  try {
    getEnv();
  } catch (error) {
    // Serving requests that would each fail on the same variable helps nobody: stop here.
    console.error(`debrief: cannot start: ${(error as Error).message}`);
    process.exit(1);
  }
}
