/**
 * The web process of `npm run bench:load` (scripts/bench-load.ts starts it): the real tRPC
 * handler (server/api/trpc-handler.ts, with its HTTP boundary) on a plain node:http server, so
 * the bench needs no `next build`. DATABASE_URL picks the mode as the app does: PostgreSQL →
 * `web` (enqueue to pg-boss; `npm run worker` processes run), SQLite → `in-process`.
 * Bench-only shortcut: every request acts as one admin user created at start (no session
 * cookie), so the figures leave out Better Auth's session lookup. Prints
 * "bench web listening on <port>" once it accepts requests; SIGTERM stops it, after it prints
 * how long its event loop was late (EVENT_LOOP_DELAY_LINE: what every request waited besides
 * its own work, the health.check figure's floor).
 */
import http from "node:http";
import { monitorEventLoopDelay } from "node:perf_hooks";
import { Readable } from "node:stream";
import type { ReadableStream as WebReadableStream } from "node:stream/web";
import { createAppServices } from "../../server/app-services";
import { appServicesOptionsFromEnv } from "../../server/app-services-from-env";
import { boundaryOptionsFromEnv } from "../../server/api/http-boundary";
import { createTrpcHandler } from "../../server/api/trpc-handler";
import { databaseProvider } from "../../server/db/database-provider";
import { getEnv } from "../../server/env";
import { EVENT_LOOP_DELAY_LINE, eventLoopDelayLine } from "./event-loop-delay";
import { webRequestOf } from "./web-request";

async function main(): Promise<void> {
  const loopDelay = monitorEventLoopDelay({ resolution: 10 });
  loopDelay.enable();
  const env = getEnv();
  const port = Number(process.env.BENCH_WEB_PORT ?? "0");
  const execution = databaseProvider(env.DATABASE_URL) === "postgresql" ? "web" : "in-process";
  const services = await createAppServices(appServicesOptionsFromEnv(env, execution));
  const email = `bench-${Date.now()}@debrief.test`;
  const { id } = await services.accounts.create({ email, name: "Bench admin", role: "admin" });
  const user = { id, email, name: "Bench admin", role: "admin" as const };
  const handle = createTrpcHandler({
    context: () => Promise.resolve({ ...services, user }),
    boundary: boundaryOptionsFromEnv(env),
  });
  const server = http.createServer((incoming, outgoing) => {
    const aborted = new AbortController();
    outgoing.on("close", () => aborted.abort());
    const request = webRequestOf(incoming, aborted.signal);
    if (request instanceof Response) {
      outgoing.writeHead(request.status, Object.fromEntries(request.headers));
      void request.text().then((body) => outgoing.end(body));
      return;
    }
    handle(request)
      .then(async (response) => {
        outgoing.writeHead(response.status, Object.fromEntries(response.headers));
        if (response.body === null) return outgoing.end();
        const body = Readable.fromWeb(response.body as WebReadableStream<Uint8Array>);
        body.on("error", () => outgoing.destroy());
        body.pipe(outgoing);
      })
      .catch((error: unknown) => {
        console.error("bench web: request failed:", error);
        outgoing.writeHead(500).end();
      });
  });
  server.listen(port, "127.0.0.1", () => {
    const address = server.address();
    const actual = typeof address === "object" && address !== null ? address.port : port;
    console.log(`bench web listening on ${actual} (${execution})`);
  });
  process.on("SIGTERM", () => {
    loopDelay.disable();
    console.log(`${EVENT_LOOP_DELAY_LINE} ${eventLoopDelayLine(loopDelay)}`);
    server.close();
    services
      .stop()
      .then(() => process.exit(0))
      .catch(() => process.exit(1));
  });
}

main().catch((error: unknown) => {
  console.error("bench web: could not start:", error);
  process.exit(1);
});
