/**
 * What a person is told when a request fails: one sentence per tRPC error code (the codes
 * themselves — NOT_FOUND, BAD_REQUEST… — are never shown), then the server's own message when
 * it is written for people, and the fields a rejected input got wrong.
 */

import { humanizeTimes } from "./format";
import { asSentence } from "./form-problem";

interface ErrorShape {
  message?: unknown;
  data?: {
    code?: unknown;
    httpStatus?: unknown;
    zodError?: { formErrors?: string[]; fieldErrors?: Record<string, string[] | undefined> } | null;
  } | null;
}

/** What a request refused for want of a session is told (expired, signed out elsewhere, disabled). */
export const SESSION_ENDED_TEXT = "Your session has ended";

/** The same as a sentence, where no "Sign in again" link can follow it. */
export const SESSION_ENDED_SENTENCE = `${SESSION_ENDED_TEXT} — sign in again.`;

/** The sentence for each tRPC error code a Debrief server answers with. */
export const ERROR_SENTENCES: Readonly<Record<string, string>> = {
  BAD_REQUEST: "The request was not accepted.",
  UNAUTHORIZED: SESSION_ENDED_SENTENCE,
  FORBIDDEN: "Your role does not allow this.",
  NOT_FOUND: "It does not exist (or no longer does).",
  CONFLICT: "It changed in the meantime: reload and try again.",
  PRECONDITION_FAILED: "It is not in a state that allows this any more.",
  UNPROCESSABLE_CONTENT: "Debrief refuses this: it would break one of its rules.",
  PAYLOAD_TOO_LARGE: "That is too large to send.",
  TOO_MANY_REQUESTS: "Too many requests: wait a moment and try again.",
  SERVICE_UNAVAILABLE: "Debrief cannot do this right now.",
  TIMEOUT: "The server took too long to answer.",
  INTERNAL_SERVER_ERROR: "Something went wrong on the server.",
};

/** The sentence for an error that reached no server (a network failure, a dropped stream). */
export const UNREACHABLE_SENTENCE = "Could not reach the server: check the connection and retry.";

/** Fallback when nothing else is known about an error. */
export const UNKNOWN_SENTENCE = "Something went wrong.";

/** The tRPC error code (NOT_FOUND, BAD_REQUEST…) of an error, for logic only (never shown). */
export function errorCode(error: unknown): string | null {
  const code = (error as ErrorShape | null)?.data?.code;
  return typeof code === "string" ? code : null;
}

/** True for a message meant for machines: a JSON dump (tRPC's raw input issues) or empty. */
function machineText(message: string): boolean {
  const trimmed = message.trim();
  return trimmed === "" || trimmed.startsWith("[") || trimmed.startsWith("{");
}

/** A field problem or a clause of a message, compared without case or a final full stop. */
function comparable(text: string): string {
  return text.trim().replace(/\.$/, "").toLowerCase();
}

/**
 * True when the server's message only repeats the fields it rejected ("answer: the answer must
 * be at most 50,000 characters" beside the field's own sentence): shown once, as the field.
 */
export function repeatsFieldProblems(message: string, fields: readonly string[]): boolean {
  if (fields.length === 0) return false;
  const known = new Set(fields.map(comparable));
  const clauses = message.split(/;\s+/).map(comparable);
  return clauses.every((clause) => clause !== "" && known.has(clause));
}

/**
 * The fields a rejected input got wrong, each message a sentence as every form words it
 * (form-problem.ts): "question: The question must not be empty.".
 */
export function fieldProblems(error: unknown): string[] {
  const zodError = (error as ErrorShape | null)?.data?.zodError;
  if (!zodError) return [];
  const fields = Object.entries(zodError.fieldErrors ?? {}).flatMap(([field, messages]) =>
    (messages ?? []).map((message) => `${field}: ${asSentence(message)}`),
  );
  return [...(zodError.formErrors ?? []).map(asSentence), ...fields];
}

/** What the error box says: a headline sentence and, when useful, the server's detail. */
export interface ErrorSentences {
  headline: string;
  detail: string | null;
  fields: string[];
}

/**
 * The sentences for any thrown value: the code's sentence as the headline, the server's
 * message (when it is prose and says more than the headline) as the detail, the rejected
 * fields; for a conflict, the server's prose is the headline itself; for a missing session, only
 * the sentence that it ended. A value without a code: its message when it is prose ("Failed to fetch" and other
 * network failures read as "Could not reach the server").
 */
export function errorSentences(error: unknown): ErrorSentences {
  const code = errorCode(error);
  const raw = (error as ErrorShape | null)?.message;
  // Times in the server's words are ISO (the drain's deadline): written as the UI writes times.
  const message = humanizeTimes(
    typeof raw === "string" ? raw : typeof error === "string" ? error : "",
  );
  const fields = fieldProblems(error);
  const detail =
    machineText(message) || repeatsFieldProblems(message, fields) ? null : message.trim();
  if (code === null) {
    if (error instanceof TypeError || /fetch|network|ECONNREFUSED/i.test(message)) {
      return { headline: UNREACHABLE_SENTENCE, detail: null, fields };
    }
    return { headline: detail ?? UNKNOWN_SENTENCE, detail: null, fields };
  }
  // A conflict's own message says what changed and what to do ("Run … was already cancelled:
  // …"); the generic sentence is for a conflict the server did not word.
  if (code === "CONFLICT" && detail !== null) return { headline: detail, detail: null, fields };
  // The server's "sign in to …" only names what the call needed; what happened is that the
  // session ended (expired, signed out elsewhere, disabled): said alone, also under a title.
  if (code === "UNAUTHORIZED") return { headline: SESSION_ENDED_SENTENCE, detail: null, fields };
  const headline = ERROR_SENTENCES[code] ?? UNKNOWN_SENTENCE;
  return { headline, detail: detail === headline ? null : detail, fields };
}
