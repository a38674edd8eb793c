import type { PrismaClient } from "../../server/db/client";
import { SAMPLE_QUESTION } from "../../server/samples/ledgerline/sample-question";
import { IN_FLIGHT_RUN_STATUSES } from "../../server/shared/run-status";
import { Worker } from "node:worker_threads";
import { TrpcHttp } from "./trpc-http";

/** What one round of load does (one mode). */
export interface LoadSettings {
  runs: number;
  subscribers: number;
  corrections: number;
  /** Bound on waiting for every run to end (ms). */
  timeoutMs: number;
}

/** What one round measured (latencies in ms). */
export interface LoadFigures {
  started: number;
  /** runs.start requests that failed, with their messages. */
  startFailures: string[];
  succeeded: number;
  otherEndings: Record<string, number>;
  notEnded: number;
  lostItems: { orphanResults: number; unpairedCalls: number };
  wallMs: number;
  startMs: number[];
  listMs: number[];
  getMs: number[];
  healthMs: number[];
  firstDeltaMs: number[];
  /** A first delta's delivery: received by the subscriber − written by its process (ms). */
  deliveryMs: number[];
  subscriberFailures: number;
  /** Subscribers whose run had ended by its snapshot (the stream closes without a delta). */
  subscribersAfterEnd: number;
  correctionMs: number[];
  /** Of that: request sent → the web process stamped it (its createdAt, before the store; ms). */
  correctionStoredMs: number[];
  correctionsUnconsumed: number;
  /** Runs still in flight at the end, with their holder (diagnosis). */
  stuck: string[];
  correctionFailures: number;
}

const IN_FLIGHT = [...IN_FLIGHT_RUN_STATUSES];

/** How recently a parent must have begun waiting on its children to be sent a correction (ms). */
const FRESH_WAIT_MS = 500;

/**
 * One round of the load bench against a running web process at `baseUrl` (tRPC over HTTP) and
 * its database (`prisma`, read directly for what the bench itself checks: which runs ended, which
 * parents are waiting on children, consumption times, transcript pairing). Launches
 * `runs` scripted fan-out runs at once; while they run, samples runs.list, runs.get and
 * health.check every 200 ms, opens `subscribers` live subscriptions (time to the first
 * delta), and sends up to `corrections` corrections to parents whose stored activity says they
 * began waiting on their children within FRESH_WAIT_MS (send → consumption: from before the
 * HTTP request to the consumption row's time, both this machine's clock). Waits (bounded) for every run to end.
 * The list, get and health samples are timed in a worker thread (sampler-thread.ts).
 */
