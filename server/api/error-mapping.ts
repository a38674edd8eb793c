import { TRPCError } from "@trpc/server";
import type { TRPC_ERROR_CODE_KEY } from "@trpc/server";
import { isDebriefError, type DebriefErrorCode } from "../runtime/errors";

/** The one translation of Debrief error codes to tRPC (and so HTTP) codes. */
export const TRPC_CODE_BY_DEBRIEF_CODE: Readonly<Record<DebriefErrorCode, TRPC_ERROR_CODE_KEY>> = {
  BAD_REQUEST: "BAD_REQUEST",
  NOT_FOUND: "NOT_FOUND",
  CONFLICT: "CONFLICT",
  PRECONDITION_FAILED: "PRECONDITION_FAILED",
  RULE_VIOLATION: "UNPROCESSABLE_CONTENT",
  FORBIDDEN: "FORBIDDEN",
  UNAVAILABLE: "SERVICE_UNAVAILABLE",
  TOO_MANY_REQUESTS: "TOO_MANY_REQUESTS",
  INTERNAL: "INTERNAL_SERVER_ERROR",
};

/**
 * The TRPCError for a DebriefError of any bundle's copy of the class (same message, original
 * error as `cause`); null for anything else, which tRPC reports as it is.
 */
export function toTRPCError(error: unknown): TRPCError | null {
  if (!isDebriefError(error)) return null;
  return new TRPCError({
    code: TRPC_CODE_BY_DEBRIEF_CODE[error.code],
    message: error.message,
    cause: error,
  });
}
