/**
 * The load bench's sampler in a worker thread of its own (load-round.ts starts it): every
 * `intervalMs` it times runs.list, runs.get (of a run the main thread reported) and
 * health.check against the web process, and posts each sample. On its own event loop, a
 * sample's time is the server's answer plus the network, not the bench's main thread being busy
 * with 200 starts, 100 live subscriptions and its database polls (as a health prober would be
 * a process of its own). Messages in: `{ runId }` (a run to sample), `{ stop: true }`.
 * Messages out: `{ ready: true }` once its client is warm (one untimed health.check and
 * runs.list: a fresh thread's first fetch loads and compiles its HTTP client, which is the
 * sampler's start-up, not the server's answer), then `{ kind: "list" | "get" | "health", ms }`,
 * `{ failed: message }`, `{ stopped: true }`.
 */
import { parentPort, workerData } from "node:worker_threads";
import { TrpcHttp } from "./trpc-http";

interface SamplerData {
  baseUrl: string;
  intervalMs: number;
}

const { baseUrl, intervalMs } = workerData as SamplerData;
const client = new TrpcHttp(baseUrl);
const runIds: string[] = [];
let stopping = false;

parentPort!.on("message", (message: { runId?: string; stop?: boolean }) => {
  if (message.runId !== undefined) runIds.push(message.runId);
  if (message.stop === true) stopping = true;
});

async function sample(): Promise<void> {
  while (!stopping) {
    const some = runIds[Math.floor(Math.random() * runIds.length)];
    const timed = (kind: "list" | "get" | "health", call: Promise<{ ms: number }>) =>
      call.then(({ ms }) => parentPort!.postMessage({ kind, ms }));
    await Promise.all([
      timed("list", client.query("runs.list", {})),
      some === undefined
        ? Promise.resolve()
        : timed("get", client.query("runs.get", { runId: some })),
      timed("health", client.query("health.check")),
    ]).catch((error: unknown) => {
      parentPort!.postMessage({ failed: error instanceof Error ? error.message : String(error) });
    });
    await new Promise((resolve) => setTimeout(resolve, intervalMs));
  }
  parentPort!.postMessage({ stopped: true });
}

async function warmUp(): Promise<void> {
  await Promise.all([client.query("health.check"), client.query("runs.list", {})]).catch(
    () => undefined,
  );
  parentPort!.postMessage({ ready: true });
}

void warmUp().then(sample);
