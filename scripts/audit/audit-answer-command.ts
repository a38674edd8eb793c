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

/**
 * `npm run audit`'s exit code for an audit that ran: 0 audited with no flag, 1 flags found, 4
 * not audited (no claims, no debriefs, no answer: nothing was checked, which a script must not
 * read as a clean answer).
 */
export function auditExitCode(report: {
  status: "audited" | "no_answer" | "no_claims" | "no_debriefs";
  flags: readonly unknown[];
}): 0 | 1 | 4 {
  if (report.status !== "audited") return 4;
  return report.flags.length === 0 ? 0 : 1;
}
