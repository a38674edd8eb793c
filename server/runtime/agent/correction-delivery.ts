import type { CorrectionRecord } from "../records";
import { redactText } from "../redaction/redaction";
import {
  admitCorrection,
  checkCorrectionText,
  type CorrectionRequest,
} from "./correction-admission";
import type { LiveAgent, RuntimeDependencies } from "./live-agent";

/**
 * How corrections reach live agents' inboxes in this process (seed 003: a correction is queued,
 * then consumed at the agent's next safe point): from a person or a parent's correct_agent call
 * (stored here with the next sequence of the agent's inbox), or stored by another process (with
 * the sequence the database gave it). Every path checks admitCorrection first, wakes the agent's
 * waits for its inbox and emits `correction-queued`.
 */
export class CorrectionDelivery {
  constructor(
    private readonly deps: Pick<RuntimeDependencies, "ids" | "clock" | "store" | "events">,
    private readonly liveAgent: (agentId: string) => LiveAgent | undefined,
  ) {}

  /**
   * Check the text as sent (checkCorrectionText: empty, too long), redact it (ingestion), then
   * queueRedacted.
   */
  async queue(request: CorrectionRequest): Promise<CorrectionRecord> {
    checkCorrectionText(request.text);
    return this.queueRedacted({ ...request, text: redactText(request.text) });
  }

  /**
   * Queue a correction whose text is redacted already (a parent's correct_agent call): stored
   * first, then delivered. Errors: see admitCorrection, or the store's error (then the
   * correction is withdrawn from the inbox). Where the store numbers corrections
   * (recordNumberedCorrection: PostgreSQL with workers), see queueNumbered.
   */
  async queueRedacted(request: CorrectionRequest): Promise<CorrectionRecord> {
    if (this.deps.store.recordNumberedCorrection !== undefined) return this.queueNumbered(request);
    const { agent, text } = admitCorrection(this.liveAgent(request.agentId), request);
    const correction: CorrectionRecord = {
      id: this.deps.ids.next("correction"),
      runId: agent.record.runId,
      agentId: agent.id,
      sequence: agent.inbox.reserveSequence(),
      text,
      author: request.author,
      createdAt: this.deps.clock.now(),
      ...requestKeyOf(request),
    };
    // Queued in the same synchronous step as the checks above (the agent's final inbox check
    // cannot slip in between); the row is written next, and consumption waits for it (one
    // whose row is refused, a repeated request key among them, is never consumed).
    const stored = this.deps.store.recordCorrection(correction);
    agent.inbox.enqueue(
      correction,
      stored.then(
        () => true,
        () => false,
      ),
    );
    try {
      await stored;
    } catch (error) {
      agent.inbox.withdraw(correction.id);
      throw error;
    }
    await this.announceQueued(agent, correction);
    return correction;
  }

  /**
   * Queue a correction numbered by the database, the one source of sequences when another
   * process (the web) stores corrections for the same agent: checked, stored with the next
   * sequence the database gives, then checked again and queued in one synchronous step (the
   * agent's final inbox check cannot slip in between). Errors: see admitCorrection; when the
   * second check refuses it (the inbox closed while the row was written) the stored row stays
   * without a consumption, and is refused when the run ends (issue 10 item 5).
   */
  private async queueNumbered(request: CorrectionRequest): Promise<CorrectionRecord> {
    const { agent, text } = admitCorrection(this.liveAgent(request.agentId), request);
    const correction = await this.deps.store.recordNumberedCorrection!({
      id: this.deps.ids.next("correction"),
      runId: agent.record.runId,
      agentId: agent.id,
      text,
      author: request.author,
      createdAt: this.deps.clock.now(),
      ...requestKeyOf(request),
    });
    admitCorrection(this.liveAgent(request.agentId), request);
    agent.inbox.observeSequence(correction.sequence);
    agent.inbox.enqueue(correction);
    await this.announceQueued(agent, correction);
    return correction;
  }

  /** Wakes the agent's waits for its inbox and tells listeners the correction is queued. */
  private async announceQueued(agent: LiveAgent, correction: CorrectionRecord): Promise<void> {
    await agent.inboxChanged();
    this.deps.events.emit({
      type: "correction-queued",
      runId: correction.runId,
      agentId: agent.id,
      sequence: correction.sequence,
    });
  }

  /**
   * Take a correction another process stored (with the sequence the database gave it) into
   * the agent's inbox; it is consumed at the agent's next safe point like any other. Errors:
   * see admitCorrection (not in flight here, finished or finishing, inbox full): then the
   * stored correction is never consumed, and the caller records the refusal
   * (server/features/runs/run-control-handler.ts).
   */
  async deliverStored(correction: CorrectionRecord): Promise<void> {
    const { agent } = admitCorrection(this.liveAgent(correction.agentId), correction);
    agent.inbox.observeSequence(correction.sequence);
    agent.inbox.enqueue(correction);
    await this.announceQueued(agent, correction);
  }
}

/** The request's idempotency key as a record field (absent when the request has none). */
function requestKeyOf(request: CorrectionRequest): { requestKey?: string } {
  return request.requestKey === undefined ? {} : { requestKey: request.requestKey };
}
