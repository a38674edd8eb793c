import { hasVisibleText } from "../../shared/input-rules";
import { MAX_CORRECTION_LENGTH, MAX_PENDING_CORRECTIONS } from "../../shared/limits";
import { ConflictError, InputValidationError, NotFoundError, RateLimitError } from "../errors";
import type { LiveAgent } from "./live-agent";
import { groupedNumber } from "../../shared/number-text";

/** A correction as the manager receives it (author "human:<name>" or "agent:<agentId>"). */
export interface CorrectionRequest {
  agentId: string;
  text: string;
  author: string;
  /** A person's idempotency key, stored with the correction (unique per agent). */
  requestKey?: string;
}

/**
 * The text rules of a correction as its sender wrote it, before redaction (a placeholder can be
 * longer than the secret it replaces, so the limit is checked on what was written, where the
 * text enters: here for a person's correction, the correct_agent schema for a parent's, the
 * router's schema for one another process stored). Returns the trimmed text.
 * InputValidationError when it is empty or longer than MAX_CORRECTION_LENGTH.
 */
export function checkCorrectionText(sent: string): string {
  const text = sent.trim();
  // Whitespace and invisible format characters (U+200B, …) alone are empty too.
  if (!hasVisibleText(text)) throw new InputValidationError("correction text must not be empty");
  if (text.length > MAX_CORRECTION_LENGTH) {
    throw new InputValidationError(
      `correction text is longer than ${groupedNumber(MAX_CORRECTION_LENGTH)} characters`,
    );
  }
  return text;
}

/**
 * The checks a correction passes before it is queued, whoever sends it; returns the agent and
 * the trimmed text. Its length was checked where it entered (checkCorrectionText), before
 * redaction. Errors: InputValidationError (empty), NotFoundError (not in flight here),
 * ConflictError (finished or finishing), RateLimitError (MAX_PENDING_CORRECTIONS already
 * waiting in its inbox).
 */
export function admitCorrection(
  agent: LiveAgent | undefined,
  request: CorrectionRequest,
): { agent: LiveAgent; text: string } {
  const text = request.text.trim();
  if (!hasVisibleText(text)) throw new InputValidationError("correction text must not be empty");
  if (agent === undefined)
    throw new NotFoundError(`agent ${request.agentId} is not running in this process`);
  if (agent.isTerminal || agent.inbox.closed !== null) {
    throw new ConflictError(
      agent.isTerminal
        ? `Agent ${request.agentId} already ended (${agent.record.status}): corrections are closed (reload to see its answer)`
        : `Agent ${request.agentId} is finishing (${agent.inbox.closed}): corrections are closed (reload to see its answer)`,
    );
  }
  if (agent.inbox.count >= MAX_PENDING_CORRECTIONS) {
    throw new RateLimitError(
      `agent ${request.agentId} already has ${agent.inbox.count} corrections waiting (the most an inbox holds is ${groupedNumber(MAX_PENDING_CORRECTIONS)}); send more once it has consumed them`,
    );
  }
  return { agent, text };
}
