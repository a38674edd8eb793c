import type { AppServices } from "./app-services";
import { DEFAULT_SHUTDOWN_GRACE_MS, describeShutdown } from "./run-shutdown";

/**
 * The process-wide services if they were created (app-services-from-env.ts keeps them on
 * globalThis), read without importing them: a process that never served a request has none.
 */
function createdServices(): Promise<AppServices> | undefined {
  return (globalThis as { debriefServices?: Promise<AppServices> }).debriefServices;
}

/** How long past the grace the shutdown may take before the process exits regardless (ms). */
const HARD_LIMIT_AFTER_GRACE_MS = 10_000;

/**
 * SIGTERM and SIGINT for the web process (`npm start`, `npm run app`; registered by
 * instrumentation.ts, with Next.js's own handler off: NEXT_MANUAL_SIG_HANDLE in package.json):
 * stop the services if they were created (open subscriptions end at once, runs in flight get
 * the grace, then are marked interrupted; run-shutdown.ts), log what happened, close the
 * database and exit (143 for SIGTERM, 130 for SIGINT). Exits after grace + 10 s whatever is
 * still pending: an open browser tab or a stuck write never keeps the process alive.
 */
export function installShutdownOnSignals(
  existingServices: () => Promise<AppServices> | undefined = createdServices,
  graceMs = DEFAULT_SHUTDOWN_GRACE_MS,
): void {
  let started = false;
  const shutDown = (signal: "SIGTERM" | "SIGINT") => {
    if (started) return;
    started = true;
    const code = signal === "SIGINT" ? 130 : 143;
    console.log(
      `debrief: ${signal}: shutting down (runs in flight in this process get ${graceMs / 1000} s)`,
    );
    setTimeout(() => {
      console.error(`debrief: ${signal}: shutdown still pending after the grace; exiting now.`);
      process.exit(code);
    }, graceMs + HARD_LIMIT_AFTER_GRACE_MS).unref();
    void (async () => {
      const pending = existingServices();
      if (pending !== undefined) {
        const services = await pending;
        console.log(describeShutdown(signal, graceMs, await services.stop({ graceMs, signal })));
        await services.prisma.$disconnect();
      }
      process.exit(code);
    })().catch((error: unknown) => {
      console.error(`debrief: ${signal}: shutdown failed:`, error);
      process.exit(1);
    });
  };
  process.on("SIGTERM", () => shutDown("SIGTERM"));
  process.on("SIGINT", () => shutDown("SIGINT"));
}
