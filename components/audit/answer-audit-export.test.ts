import { describe, expect, it } from "vitest";
import type { AnswerAuditView } from "@/server/features/audit/answer-audit-service";
import type { AuditCounts, AuditReport } from "@/server/features/audit/audit-report";
import {
  answerAuditFilename,
  renderAnswerAuditJson,
  renderAnswerAuditMarkdown,
} from "./answer-audit-export";

const AT = Date.UTC(2026, 11, 3, 12, 40, 5, 123);

const counts: AuditCounts = {
  claims: 1,
  caveats: 0,
  hedges: 1,
  carried: 0,
  dropped: 1,
  notUsed: 0,
  uncertain: 0,
  flags: 1,
  high: 1,
  medium: 0,
  low: 0,
};

const ANSWER = "**Verdict:** all 19 merchants break, confirmed. <b>Nothing</b> else is open.";

const report: AuditReport = {
  version: 2,
  mode: "free_text",
  modeDetail: null,
  status: "audited",
  statusDetail: "1 claim against 1 debrief item",
  answerChars: ANSWER.length,
  truncated: false,
  children: [],
  claims: [
    {
      id: "c1",
      text: ANSWER,
      start: 0,
      end: ANSWER.length,
      role: "claim",
      hedgeCues: [],
      countOrList: true,
      overstatements: ["confirmed"],
      links: [{ itemId: "agent_1/U1", stated: false } as AuditReport["claims"][0]["links"][0]],
    },
  ],
  hedges: [
    {
      id: "agent_1/U1",
      key: "U1",
      label: "direct-researcher/U1",
      agentId: "agent_1",
      agentName: "direct-researcher",
      kind: "unresolved",
      text: "Do the 5 override merchants send v2?",
      confidence: null,
      alsoFrom: [],
      classification: "dropped",
      severity: "high",
      coveredBy: null,
      evidence: { claimId: "c1", text: "Verdict: all 19 merchants break, confirmed." },
      reason: "the claim settles the open question",
      dependentClaimIds: [],
    },
  ],
  flags: [
    {
      id: "flag:agent_1/U1",
      hedgeId: "agent_1/U1",
      hedgeLabel: "direct-researcher/U1",
      alsoFrom: [],
      hedgeKind: "unresolved",
      agentId: "agent_1",
      agentName: "direct-researcher",
      severity: "high",
      childText: "Do the 5 override merchants send v2?",
      claimId: "c1",
      claimText: "Verdict: all 19 merchants break, confirmed.",
      claimStart: 0,
      claimEnd: 45,
      reason: "the claim settles the open question",
    },
  ],
  counts,
};

const view: AnswerAuditView = {
  answer: ANSWER,
  report,
  source: { kind: "run", runId: "run_8b3c", question: "Which merchants break?" },
  children: ["direct-researcher"],
};

describe("the exports of a pasted answer's audit", () => {
  it("names the file by the time the audit answered", () => {
    expect(answerAuditFilename(AT, "markdown")).toBe("audit-answer-2026-12-03T12-40-05Z.md");
    expect(answerAuditFilename(AT, "json")).toBe("audit-answer-2026-12-03T12-40-05Z.json");
  });

  it("writes the summary, the flags, the hedges, the claims and the answer as Markdown", () => {
    expect(renderAnswerAuditMarkdown(view, AT).split("\n")).toEqual([
      "# Caveat audit of an answer",
      "",
      "- Audited 2026-12-03T12:40:05.123Z against run run_8b3c (Which merchants break?)",
      "- Children: direct-researcher",
      "- Read as: free text (the free-text reader)",
      "- Audit status: audited (1 claim against 1 debrief item)",
      "- Flags: 1 (high 1, medium 0, low 0)",
      "- Hedges: 1 (carried 0, dropped 1, not used 0, uncertain 0); claims 1, caveat sentences 0",
      "",
      "## Flags",
      "",
      "### 1. HIGH: direct-researcher/U1 (direct-researcher, unresolved)",
      "",
      "The child said:",
      "> Do the 5 override merchants send v2?",
      "",
      "Dropped by claim c1 (characters 0–45):",
      "> Verdict: all 19 merchants break, confirmed.",
      "",
      "Why: the claim settles the open question.",
      "",
      "## Hedges",
      "",
      "| Child | Item | Kind | Classification | Evidence |",
      "|---|---|---|---|---|",
      "| direct-researcher | U1 | unresolved | dropped (high) | Verdict: all 19 merchants break, confirmed. |",
      "",
      "## Claims",
      "",
      "- c1 [claim] **Verdict:** all 19 merchants break, confirmed. &lt;b>Nothing&lt;/b> else is open. → agent_1/U1",
      "",
      "## Answer",
      "",
      "```text",
      ANSWER,
      "```",
      "",
    ]);
  });

  it("says an answer that could not be audited is not audited, with no counts", () => {
    const markdown = renderAnswerAuditMarkdown(
      {
        ...view,
        report: {
          ...report,
          status: "no_claims",
          statusDetail: "the answer makes no claim",
          flags: [],
          hedges: [],
          claims: [],
        },
      },
      AT,
    );
    expect(markdown).toContain("- Audit status: not audited (the answer makes no claim)");
    expect(markdown).not.toContain("- Flags:");
    expect(markdown).toContain("## Flags\n\nNo caveat was dropped.\n");
    expect(markdown).toContain("## Claims\n\nNo claims.\n");
  });

  it("writes the whole result as JSON with the time it was audited", () => {
    const json = JSON.parse(renderAnswerAuditJson(view, AT)) as Record<string, unknown>;
    expect(json).toEqual({ auditedAt: "2026-12-03T12:40:05.123Z", ...view });
  });
});