export async function runLoadRound(
  baseUrl: string,
  prisma: PrismaClient,
  settings: LoadSettings,
): Promise<LoadFigures> {
  const client = new TrpcHttp(baseUrl);
  let began = Date.now();
  const figures: LoadFigures = {
    started: 0,
    startFailures: [],
    succeeded: 0,
    otherEndings: {},
    notEnded: 0,
    lostItems: { orphanResults: 0, unpairedCalls: 0 },
    wallMs: 0,
    startMs: [],
    listMs: [],
    getMs: [],
    healthMs: [],
    firstDeltaMs: [],
    deliveryMs: [],
    subscriberFailures: 0,
    subscribersAfterEnd: 0,
    correctionMs: [],
    correctionStoredMs: [],
    correctionsUnconsumed: 0,
    stuck: [],
    correctionFailures: 0,
  };
  const runIds: string[] = [];
  let finished = false;
  let sampleFailures = 0;

  // Sampled from a worker thread (sampler-thread.ts): its times are not the main thread's lag.
  const sampler = new Worker(new URL("./sampler-thread-entry.mjs", import.meta.url), {
    workerData: { baseUrl, intervalMs: 200 },
  });
  let samplerReady: () => void = () => undefined;
  const samplerWarm = new Promise<void>((resolve) => (samplerReady = resolve));
  const samplerStopped = new Promise<void>((resolve) => {
    sampler.on(
      "message",
      (message: {
        kind?: string;
        ms?: number;
        failed?: string;
        stopped?: boolean;
        ready?: boolean;
      }) => {
        if (message.ready === true) samplerReady();
        else if (message.kind === "list") figures.listMs.push(message.ms!);
        else if (message.kind === "get") figures.getMs.push(message.ms!);
        else if (message.kind === "health") figures.healthMs.push(message.ms!);
        else if (message.failed !== undefined) {
          sampleFailures += 1;
          if (sampleFailures === 1) console.error("bench:load sample failed:", message.failed);
        } else if (message.stopped === true) resolve();
      },
    );
    // A sampler that cannot run is reported; the round goes on without its figures.
    sampler.on("error", (error) => {
      console.error("bench:load sampler thread failed:", error);
      samplerReady();
      resolve();
    });
  });
  // The load begins once the sampler's client is warm (sampler-thread.ts).
  await samplerWarm;
  began = Date.now();

  // The first `subscribers` runs are watched as the run page does, right after their start:
  // load the snapshot, then subscribe after its sequence. Measured: subscribe → first delta,
  // and that delta's delivery (received − written by the process that ran it).
  const subscriptions: Promise<void>[] = [];
  const watch = async (runId: string) => {
    try {
      const snapshot = await client.query<{ lastEventSequence: number }>("runs.get", { runId });
      const first = await client.firstTrackedMessage<{ at: number }>(
        "runs.live",
        { runId, afterSequence: snapshot.value.lastEventSequence },
        settings.timeoutMs,
      );
      if (first === null) {
        figures.subscribersAfterEnd += 1; // the run ended before the snapshot: no live delta
        return;
      }
      figures.firstDeltaMs.push(first.ms);
      figures.deliveryMs.push(first.receivedAt - first.message.at);
    } catch (error) {
      figures.subscriberFailures += 1;
      if (figures.subscriberFailures === 1) console.error("bench:load subscriber failed:", error);
    }
  };
  await Promise.all(
    Array.from({ length: settings.runs }, async (_, index) => {
      let started: { value: { runId: string }; ms: number };
      try {
        started = await client.mutate<{ runId: string }>("runs.start", {
          question: `${SAMPLE_QUESTION} (load ${index})`,
          workspaceId: "ledgerline",
          provider: "scripted",
          scenario: "fan-out",
        });
      } catch (error) {
        figures.startFailures.push(error instanceof Error ? error.message : String(error));
        return;
      }
      const { value, ms } = started;
      runIds.push(value.runId);
      sampler.postMessage({ runId: value.runId });
      figures.startMs.push(ms);
      if (subscriptions.length < settings.subscribers) subscriptions.push(watch(value.runId));
    }),
  );
  figures.started = runIds.length;

  const sent = new Map<string, number>();
  const corrections = (async () => {
    const corrected = new Set<string>();
    while (!finished && sent.size + figures.correctionFailures < settings.corrections) {
      const candidates = await prisma.agent.findMany({
        where: {
          runId: { in: runIds },
          role: "parent",
          status: "running",
          id: { notIn: [...corrected] },
          // Waiting on its children: a correction wakes the wait (seed 003), consumed at once.
          activity: { contains: '"phase":"waiting_for_agents"' },
          run: { status: "running", agents: { some: { role: "child", status: "running" } } },
        },
        select: { id: true, runId: true, activity: true },
      });
      // A wait that began within FRESH_WAIT_MS: its children have just started, so the
      // correction reaches a waiting parent (what this figure measures), not one whose wait
      // ended meanwhile (then it waits for the parent's next model call, or comes too late).
      const waiting = candidates.find((agent) => {
        const startedAt = (JSON.parse(agent.activity) as { phaseStartedAt?: number })
          .phaseStartedAt;
        return startedAt !== undefined && Date.now() - startedAt <= FRESH_WAIT_MS;
      });
      if (waiting !== undefined) {
        corrected.add(waiting.id);
        const sentAt = Date.now();
        try {
          const { value } = await client.mutate<{ correction: { id: string } }>(
            "corrections.send",
            { runId: waiting.runId, agentId: waiting.id, text: "Also list the sandbox adapter." },
          );
          sent.set(value.correction.id, sentAt);
        } catch {
          figures.correctionFailures += 1;
        }
      }
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  })();

  const deadline = began + settings.timeoutMs;
  for (;;) {
    const open = await prisma.run.count({
      where: { id: { in: runIds }, status: { in: IN_FLIGHT } },
    });
    if (open === 0 || Date.now() > deadline) {
      figures.notEnded = open;
      break;
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  finished = true;
  figures.wallMs = Date.now() - began;
  sampler.postMessage({ stop: true });
  await Promise.all([samplerStopped, corrections, ...subscriptions]);
  await sampler.terminate();

  const endings = await prisma.run.groupBy({
    by: ["status"],
    where: { id: { in: runIds } },
    _count: true,
  });
  for (const ending of endings) {
    if (ending.status === "succeeded") figures.succeeded = ending._count;
    else figures.otherEndings[ending.status] = ending._count;
  }
  const consumptions = await prisma.correctionConsumption.findMany({
    where: { correctionId: { in: [...sent.keys()] } },
    select: { correctionId: true, consumedAt: true, correction: { select: { createdAt: true } } },
  });
  for (const consumption of consumptions) {
    const sentAt = sent.get(consumption.correctionId)!;
    figures.correctionMs.push(consumption.consumedAt.getTime() - sentAt);
    figures.correctionStoredMs.push(consumption.correction.createdAt.getTime() - sentAt);
  }
  figures.correctionsUnconsumed = sent.size - consumptions.length;
  figures.lostItems = await lostItems(prisma, runIds);
  const open = await prisma.run.findMany({
    where: { id: { in: runIds }, status: { in: IN_FLIGHT } },
    select: { id: true, status: true, leaseOwner: true },
  });
  figures.stuck = open.map((run) => `${run.id} ${run.status} ${run.leaseOwner ?? "no holder"}`);
  return figures;
}

/**
 * Items lost from the runs' transcripts: tool results without their tool call (an orphan, the
 * issue's symptom of a dropped batch) and, in runs that succeeded, tool calls without a result.
 */
async function lostItems(prisma: PrismaClient, runIds: string[]) {
  const items = await prisma.transcriptItem.findMany({
    where: { runId: { in: runIds }, kind: { in: ["tool_call", "tool_result"] } },
    select: { agentId: true, runId: true, kind: true, callId: true, toolUseId: true },
  });
  const succeeded = new Set(
    (
      await prisma.run.findMany({
        where: { id: { in: runIds }, status: "succeeded" },
        select: { id: true },
      })
    ).map((run) => run.id),
  );
  const calls = new Set<string>();
  const results = new Set<string>();
  for (const item of items) {
    if (item.kind === "tool_call") calls.add(`${item.agentId}/${item.callId}`);
    else results.add(`${item.agentId}/${item.toolUseId}`);
  }
  let orphanResults = 0;
  for (const result of results) if (!calls.has(result)) orphanResults += 1;
  let unpairedCalls = 0;
  for (const item of items) {
    if (item.kind !== "tool_call" || !succeeded.has(item.runId)) continue;
    if (!results.has(`${item.agentId}/${item.callId}`)) unpairedCalls += 1;
  }
  return { orphanResults, unpairedCalls };
}
