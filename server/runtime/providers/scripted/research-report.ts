import type { Confidence, ResearchResultInput } from "../../contract/research-result";

const CONFIDENCE_WORDS: Record<Confidence, string> = {
  verified: "verified: I read it directly",
  inferred: "inferred across sources, not verified",
  reported: "reported by a document, not verified",
};

/**
 * The scripted child's answer in prose, written when its return mode asks it to end with text
 * (summary, transcript): the same findings, assumptions, open questions, gaps and effort it
 * would put in a research_result, one self-contained statement per line ("I assumed: …",
 * "I could not determine this: …"), each caveat in the child's own words (like a real
 * model's final answer; nothing left out).
 */
export function writeResearchReport(brief: string, report: ResearchResultInput): string {
  const lines: string[] = [`My research on: ${brief.trim().split("\n")[0] ?? ""}`];
  if (report.findings.length === 0) lines.push("- I found nothing I can state.");
  for (const finding of report.findings) {
    const sources =
      finding.provenance.length > 0 ? `; sources: ${finding.provenance.join(", ")}` : "";
    lines.push(`- ${finding.claim} (${CONFIDENCE_WORDS[finding.confidence]}${sources})`);
  }
  for (const assumption of report.assumptions) lines.push(`- I assumed: ${assumption}`);
  for (const item of report.unresolved) {
    lines.push(
      `- I could not determine this: ${item.question} What would settle it: ${item.would_settle_it}.`,
    );
  }
  for (const area of report.coverage.not_searched) lines.push(`- I did not search ${area}.`);
  const exhausted = report.effort.budget_exhausted
    ? " I ran out of budget, so this may be incomplete."
    : "";
  lines.push(`I made ${report.effort.tool_calls} tool calls.${exhausted}`);
  return lines.join("\n");
}
