/** The question the app opens with: seed 000's escalation on the ledgerline sample. */
export const SAMPLE_QUESTION = "Which merchants break when the provider retires API v2?";

/** True when a question is the ledgerline escalation (retiring the provider's API v2). */
export function isLedgerlineQuestion(question: string): boolean {
  return /retir|deprecat|sunset/i.test(question) && /\bv2\b|version 2|api/i.test(question);
}
