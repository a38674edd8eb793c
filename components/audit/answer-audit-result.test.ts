import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import type { AnswerAuditView } from "@/server/features/audit/answer-audit-service";
import type { AuditCounts, AuditReport } from "@/server/features/audit/audit-report";
import { AnswerAuditResult, answerAuditStatusText } from "./answer-audit-result";

const zeroCounts: AuditCounts = {
  claims: 0,
  caveats: 0,
  hedges: 0,
  carried: 0,
  dropped: 0,
  notUsed: 0,
  uncertain: 0,
  flags: 0,
  high: 0,
  medium: 0,
  low: 0,
};

function report(overrides: Partial<AuditReport>): AuditReport {
  return {
    version: 2,
    mode: "free_text",
    modeDetail: null,
    status: "audited",
    statusDetail: "2 claims against 5 debrief items",
    answerChars: 40,
    truncated: false,
    children: [],
    claims: [],
    hedges: [],
    flags: [],
    counts: zeroCounts,
    ...overrides,
  };
}

function render(view: AnswerAuditView): string {
  return renderToStaticMarkup(
    createElement(AnswerAuditResult, { view, auditedAt: Date.UTC(2026, 11, 3, 12, 0, 0) }),
  );
}

const cancelledRun: AnswerAuditView = {
  answer: "19 merchants break when v2 is retired.",
  report: report({
    status: "no_debriefs",
    statusDetail: "the run has no child debriefs to audit against",
  }),
  source: { kind: "run", runId: "run_8b3c", question: "Which merchants break?" },
  children: [],
};

describe("AnswerAuditResult", () => {
  it("says 'Not audited' and why, with no status code, no flag count and no empty hedges", () => {
    const html = render(cancelledRun);
    expect(html).toContain(
      '<span data-testid="answer-audit-status" class="text-zinc-700"><span class="font-medium text-zinc-900">Not audited</span>: the run has no child debriefs to audit against</span>',
    );
    expect(html).toContain('data-status="no_debriefs"');
    expect(html).not.toContain("no_debriefs:");
    expect(html).not.toContain('data-testid="answer-audit-counts"');
    expect(html).not.toContain("0 flags");
    expect(html).not.toContain('data-testid="audit-hedges"');
    expect(html).toContain(
      '<p class="text-xs text-zinc-500">Against run run_8b3c (Which merchants break?)</p>',
    );
    expect(html).not.toContain(": no child<");
    expect(html).not.toContain("<ol");
    // Not audited still exports (the reason is part of the record).
    expect(html).toContain('data-testid="answer-audit-export-markdown"');
    expect(html).toContain('data-testid="answer-audit-export-json"');
  });

  it("shows the counts and the children of an audited answer", () => {
    const html = render({
      answer: "16 merchants break.",
      report: report({ counts: { ...zeroCounts, claims: 2, flags: 1, high: 1, dropped: 1 } }),
      source: { kind: "debriefs" },
      children: ["direct-researcher", "fallback-researcher"],
    });
    expect(html).toContain(
      '<span class="font-medium text-zinc-900">Audited</span>: 2 claims against 5 debrief items',
    );
    expect(html).toContain(
      "Against the debriefs given as JSON: direct-researcher, fallback-researcher",
    );
    expect(html).toMatch(
      /data-testid="answer-audit-counts"[^>]*>1 flag \(high 1, medium 0, low 0\); hedges carried 0, dropped 1, not used 0, uncertain 0</,
    );
  });

  it("words every status that could not audit as 'Not audited'", () => {
    expect(
      answerAuditStatusText({
        status: "no_claims",
        statusDetail: "the final answer asserts nothing the audit can link",
      }),
    ).toEqual({
      audited: false,
      label: "Not audited",
      reason: "the final answer asserts nothing the audit can link",
    });
    expect(answerAuditStatusText({ status: "audited", statusDetail: "1 claim" })).toEqual({
      audited: true,
      label: "Audited",
      reason: "1 claim",
    });
  });
});
