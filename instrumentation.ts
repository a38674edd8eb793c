/**
 * Runs once when the Next.js server starts: on the Node.js runtime, validates the environment
 * (server/start-check.ts) and installs the shutdown on SIGTERM/SIGINT
 * (server/shutdown-on-signal.ts). Both are imported only there, so the Edge build of this file
 * holds no Node.js-only code.
 */
export async function register(): Promise<void> {
  if (process.env.NEXT_RUNTIME === "nodejs") {
    const { checkEnvironmentOrExit } = await import("./server/start-check");
    checkEnvironmentOrExit();
    // SIGTERM/SIGINT end open streams, stop the runs (bounded grace) and exit.
    const { installShutdownOnSignals } = await import("./server/shutdown-on-signal");
    installShutdownOnSignals();
  }
}
