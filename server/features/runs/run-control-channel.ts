import type { PgNotifications } from "../../db/pg-notifications";
import type { CorrectionRecord } from "../../runtime/records";

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
  /**
   * Correction `correctionId` for agent `agentId` is stored: its holder's inbox takes it. The
   * stored row itself travels in `correction` when the message fits the payload limit
   * (correctionMessage), so the holder takes it without a database round trip; else the holder
   * reads it.
   */
  | { kind: "correction"; agentId: string; correctionId: string; correction?: CorrectionRecord }
  /** A run was enqueued: idle workers fetch now instead of at their next poll. */
  | { kind: "run-enqueued" };

/**
 * Bytes of a NOTIFY payload a message may use: PostgreSQL's limit is 8,000 bytes; the rest is
 * left for the channel name and framing.
 */
export const MAX_CONTROL_PAYLOAD_BYTES = 7_500;

/**
 * The control message for a stored correction: with the row when its JSON fits
 * MAX_CONTROL_PAYLOAD_BYTES (a correction is at most 4,000 characters, but escaping and
 * multi-byte characters can take it past the limit), else with its id only.
 */
export function correctionMessage(correction: CorrectionRecord): RunControlMessage {
  const full: RunControlMessage = {
    kind: "correction",
    agentId: correction.agentId,
    correctionId: correction.id,
    correction,
  };
  if (Buffer.byteLength(JSON.stringify(full)) <= MAX_CONTROL_PAYLOAD_BYTES) return full;
  return { kind: "correction", agentId: correction.agentId, correctionId: correction.id };
}

/**
 * Sends run control messages to the processes that may hold a run. Present in the services
 * when runs execute in other processes (PostgreSQL mode with workers); null otherwise.
 */
export interface RunControl {
  send(message: RunControlMessage): Promise<void>;
  /**
   * The channel and payload of `message` for a SQL statement to send itself (`pg_notify`, sent
   * when that statement commits: a stored correction and its notice in one round trip). Absent
   * where messages do not travel by NOTIFY.
   */
  notice?(message: RunControlMessage): { channel: string; payload: string };
}

/** Run control over LISTEN/NOTIFY (PostgreSQL mode). */
export class PgRunControl implements RunControl {
  private readonly channel: string;

  constructor(private readonly notifications: PgNotifications) {
    this.channel = notifications.channelName(RUN_CONTROL_CHANNEL);
  }

  async send(message: RunControlMessage): Promise<void> {
    const { channel, payload } = this.notice(message);
    await this.notifications.notify(channel, payload);
  }

  notice(message: RunControlMessage): { channel: string; payload: string } {
    return { channel: this.channel, payload: JSON.stringify(message) };
  }

  /** Call `handler` with each message any process sends (this one included). */
  async listen(handler: (message: RunControlMessage) => void): Promise<() => void> {
    return this.notifications.listen(this.channel, (payload) => {
      handler(JSON.parse(payload) as RunControlMessage);
    });
  }
}
