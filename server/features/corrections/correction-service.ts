import { randomUUID } from "node:crypto";
import type { AgentManager } from "../../runtime/agent/agent-manager";
import { redactText } from "../../runtime/redaction/redaction";
import type { CorrectionRecord, CorrectionRefusalRecord } from "../../runtime/records";
import type { SendCorrectionInput } from "../../shared/correction-input";
import { humanInRun } from "../../shared/human-actor";
import type { ActionLogRepository } from "../action-log/action-log-repository";
import type { ActionActor } from "../action-log/action-log-views";
import { requireLiveAgent, type RunGuardDependencies } from "../runs/run-guards";
import { correctionMessage } from "../runs/run-control-channel";
import type { CorrectionView } from "../runs/run-views";
import { ConflictError, RateLimitError } from "../../runtime/errors";
import type { CorrectionKeyRepository } from "./correction-key-repository";
import type { CorrectionRateLimiter } from "./correction-rate-limit";
import { unconsumedCorrectionReason } from "./refusal-reasons";
import type { StoredCorrectionRepository } from "./stored-correction-repository";

/** What sending a correction needs: the run guards, the rate limit and the manager. */
export interface CorrectionServiceDependencies extends RunGuardDependencies {
  manager: Pick<AgentManager, "get" | "queueCorrection">;
  actionLogRepository: Pick<ActionLogRepository, "insert">;
  correctionLimiter: Pick<CorrectionRateLimiter, "take" | "refuseIfExhausted">;
  correctionsByKey: Pick<CorrectionKeyRepository, "find">;
  /** Stores corrections for agents other processes hold (with runControl; PostgreSQL mode). */
  storedCorrections?: Pick<StoredCorrectionRepository, "store" | "refuse"> | null;
  clock: { now(): number };
}

/**
 * Queue a correction for a running agent. Errors, before anything is stored: RateLimitError
 * (429) when the agent, still running, already used up its rate (no read while it runs in
 * this process); NotFoundError for
 * an unknown run or an agent not in that run; ConflictError for a finished agent (or one whose
 * process is gone); RateLimitError (429) past the agent's rate or with its inbox full. The
 * correction is stored with its per-agent sequence (its text redacted), then delivered.
 * `input` is parsed at the router (sendCorrectionInputSchema). The author is `actor`, the
 * signed-in user ("human:<name>", humanInRun); the action log records the correction with their id.
 * For an agent another process holds (PostgreSQL mode with workers), the correction is stored
 * here with the sequence the database assigns, and the holder is told (runControl): its inbox
 * takes it at the agent's next safe point. One stored after the agent (or its run) ended, in
 * the moment between the check above and the row, is refused at once: the answer carries the
 * refusal ("not delivered: arrived after the agent's inbox closed"), as the run does.
 * With `input.requestKey`, a send whose key the agent already holds answers with that first
 * correction as it stands now (nothing stored, no token taken, no action logged), whether the
 * repeat comes after it or races it (the database's unique key on (agent, request key) refuses
 * the second row, and the first is read back); ConflictError when the key holds another
 * person's, another run's or another text's correction.
 */
export async function sendCorrection(
  deps: CorrectionServiceDependencies,
  input: SendCorrectionInput,
  actor: ActionActor,
): Promise<CorrectionView> {
  if (input.requestKey === undefined) return sendOnce(deps, input, actor);
  // A send racing one with the same key in this process waits for it and answers with what it
  // stored: numbered once (a second number refused by the unique key left a gap), logged once.
  const sends = sendsInFlight(deps);
  const key = `${input.agentId}\u0000${input.requestKey}`;
  const earlier = sends.get(key);
  if (earlier !== undefined) {
    await earlier.catch(() => undefined);
    const first = await firstWithKey(deps, input, humanInRun(actor));
    if (first !== null) return first;
  }
  const sending = sendOnce(deps, input, actor);
  sends.set(key, sending);
  const forget = () => {
    if (sends.get(key) === sending) sends.delete(key);
  };
  sending.then(forget, forget);
  return sending;
}

/**
 * Keyed sends under way in this process, per agent manager (one per set of services; a
 * request's context, which carries the services, is a new object for every request).
 */
const keyedSends = new WeakMap<object, Map<string, Promise<CorrectionView>>>();

function sendsInFlight(deps: CorrectionServiceDependencies): Map<string, Promise<CorrectionView>> {
  let sends = keyedSends.get(deps.manager);
  if (sends === undefined) {
    sends = new Map();
    keyedSends.set(deps.manager, sends);
  }
  return sends;
}

