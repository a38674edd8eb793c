/**
 * The one error hierarchy of Debrief. Every error the product raises on purpose is a
 * `DebriefError` with a stable `code`; the tRPC layer maps codes to HTTP exactly once
 * (server/api/error-mapping.ts). The runtime never knows about HTTP.
 */
export type DebriefErrorCode =
  | "BAD_REQUEST"
  | "NOT_FOUND"
  | "CONFLICT"
  | "PRECONDITION_FAILED"
  | "RULE_VIOLATION"
  | "FORBIDDEN"
  | "UNAVAILABLE"
  | "TOO_MANY_REQUESTS"
  | "INTERNAL";

/**
 * The brand every DebriefError carries, under a global symbol: a production build bundles each
 * route separately, so the services one bundle created (shared through globalThis) throw
 * errors of that bundle's DebriefError class, which `instanceof` in another bundle does not
 * recognise (issue: unknown runs and rate limits answered 500). isDebriefError checks the brand.
 */
const DEBRIEF_ERROR_BRAND = Symbol.for("debrief.error");

/** Base class: `code` decides the HTTP status, `message` is safe to show to a user. */
export class DebriefError extends Error {
  readonly code: DebriefErrorCode;
  readonly details: unknown;
  constructor(code: DebriefErrorCode, message: string, details?: unknown) {
    super(message);
    this.name = new.target.name;
    this.code = code;
    this.details = details;
    Object.defineProperty(this, DEBRIEF_ERROR_BRAND, { value: true });
  }
}

/**
 * True for a DebriefError of any copy of this module (see DEBRIEF_ERROR_BRAND): use it, not
 * `instanceof`, wherever an error may come from services another bundle created.
 */
export function isDebriefError(error: unknown): error is DebriefError {
  return (
    error instanceof Error &&
    (error as unknown as Record<symbol, unknown>)[DEBRIEF_ERROR_BRAND] === true
  );
}

/** Input that fails validation (empty question, malformed arguments, …). */
export class InputValidationError extends DebriefError {
  constructor(message: string, details?: unknown) {
    super("BAD_REQUEST", message, details);
  }
}

/** A run, agent, workspace, transcript ref or call id that does not exist. */
export class NotFoundError extends DebriefError {
  constructor(message: string, details?: unknown) {
    super("NOT_FOUND", message, details);
  }
}

/** A state conflict: duplicate id, correction to a finished agent, … */
export class ConflictError extends DebriefError {
  constructor(message: string, details?: unknown) {
    super("CONFLICT", message, details);
  }
}

/**
 * A request Debrief refuses because it would break one of its standing rules (demoting or
 * disabling the last enabled administrator, …): nothing changed in the meantime and retrying
 * will not help, unlike a ConflictError. HTTP 422.
 */
export class RuleViolationError extends DebriefError {
  constructor(message: string, details?: unknown) {
    super("RULE_VIOLATION", message, details);
  }
}

/** A path outside the workspace or a write through read-only SQL. */
export class WorkspaceAccessError extends DebriefError {
  constructor(message: string, details?: unknown) {
    super("FORBIDDEN", message, details);
  }
}

/** Too many requests: a rate limit or a full inbox (HTTP 429). `retryAfterMs` when known. */
export class RateLimitError extends DebriefError {
  readonly retryAfterMs: number | null;
  constructor(message: string, retryAfterMs: number | null = null) {
    super("TOO_MANY_REQUESTS", message, { retryAfterMs });
    this.retryAfterMs = retryAfterMs;
  }
}

/**
 * Work stopped at its time limit (a pasted answer's audit in the worker pool): nothing was
 * done, and a shorter input or a quieter moment may pass. HTTP 503, like a drain; `limitMs`
 * is the limit passed.
 */
export class TimeLimitError extends DebriefError {
  readonly limitMs: number;
  constructor(message: string, limitMs: number) {
    super("UNAVAILABLE", message, { limitMs });
    this.limitMs = limitMs;
  }
}

/**
 * The service refuses new work for now: a drain for a deployment is in force (seed 003
 * "Deployment requires a separately authorized drain"). Runs already in flight are not affected.
 */
export class DrainingError extends DebriefError {
  constructor(message: string, details?: unknown) {
    super("UNAVAILABLE", message, details);
  }
}

/**
 * A child failed the `research_result` contract after the allowed retries
 * (seed 000: `raise SubagentContractError(result.validation_errors)`).
 */
export class SubagentContractError extends DebriefError {
  readonly validationErrors: readonly string[];
  constructor(agentId: string, validationErrors: readonly string[], attempts: number) {
    super(
      "PRECONDITION_FAILED",
      `SubagentContractError: agent ${agentId} returned no valid research_result after ${attempts} attempts: ${validationErrors.join("; ")}`,
      { agentId, validationErrors, attempts },
    );
    this.validationErrors = validationErrors;
  }
}

/** A model provider failed (HTTP error, timeout, malformed body). */
export class ProviderError extends DebriefError {
  readonly status: number | null;
  constructor(message: string, status: number | null, details?: unknown) {
    super("INTERNAL", message, details);
    this.status = status;
  }
}

/**
 * A parent failed the `final_answer` contract after the allowed retries (issue 14), as a child
 * fails research_result with SubagentContractError.
 */
export class FinalAnswerContractError extends DebriefError {
  readonly validationErrors: readonly string[];
  constructor(agentId: string, validationErrors: readonly string[], attempts: number) {
    super(
      "PRECONDITION_FAILED",
      `FinalAnswerContractError: agent ${agentId} returned no valid final_answer after ${attempts} attempts: ${validationErrors.join("; ")}`,
      { agentId, validationErrors, attempts },
    );
    this.validationErrors = validationErrors;
  }
}

/**
 * A write the store could not make durable after its bounded retries (a lock held past the
 * busy timeout, a lost connection). The run whose writes were lost ends `failed` with this
 * message as its statusDetail; its stored transcript is the prefix written before the loss.
 */
export class StorageError extends DebriefError {
  override readonly cause: unknown;
  constructor(message: string, cause: unknown) {
    super("INTERNAL", message);
    this.cause = cause;
  }
}
