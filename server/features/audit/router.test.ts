import { beforeAll, describe, expect, it } from "vitest";
import { SAMPLE_QUESTION } from "../../samples/ledgerline/sample-question";
import { testServicesForFile, waitForRun } from "../../testing/test-services";
import { expectTrpcError } from "../../testing/trpc-errors";
import { renderAuditJson, renderAuditMarkdown } from "./audit-export";

const setup = testServicesForFile();
let faithfulRunId: string;
let overconfidentRunId: string;

async function finishedRun(scenario: "auto" | "overconfident" = "auto"): Promise<string> {
  const started = await setup.caller.runs.start({
    question: SAMPLE_QUESTION,
    workspaceId: "ledgerline",
    scenario,
  });
  await waitForRun(setup.caller, started.runId);
  return started.runId;
}

beforeAll(async () => {
  faithfulRunId = await finishedRun();
  // The overconfident parent (issue 5): four children, and a final answer that states the
  // merged findings as complete and verified, dropping every caveat.
  overconfidentRunId = await finishedRun("overconfident");
}, 60_000);

describe("audit router against a real SQLite file", () => {
  it("audits the faithful scripted run: no flags, provenance checked and counted", async () => {
    const view = await setup.caller.audit.get({ runId: faithfulRunId });
    if (view.state !== "ready") throw new Error("expected a ready audit");
    expect(view.report.status).toBe("audited");
    expect(view.flags).toEqual([]);
    expect(view.counts).toMatchObject({ flags: 0, dropped: 0, unreviewed: 0 });
    expect(view.provenance).toHaveLength(1);
    expect(view.provenance[0]!.agentName).toBe("researcher");
    expect(view.provenance[0]!.counts).toEqual({
      verified: 12,
      not_found: 0,
      unverifiable: 1,
      total: 13,
    });
    // The child cites the sandbox adapter's line but lists the file as not read in full.
    expect(
      view.provenance[0]!.checks.filter((check) => check.status === "unverifiable").map((check) => [
        check.entry,
        check.reason,
      ]),
    ).toEqual([
      [
        "src/adapters/sandbox-adapter.ts:9",
        'the child lists "src/adapters/sandbox-adapter.ts (appeared in search hits, not read in full)" as not searched: a line there is not evidence it read',
      ],
    ]);
    // Issue 12: the fallback call the child found by searching legacyCharge is at line 92.
    const fallbackLine = view.provenance[0]!.checks.find(
      (check) => check.entry === "src/adapters/primary-adapter.ts:92",
    )!;
    expect([fallbackLine.status, fallbackLine.reason]).toEqual([
      "verified",
      'src/adapters/primary-adapter.ts line 92 contains "legacyCharge" (a term the child searched for)',
    ]);
    const again = await setup.caller.audit.get({ runId: faithfulRunId });
    expect(again.state === "ready" && again.computedAt).toBe(view.computedAt);
    // Stamped by the services' clock (a manual one here), not the wall clock.
    expect(view.computedAt).toBe(setup.services.clock.now());
    expect(
      await setup.services.prisma.provenanceCheck.count({ where: { runId: faithfulRunId } }),
    ).toBe(13);
  });

  it("flags the overconfident answer high and stores reviews, the latest winning", async () => {
    const view = await setup.caller.audit.get({ runId: overconfidentRunId });
    if (view.state !== "ready") throw new Error("expected a ready audit");
    // Issue 14: the run ended through final_answer, so its audit is exact (contract mode): every
    // group its established claims rest on without a hedge is one flag — high for the reported
    // date, the inferred fallback finding, both assumptions and both open questions; low for each
    // of the seven groups of identical gaps (README: low for a coverage gap).
    expect(view.report.mode).toBe("contract");
    expect([view.counts.high, view.counts.medium, view.counts.low]).toEqual([6, 0, 7]);
    expect(
      view.flags.every(
        (entry) => entry.severity === (entry.hedgeKind === "not_searched" ? "low" : "high"),
      ),
    ).toBe(true);
    const flag = view.flags.find((entry) => entry.hedgeId.endsWith("/U1"))!;
    expect(flag.severity).toBe("high");
    expect(flag.review).toBeNull();

    const confirmed = await setup.caller.audit.review({
      runId: overconfidentRunId,
      flagId: flag.id,
      decision: "confirmed",
      note: "the override merchants were never checked; ask ops@ledgerline.example",
    });
    expect(confirmed.review).toMatchObject({
      decision: "confirmed",
      reviewer: "admin@debrief.test",
      reviewerName: "Test admin",
      // Redacted before it is stored, like every text from outside.
      note: "the override merchants were never checked; ask [redacted-email]",
    });
    const reviewer = await setup.callerAs("reviewer");
    await reviewer.audit.review({
      runId: overconfidentRunId,
      flagId: flag.id,
      decision: "dismissed",
    });
    const after = await setup.caller.audit.get({ runId: overconfidentRunId });
    if (after.state !== "ready") throw new Error("expected a ready audit");
    expect(after.flags.find((entry) => entry.id === flag.id)!.review).toMatchObject({
      decision: "dismissed",
      reviewer: "reviewer@debrief.test",
      // Shown by name: looked up by the stored email when the review is read.
      reviewerName: "Test reviewer",
      note: "",
    });
    expect(after.reviews.map((review) => review.decision)).toEqual(["confirmed", "dismissed"]);
    expect(after.counts).toMatchObject({
      dismissed: 1,
      confirmed: 0,
      unreviewed: view.flags.length - 1,
    });

    const summaries = await setup.caller.audit.summaries();
    expect(summaries.find((summary) => summary.runId === overconfidentRunId)).toEqual({
      runId: overconfidentRunId,
      flagCount: view.flags.length,
      unreviewedCount: view.flags.length - 1,
      // The one reviewed flag was confirmed, then dismissed: its latest decision counts.
      confirmedCount: 0,
      highestSeverity: "high",
      highCount: view.flags.filter((flag) => flag.severity === "high").length,
      auditStatus: "audited",
    });
    const unreviewed = await setup.caller.audit.summaries({ unreviewedOnly: true });
    expect(unreviewed.map((summary) => summary.runId)).toEqual([overconfidentRunId]);
  });

  it("exports a reviewer's note quoted and inert: no heading, table, HTML, link or fence of it escapes into the document", async () => {
    const view = await setup.caller.audit.get({ runId: overconfidentRunId });
    if (view.state !== "ready") throw new Error("expected a ready audit");
    const [first, second] = view.flags;
    await setup.caller.audit.review({
      runId: overconfidentRunId,
      flagId: first!.id,
      decision: "confirmed",
      note: "fine\n\n# Forged heading\n| a | b |\n<script>alert(1)</script> [x](javascript:alert(1))\n```\nopen fence",
    });
    const { content } = await setup.caller.audit.export({
      runId: overconfidentRunId,
      format: "markdown",
    });
    const lines = content.split("\n");
    const at = lines.findIndex((line) =>
      line.startsWith("Review: confirmed by Test admin (admin@debrief.test) at "),
    );
    expect(lines[at]).toMatch(/; the reviewer's note:$/);
    expect(lines.slice(at + 1, at + 7)).toEqual([
      "> fine",
      "> ",
      "> # Forged heading",
      "> | a | b |",
      "> &lt;script>alert(1)&lt;/script> \\[x](javascript:alert(1))",
      "> ```",
    ]);
    expect(lines[at + 7]).toBe("> open fence");
    expect(lines.filter((line) => line === "# Forged heading")).toEqual([]);
    // The next flag's section is still a heading, not swallowed by the note's fence.
    const next = `### 2. ${second!.severity.toUpperCase()}: ${second!.hedgeLabel ?? second!.hedgeId} (${second!.agentName}, ${second!.hedgeKind})`;
    expect(lines.filter((line) => line.startsWith(next))).toHaveLength(1);
  });

  it("exports the audit as Markdown and JSON", async () => {
    const markdown = await setup.caller.audit.export({
      runId: overconfidentRunId,
      format: "markdown",
    });
    expect(markdown).toMatchObject({
      filename: `audit-${overconfidentRunId}.md`,
      contentType: "text/markdown",
    });
    expect(markdown.content).toContain(`# Caveat audit: run ${overconfidentRunId}`);
    expect(markdown.content).toContain("HIGH: ");
    expect(markdown.content).toContain(
      "Review: dismissed by Test reviewer (reviewer@debrief.test) at ",
    );
    expect(markdown.content).toContain("✓ line matches F1 `src/adapters/primary-adapter.ts:92`");
    const json = await setup.caller.audit.export({ runId: overconfidentRunId, format: "json" });
    const parsed = JSON.parse(json.content) as { state: string; flags: unknown[] };
    expect(parsed.state).toBe("ready");
    expect(parsed.flags.length).toBeGreaterThan(0);
  });

  it("exports each flag's whole review history, each decision with who and when, not only the latest", async () => {
    // The page said "2 decisions in its history" while the export showed only the latest.
    const view = await setup.caller.audit.get({ runId: overconfidentRunId });
    if (view.state !== "ready") throw new Error("expected a ready audit");
    const [flag] = view.flags;
    const base = { runId: overconfidentRunId, flagId: flag!.id };
    const earlier = {
      ...base,
      id: "review_1",
      decision: "confirmed" as const,
      note: "the sandbox caveat is gone\n# not a heading",
      reviewer: "rita@example.com",
      reviewerName: "Rita Reviewer",
      createdAt: Date.UTC(2026, 11, 3, 15, 0, 0),
    };
    const latest = {
      ...base,
      id: "review_2",
      decision: "dismissed" as const,
      note: "",
      reviewer: "dana@example.com",
      reviewerName: "Dana",
      createdAt: Date.UTC(2026, 11, 3, 15, 5, 0),
    };
    const markdown = renderAuditMarkdown({
      ...view,
      flags: [{ ...flag!, review: latest }],
      reviews: [earlier, latest],
    });
    const lines = markdown.split("\n");
    const at = lines.indexOf("History: 2 decisions, oldest first:");
    expect(at).toBeGreaterThan(0);
    expect(lines[at - 1]).toBe("");
    expect(lines[at - 2]).toBe(
      "Review: dismissed by Dana (dana@example.com) at 2026-12-03T15:05:00.000Z",
    );
    expect(lines.slice(at + 1, at + 5)).toEqual([
      "1. confirmed by Rita Reviewer (rita@example.com) at 2026-12-03T15:00:00.000Z; the reviewer's note:",
      "   > the sandbox caveat is gone",
      "   > # not a heading",
      "2. dismissed by Dana (dana@example.com) at 2026-12-03T15:05:00.000Z",
    ]);
    // A flag with one decision keeps the single Review line.
    const single = renderAuditMarkdown({
      ...view,
      flags: [{ ...flag!, review: latest }],
      reviews: [latest],
    });
    expect(single).not.toContain("History:");
  });

  it("exports model and tool text with bidirectional controls shown as markers", async () => {
    const view = await setup.caller.audit.get({ runId: overconfidentRunId });
    if (view.state !== "ready") throw new Error("expected a ready audit");
    const [flag] = view.flags;
    // A prompt-injected tool result: on screen "refund 001 USD", in the text "refund DSU 100".
    const forged = {
      ...view,
      finalAnswer: "refund \u202EDSU 100\u202C today",
      flags: [{ ...flag!, childText: "\u2067only\u2069 \u200Fin sandbox\u061C" }],
    };
    const markdown = renderAuditMarkdown(forged);
    expect(markdown).toContain("```text\nrefund ⟦U+202E⟧DSU 100⟦U+202C⟧ today\n```");
    expect(markdown).toContain("> ⟦U+2067⟧only⟦U+2069⟧ ⟦U+200F⟧in sandbox⟦U+061C⟧");
    expect(markdown).not.toMatch(/[\u061C\u200E\u200F\u202A-\u202E\u2066-\u2069]/);
    const json = JSON.parse(renderAuditJson(forged)) as typeof forged;
    expect(json.finalAnswer).toBe("refund ⟦U+202E⟧DSU 100⟦U+202C⟧ today");
    expect(json.flags[0]!.childText).toBe("⟦U+2067⟧only⟦U+2069⟧ ⟦U+200F⟧in sandbox⟦U+061C⟧");
    // What is stored is unchanged.
    const again = await setup.caller.audit.get({ runId: overconfidentRunId });
    expect(again).toEqual(view);
  });

  it("answers a run still in flight with pending, and refuses to review or export it", async () => {
    const runId = "run_inflight";
    await setup.services.store.createRun({
      id: runId,
      question: SAMPLE_QUESTION,
      workspaceId: "ledgerline",
      providerName: "scripted",
      model: "scripted-1",
      returnMode: "contract",
      scenario: null,
      status: "running",
      statusDetail: null,
      finalAnswer: null,
      createdAt: setup.services.clock.now(),
      startedAt: setup.services.clock.now(),
      finishedAt: null,
    });
    expect(await setup.caller.audit.get({ runId })).toEqual({
      state: "pending",
      runId,
      runStatus: "running",
      detail: "run run_inflight is running; its audit is computed when it ends",
    });
    await expectTrpcError(
      setup.caller.audit.review({
        runId,
        flagId: "flag:x",
        decision: "confirmed",
      }),
      "PRECONDITION_FAILED",
      "run run_inflight is running; its audit is computed when it ends",
    );
    await expectTrpcError(
      setup.caller.audit.export({ runId, format: "markdown" }),
      "PRECONDITION_FAILED",
      "run run_inflight is running; its audit is computed when it ends",
    );
    expect(await setup.caller.audit.provenance({ runId })).toEqual([]);
  });

  it("rejects bad input with exact errors and stores nothing", async () => {
    const before = await setup.services.prisma.auditFlagReview.count();
    const view = await setup.caller.audit.get({ runId: overconfidentRunId });
    const flagId = view.state === "ready" ? view.flags[0]!.id : "";
    await expectTrpcError(
      setup.caller.audit.get({ runId: "run_missing" }),
      "NOT_FOUND",
      "unknown run: run_missing",
    );
    await expectTrpcError(
      setup.caller.audit.review({
        runId: "run_missing",
        flagId,
        decision: "confirmed",
      }),
      "NOT_FOUND",
      "unknown run: run_missing",
    );
    await expectTrpcError(
      setup.caller.audit.review({
        runId: overconfidentRunId,
        flagId: "flag:nope",
        decision: "confirmed",
      }),
      "NOT_FOUND",
      `unknown flag flag:nope in the audit of run ${overconfidentRunId}`,
    );
    await expectTrpcError(
      setup.caller.audit.review({
        runId: overconfidentRunId,
        flagId,
        decision: "maybe" as "confirmed",
      }),
      "BAD_REQUEST",
      /decision/,
    );
    await expectTrpcError(
      setup.caller.audit.review({
        runId: overconfidentRunId,
        flagId,
        decision: "confirmed",
        note: "x".repeat(2001),
      }),
      "BAD_REQUEST",
      /the note must be at most 2,000 characters/,
    );
    await expectTrpcError(
      setup.caller.audit.export({ runId: overconfidentRunId, format: "pdf" as "json" }),
      "BAD_REQUEST",
      /format/,
    );
    await expectTrpcError(
      setup.caller.audit.export({ runId: "run_missing", format: "json" }),
      "NOT_FOUND",
      "unknown run: run_missing",
    );
    expect(await setup.services.prisma.auditFlagReview.count()).toBe(before);
  });
});