/** One send (see sendCorrection). */
async function sendOnce(
  deps: CorrectionServiceDependencies,
  input: SendCorrectionInput,
  actor: ActionActor,
): Promise<CorrectionView> {
  // An agent whose bucket is already empty is refused at once while it runs in this process (a
  // flood costs no database read); one that ended or runs elsewhere is read first, so an
  // unknown or ended agent answers 404 / 409 (closed for good), never "retry in 1 s".
  // Otherwise the run and agent are checked first, then a token is taken.
  const liveAgent = () =>
    requireLiveAgent(deps, {
      ...input,
      closed: "corrections are closed (reload to see its answer)",
    });
  try {
    deps.correctionLimiter.refuseIfExhausted(input.agentId);
  } catch (error) {
    const runningHere = deps.manager.get(input.agentId)?.isTerminal === false;
    if (error instanceof RateLimitError && !runningHere) await liveAgent();
    throw error;
  }
  const author = humanInRun(actor);
  const repeated = await firstWithKey(deps, input, author);
  if (repeated !== null) return repeated;
  const live = await liveAgent();
  deps.correctionLimiter.take(input.agentId);
  const request = {
    agentId: input.agentId,
    text: input.text,
    author,
    ...(input.requestKey === undefined ? {} : { requestKey: input.requestKey }),
  };
  let sent: { correction: CorrectionRecord; refusal: CorrectionRefusalRecord | null };
  try {
    sent =
      live === null
        ? await storeForOtherProcess(deps, input.runId, request)
        : { correction: await deps.manager.queueCorrection(request), refusal: null };
  } catch (error) {
    // A repeat that raced the first: the unique key refused its row.
    const first = error instanceof ConflictError ? await firstWithKey(deps, input, author) : null;
    if (first !== null) return first;
    throw error;
  }
  const { correction, refusal } = sent;
  await deps.actionLogRepository.insert({
    actor,
    action: "correction.send",
    targetType: "correction",
    targetId: correction.id,
    details: { runId: input.runId, agentId: input.agentId, sequence: correction.sequence },
  });
  return { correction, consumption: null, refusal };
}

/**
 * The correction stored under `input.requestKey` for its agent, or null (no key, or none
 * stored). ConflictError when that correction is not this send's: another run's, another
 * person's, or another text (a client that reused a key).
 */
async function firstWithKey(
  deps: CorrectionServiceDependencies,
  input: SendCorrectionInput,
  author: string,
): Promise<CorrectionView | null> {
  if (input.requestKey === undefined) return null;
  const first = await deps.correctionsByKey.find(input.agentId, input.requestKey);
  if (first === null) return null;
  const { correction } = first;
  if (
    correction.runId !== input.runId ||
    correction.author !== author ||
    correction.text !== redactText(input.text.trim())
  ) {
    throw new ConflictError(
      `request key ${input.requestKey} was already used for another correction to agent ${input.agentId}; send a new key with each correction`,
    );
  }
  return first;
}

/**
 * Store a correction for an agent held elsewhere (text trimmed and redacted), tell its holder,
 * then refuse it if the agent or run has ended meanwhile (its holder's end-of-run sweep may
 * have run before the row existed).
 */
async function storeForOtherProcess(
  deps: CorrectionServiceDependencies,
  runId: string,
  request: { agentId: string; text: string; author: string; requestKey?: string },
): Promise<{ correction: CorrectionRecord; refusal: CorrectionRefusalRecord | null }> {
  if (deps.storedCorrections == null || deps.runControl == null) {
    throw new Error(
      "corrections for agents in other processes need runControl and storedCorrections",
    );
  }
  // Where run control travels by NOTIFY, the storing statement sends the holder's notice
  // itself (one round trip: the notice is delivered when the row commits); else it is sent
  // after. Told before the check below (the check adds no latency to delivery); a holder that
  // gets a correction it can no longer take refuses it too, and a correction is refused once
  // at most.
  const runControl = deps.runControl;
  const notice =
    runControl.notice === undefined
      ? undefined
      : {
          channel: runControl.notice({ kind: "run-enqueued" }).channel,
          payload: (stored: CorrectionRecord) =>
            runControl.notice!(correctionMessage(stored)).payload,
        };
  const correction = await deps.storedCorrections.store(
    {
      id: `correction_${randomUUID().slice(0, 12)}`,
      runId,
      agentId: request.agentId,
      text: redactText(request.text.trim()),
      author: request.author,
      createdAt: deps.clock.now(),
      ...(request.requestKey === undefined ? {} : { requestKey: request.requestKey }),
    },
    notice,
  );
  if (notice === undefined) await runControl.send(correctionMessage(correction));
  const refusal = await deps.storedCorrections.refuse(
    correction,
    unconsumedCorrectionReason,
    deps.clock.now(),
    { onlyIfEnded: true },
  );
  return { correction, refusal };
}
