import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import type { RunSummary } from "@/server/features/runs/run-views";
import type { FlagSummary } from "@/components/audit/flag-summary";
import { outcomeRepeatsStatus, RunsTable, workspaceLabel } from "./runs-table";

const run: RunSummary = {
  id: "run_1",
  question: "Which merchants\u202E are affected?",
  status: "succeeded",
  statusDetail: null,
  outcome: "answered_without_evidence",
  outcomeDetail: "no child returned research",
  workspaceId: "ledgerline",
  providerName: "scripted",
  model: "scripted",
  returnMode: "contract",
  scenario: null,
  history: null,
  createdAt: 1_000,
  startedAt: 1_000,
  finishedAt: 5_000,
  durationMs: 4_000,
  agentCount: 3,
  appVersion: null,
  experimentId: null,
  queuePosition: null,
};

function render(runs: RunSummary[], names: ReadonlyMap<string, string>): string {
  return renderToStaticMarkup(
    createElement(RunsTable, { runs, flags: new Map(), workspaceNames: names }),
  );
}

describe("RunsTable", () => {
  it("shows the workspace's name, keeping its id as a data attribute and title", () => {
    const html = render([run], new Map([["ledgerline", "Ledgerline (sample)"]]));
    expect(html).toContain(
      '<div data-testid="run-workspace" data-workspace-id="ledgerline" title="ledgerline" class="font-medium text-zinc-700"><bdi>Ledgerline (sample)</bdi></div>',
    );
  });

  it("falls back to the id for a workspace the list does not know", () => {
    expect(workspaceLabel("removed", new Map([["ledgerline", "Ledgerline"]]))).toBe("removed");
    expect(render([run], new Map())).toContain("<bdi>ledgerline</bdi>");
  });

  it("isolates the question so a right-to-left override stays inside it", () => {
    const html = render([run], new Map());
    expect(html).toContain("<bdi>Which merchants\u202E are affected?</bdi>");
  });

  it("lets the long outcome label wrap and has no fixed-width question column", () => {
    const html = render([run], new Map());
    expect(html).toMatch(/data-testid="run-outcome"[^>]*>answered without evidence</);
    expect(html).toContain("whitespace-normal");
    expect(html).not.toContain("w-2/5");
    expect(html).toContain("min-w-[640px]");
  });

  it("labels the run's status and the answer's outcome when they differ", () => {
    const html = render(
      [{ ...run, outcome: "degraded", outcomeDetail: "1 of 2 children was cancelled" }],
      new Map(),
    );
    expect(html).toMatch(
      /<dt class="[^"]*">run<\/dt><dd class="whitespace-nowrap"><span [^>]*data-status="succeeded"[^>]*>succeeded<\/span><\/dd>/,
    );
    expect(html).toMatch(
      /<dt class="[^"]*">answer<\/dt><dd><span [^>]*data-testid="run-outcome" data-state="degraded" title="1 of 2 children was cancelled"[^>]*>degraded<\/span><\/dd>/,
    );
  });

  it("shows one badge when the outcome repeats the status (cancelled, not cancelled / cancelled)", () => {
    const html = render(
      [
        {
          ...run,
          status: "cancelled",
          outcome: "cancelled",
          outcomeDetail: "the run was cancelled",
        },
      ],
      new Map(),
    );
    expect(html.match(/>cancelled<\/span>/g)).toHaveLength(1);
    expect(html).toMatch(/data-status="cancelled" title="the run was cancelled"/);
    expect(html).not.toContain('data-testid="run-outcome"');
    expect(html).not.toContain("<dt");
    expect(outcomeRepeatsStatus("succeeded", "succeeded")).toBe(true);
    expect(outcomeRepeatsStatus("running", "in_progress")).toBe(true);
    expect(outcomeRepeatsStatus("queued", "in_progress")).toBe(true);
    expect(outcomeRepeatsStatus("failed", "failed")).toBe(true);
    expect(outcomeRepeatsStatus("succeeded", "answered_without_evidence")).toBe(false);
    expect(outcomeRepeatsStatus("succeeded", "degraded")).toBe(false);
  });

  it("shows the audit's dropped caveats beside a succeeded status, never a lone green badge", () => {
    const html = renderToStaticMarkup(
      createElement(RunsTable, {
        runs: [{ ...run, outcome: "succeeded", outcomeDetail: "the run succeeded" }],
        flags: new Map<string, FlagSummary>([
          [
            "run_1",
            {
              runId: "run_1",
              flagCount: 13,
              unreviewedCount: 13,
              highCount: 6,
              highestSeverity: "high",
            },
          ],
        ]),
        workspaceNames: new Map(),
      }),
    );
    expect(html).toMatch(/data-status="succeeded"[^>]*>succeeded<\/span>/);
    expect(html).toMatch(
      /<a [^>]*href="\/runs\/run_1\/audit"><span [^>]*data-testid="audit-outcome-badge" data-state="red"[^>]*><span aria-hidden="true">⚠<\/span>13 dropped caveats \(6 high\)<\/span><\/a>/,
    );
  });

  it("adds no audit badge when the audit found nothing or has not run", () => {
    const clean = renderToStaticMarkup(
      createElement(RunsTable, {
        runs: [run],
        flags: new Map([["run_1", { runId: "run_1", flagCount: 0, unreviewedCount: 0 }]]),
        workspaceNames: new Map(),
      }),
    );
    expect(clean).not.toContain("audit-outcome-badge");
    expect(render([run], new Map())).not.toContain("audit-outcome-badge");
  });

  it("shows a short run id in each row and the flags as count and review state", () => {
    const html = renderToStaticMarkup(
      createElement(RunsTable, {
        runs: [{ ...run, id: "run_8f76a1b2c3d4" }],
        flags: new Map([
          ["run_8f76a1b2c3d4", { runId: "run_8f76a1b2c3d4", flagCount: 13, unreviewedCount: 12 }],
        ]),
        workspaceNames: new Map(),
      }),
    );
    expect(html).toMatch(
      /data-testid="run-short-id" title="run id run_8f76a1b2c3d4"[^>]*>8f76a1b2</,
    );
    // The cell's text reads as one phrase (what a screen reader and toHaveText get).
    expect(html.replace(/<!-- -->/g, "").replace(/<[^>]+>/g, "")).toContain("13 flags · 12 open");
  });

  it("reads as one card per run below sm: no header row, the question first, the cells labelled", () => {
    const html = render([{ ...run, agentCount: 1 }], new Map());
    // One markup for both layouts: the table's rows and testids are the cards'.
    expect(html.match(/data-testid="run-row"/g)).toHaveLength(1);
    expect(html).toMatch(
      /<table data-testid="runs-table" class="[^"]*\bmax-sm:block\b[^"]*sm:min-w-\[640px\]/,
    );
    expect(html).toMatch(/<thead class="[^"]*\bmax-sm:hidden"/);
    expect(html).toMatch(
      /<tr data-testid="run-row"[^>]*class="[^"]*\bmax-sm:flex max-sm:flex-wrap\b/,
    );
    expect(html).toMatch(
      /<td class="[^"]*\bmax-sm:order-first max-sm:w-full\b[^"]*"><a [^>]*data-testid="run-question"/,
    );
    expect(html).toContain('<span class="text-xs text-zinc-500 sm:hidden">started </span>');
    expect(html).toMatch(/>1<span class="text-xs text-zinc-500 sm:hidden"> agent<\/span><\/td>/);
    expect(render([{ ...run, agentCount: 3 }], new Map())).toMatch(/>3<span [^>]*> agents<\/span>/);
    // The status badge the phone check finds in the card.
    expect(html).toMatch(/data-testid="run-row-status" data-status="succeeded"/);
  });

  it("spells out an unaudited run's dash on a card, where no Flags header explains it", () => {
    const html = render([run], new Map());
    expect(html).toContain(
      '<span data-testid="run-flags" data-state="none" class="text-zinc-400" title="not audited yet"><span aria-hidden="true" class="max-sm:hidden">—</span><span class="sr-only max-sm:not-sr-only max-sm:text-xs">not audited yet</span></span>',
    );
  });
});
