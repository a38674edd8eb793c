import { formatTimestamp } from "@/components/ui/format";
import { nounFor, pluralize } from "@/components/ui/plural";
import type { WorkerPresenceView } from "@/server/features/workers/worker-presence-views";

/**
 * What the UI says about the `npm run worker` processes (PostgreSQL mode, pure): the "no worker
 * is running" warning of the runs list and the run page, and the top bar's "N workers".
 * SQLite mode runs execute in the web process: nothing is said there.
 */

/** The command that starts a worker, as the warnings name it. */
export const WORKER_COMMAND = "npm run worker";

/** Why queued runs are not being taken: no worker alive, or every live one is stopping. */
export interface NoWorkerWarning {
  reason: "no-worker" | "all-stopping";
  /** The sentence in bold: what is wrong. */
  headline: string;
  /** What it means for the runs waiting and what starts them. */
  consequence: string;
  /** When the last worker was seen, when one was and is gone; null otherwise. */
  lastSeen: string | null;
}

/**
 * The warning to show, or null: in team mode, when runs are waiting (`waiting`: the runs
 * list passes the queued count of every process, the run page 1 when its run is queued and 0
 * otherwise) and no live worker takes runs. Null in SQLite mode, while the presence is
 * loading, and when the web process could not read it (`current: false`: nothing is claimed;
 * the server-health indicator says why).
 */
export function noWorkerWarning(
  view: WorkerPresenceView | undefined,
  waiting: { runs: number; thisRun: boolean },
): NoWorkerWarning | null {
  if (view === undefined || view.mode !== "team" || !view.current) return null;
  if (waiting.runs === 0 || view.running > 0) return null;
  const who = waiting.thisRun
    ? "this run waits in the queue"
    : `${pluralize(waiting.runs, "queued run")} ${nounFor(waiting.runs, "waits", "wait")}`;
  if (view.stopping > 0) {
    return {
      reason: "all-stopping",
      headline: `${view.stopping === 1 ? "The only worker is" : "Every worker is"} stopping`,
      consequence: `${who} until a new worker starts (\`${WORKER_COMMAND}\`).`,
      lastSeen: null,
    };
  }
  return {
    reason: "no-worker",
    headline: "No worker is running",
    consequence: `${who} until \`${WORKER_COMMAND}\` starts.`,
    lastSeen:
      view.lastGoneAt === null
        ? null
        : `The last worker was seen at ${formatTimestamp(view.lastGoneAt)}.`,
  };
}

/** The top bar's worker count: its words, hover text, colour and state; null in SQLite mode. */
export interface WorkersIndicatorView {
  state: "running" | "none" | "unknown";
  text: string;
  title: string;
  dot: string;
}

/**
 * "2 workers", "1 worker (1 stopping, 1 on another version)", "No worker" (amber when runs are
 * waiting) or "Workers unknown" when the presence could not be read; each live worker on hover
 * (host, pid, version and this server's when they differ, runs in hand of its concurrency,
 * stopping). Null in SQLite mode and while loading. While the server does not answer
 * (`unanswered`: the last read got no answer) the count last read is not shown as if current:
 * "Workers unknown", that count on hover.
 */
export function workersIndicatorView(
  view: WorkerPresenceView | undefined,
  unanswered = false,
): WorkersIndicatorView | null {
  if (view === undefined || view.mode !== "team") return null;
  if (unanswered) {
    return {
      state: "unknown",
      text: "Workers unknown",
      title: `The server is not answering: the workers' count is not known (${pluralize(view.running, "worker")} when last read).`,
      dot: "bg-zinc-300",
    };
  }
  if (!view.current) {
    return {
      state: "unknown",
      text: "Workers unknown",
      title: "The server could not read the workers' heartbeats just now.",
      dot: "bg-zinc-300",
    };
  }
  const { appVersion } = view;
  const lines = view.workers.map((worker) => {
    const stopping = worker.state === "stopping" ? ", stopping" : "";
    const version = worker.appVersion === appVersion ? "" : ` (this server: v${appVersion})`;
    return `${worker.host} (pid ${worker.pid}) v${worker.appVersion}${version}: ${worker.runsInHand} of ${worker.concurrency} runs${stopping}`;
  });
  const otherVersion = view.workers.filter((worker) => worker.appVersion !== appVersion).length;
  const notes = [
    ...(view.stopping > 0 ? [`${view.stopping} stopping`] : []),
    ...(otherVersion > 0 ? [`${otherVersion} on another version`] : []),
  ];
  const suffix = notes.length > 0 ? ` (${notes.join(", ")})` : "";
  const queued = `${pluralize(view.queuedRuns, "run")} queued`;
  if (view.running === 0) {
    return {
      state: "none",
      text: `No worker${suffix}`,
      title: [`No worker takes runs; ${queued}. Start one with ${WORKER_COMMAND}.`, ...lines].join(
        "\n",
      ),
      dot: view.queuedRuns > 0 ? "bg-amber-500" : "bg-zinc-300",
    };
  }
  return {
    state: "running",
    text: `${pluralize(view.running, "worker")}${suffix}`,
    title: [`${queued}.`, ...lines].join("\n"),
    dot: "bg-emerald-600",
  };
}
