import { auditAnswer } from "../../server/features/audit/answer-audit-service";
import { NotFoundError } from "../../server/runtime/errors";
import { UsageError } from "../command-line";

/**
 * `npm run audit`'s call of auditAnswer: an unknown run id (auditAnswer's NotFoundError) is the
 * bad input it is, a UsageError (exit 2, like an unknown case id elsewhere), so the exit code 1
 * keeps meaning "flags found" alone. Other errors pass through (exit 3).
 */
export async function auditAnswerOrUsageError(
  ...input: Parameters<typeof auditAnswer>
): ReturnType<typeof auditAnswer> {
  try {
    return await auditAnswer(...input);
  } catch (error) {
    if (error instanceof NotFoundError) throw new UsageError(error.message);
    throw error;
  }
}
