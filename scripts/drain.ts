/**
 * `npm run drain -- --authorize --deadline 60s`: a drain for a deployment (seed 003:
 * "Deployment requires a separately authorized drain of in-flight agents"). From now on every
 * Debrief process refuses new runs; runs in flight continue until the deadline, then each
 * process stops its own and marks them `interrupted` ("drained for deployment"). Nothing is
 * resumed after the deployment. The command waits, printing the runs left, until nothing is in
 * flight, then lists the runs interrupted (--no-wait returns at once). Also: --status, and
 * `--lift --authorize` once the deployment is done. Refuses without --authorize.
 * The shell user is the actor (in the drain record and the action log); admins can do the same
 * from the app (tRPC drain.start / drain.lift, `system:drain`). Applies pending migrations first
 * (as `npm run users` does), so --status works on a fresh clone. Exit codes: DRAIN_USAGE.
 */
import { randomUUID } from "node:crypto";
import { hostname, userInfo } from "node:os";
import path from "node:path";
import { readAppVersion } from "../server/app-version";
import { getPrisma } from "../server/db/client";
import { applyMigrations } from "../server/db/migrate";
import { getEnv } from "../server/env";
import { ActionLogRepository } from "../server/features/action-log/action-log-repository";
import { commandLineActor } from "../server/features/action-log/action-log-views";
import { DrainRepository } from "../server/features/drain/drain-repository";
import { actorDisplayName } from "../server/shared/human-actor";
import { drainStatus, liftDrain, startDrain } from "../server/features/drain/drain-service";
import type { DrainView } from "../server/features/drain/drain-views";
import { DrainWatcher } from "../server/features/drain/drain-watcher";
import { LeaseKeeper } from "../server/features/leases/lease-keeper";
import { PrismaRunStore } from "../server/features/runs/run-store-repository";
import { RunLeaseRepository } from "../server/features/leases/run-lease-repository";
import { InProcessRunEventFeed } from "../server/features/runs/run-event-feed";
import { systemClock } from "../server/runtime/system-clock";
import { countOf, runCommand } from "./command-line";
import { DRAIN_USAGE, parseDrainCommand } from "./drain/drain-command";

const POLL_MS = 1_000;

function describe(view: DrainView): string {
  if (view.state === "none") return "no drain is in force: new runs are accepted";
  const seconds = Math.max(0, Math.ceil((view.drain.deadlineAt - Date.now()) / 1000));
  const head =
    view.state === "draining"
      ? `draining (authorized by ${actorDisplayName(view.drain.requestedBy)}): ${countOf(view.runsLeft, "run")} left, deadline in ${seconds} s`
      : `drained (authorized by ${actorDisplayName(view.drain.requestedBy)}): new runs are refused until --lift`;
  const interrupted = view.interrupted.map(
    (run) => `  interrupted ${run.runId}  ${run.question.slice(0, 70)}`,
  );
  return [head, ...interrupted].join("\n");
}

async function main(): Promise<number> {
  const command = parseDrainCommand(process.argv.slice(2), `cli:${userInfo().username}`);
  if (command.action === "refuse") {
    console.error(command.message);
    return command.exitCode;
  }
  if (command.action === "help") {
    console.log(DRAIN_USAGE);
    return 0;
  }
  await applyMigrations(getEnv().DATABASE_URL);
  const prisma = getPrisma();
  try {
    return await drainWith(prisma, command);
  } finally {
    await prisma.$disconnect();
  }
}

/** Carries out `command` (status, lift or start) on `prisma`; returns the exit code. */
async function drainWith(
  prisma: ReturnType<typeof getPrisma>,
  command: Exclude<ReturnType<typeof parseDrainCommand>, { action: "refuse" | "help" }>,
): Promise<number> {
  const drains = new DrainRepository(prisma);
  const actionLog = new ActionLogRepository(prisma);
  const actor = commandLineActor(userInfo().username);
  const deps = { drains, clock: systemClock };
  if (command.action === "status") {
    console.log(describe(await drainStatus(deps)));
    return 0;
  }
  if (command.action === "lift") {
    const { liftedDrainId } = await liftDrain(deps, { liftedBy: command.by });
    await actionLog.insert({
      actor,
      action: "drain.lift",
      targetType: "drain",
      targetId: liftedDrainId,
    });
    console.log("drain lifted: new runs are accepted again");
    return 0;
  }
  const started = await startDrain(deps, {
    deadlineMs: command.deadlineMs,
    requestedBy: command.by,
  });
  await actionLog.insert({
    actor,
    action: "drain.start",
    targetType: "drain",
    targetId: started.state === "none" ? "none" : started.drain.id,
    details: { deadlineSeconds: command.deadlineMs / 1000 },
  });
  console.log(describe(started));
  if (!command.wait) return 0;
  // While waiting, this process also sweeps expired leases (a process that died holds runs)
  // and records completion, so the drain finishes even with no other process alive.
  const feed = new InProcessRunEventFeed();
  const runLeases = new RunLeaseRepository(
    prisma,
    feed,
    new PrismaRunStore(prisma, { announcer: feed }),
  );
  const keeper = new LeaseKeeper({
    leases: runLeases,
    clock: systemClock,
    identity: {
      owner: `cli:${hostname()}:${process.pid}:${randomUUID().slice(0, 8)}`,
      appVersion: readAppVersion(
        path.resolve(import.meta.dirname, ".."),
        getEnv().DEBRIEF_GIT_COMMIT,
      ),
    },
  });
  const watcher = new DrainWatcher({ drains, runLeases, clock: systemClock });
  for (;;) {
    await keeper.sweepOnce();
    const { check } = await watcher.checkOnce();
    const view = await drainStatus(deps);
    console.log(describe(view));
    if (check === "completed" || check === "none") return 0;
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
  }
}

runCommand("drain", DRAIN_USAGE, main);
