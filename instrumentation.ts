/**
 * Runs once when the Next.js server starts: on the Node.js runtime, validates the environment
 * (server/start-check.ts). The check is imported only there, so the Edge build of this file
 * holds no Node.js-only code.
 */
export async function register(): Promise<void> {
  if (process.env.NEXT_RUNTIME === "nodejs") {
    const { checkEnvironmentOrExit } = await import("./server/start-check");
    checkEnvironmentOrExit();
  }
}
