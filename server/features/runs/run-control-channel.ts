import type { PgNotifications } from "../../db/pg-notifications";

/** The channel (before schema scoping) of run control messages between processes. */
export const RUN_CONTROL_CHANNEL = "debrief_run_control";

/**
 * What one process tells the others about runs it does not hold (issue 10 item 5). Only ids
 * travel (the NOTIFY payload limit): the cancellation and the correction are stored first, and
 * the process holding the run reads them.
 */
export type RunControlMessage =
  /** Run `runId`'s cancellation is stored (Run.cancelRequest): its holder cancels it. */
  | { kind: "cancel-run"; runId: string }
  /** A person cancelled agent `agentId` (partial cancellation) with `reason`. */
  | { kind: "cancel-agent"; agentId: string; reason: string }
  /** Correction `correctionId` for agent `agentId` is stored: its holder's inbox takes it. */
  | { kind: "correction"; agentId: string; correctionId: string }
  /** A run was enqueued: idle workers fetch now instead of at their next poll. */
  | { kind: "run-enqueued" };

/**
 * Sends run control messages to the processes that may hold a run. Present in the services
 * when runs execute in other processes (PostgreSQL mode with workers); null otherwise.
 */
export interface RunControl {
  send(message: RunControlMessage): Promise<void>;
}

/** Run control over LISTEN/NOTIFY (PostgreSQL mode). */
export class PgRunControl implements RunControl {
  private readonly channel: string;

  constructor(private readonly notifications: PgNotifications) {
    this.channel = notifications.channelName(RUN_CONTROL_CHANNEL);
  }

  async send(message: RunControlMessage): Promise<void> {
    await this.notifications.notify(this.channel, JSON.stringify(message));
  }

  /** Call `handler` with each message any process sends (this one included). */
  async listen(handler: (message: RunControlMessage) => void): Promise<() => void> {
    return this.notifications.listen(this.channel, (payload) => {
      handler(JSON.parse(payload) as RunControlMessage);
    });
  }
}
