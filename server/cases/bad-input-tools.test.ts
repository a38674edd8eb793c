import { describe, expect, it } from "vitest";
import { delegatingParent } from "../runtime/testing/checked-turn-model";
import { validDebrief } from "../runtime/testing/debrief-builders";
import { callsOf, resultsOf } from "../runtime/testing/transcript-queries";
import { callOf } from "../runtime/testing/turn-script";
import { testServicesForFile } from "../testing/test-services";
import { childCalling, scriptedRuns } from "./bad-input-support";

/**
 * The developer guide's bad inputs that reach the tools and the contract — malformed
 * arguments, duplicate ids, invalid debriefs (path traversal and read-only SQL:
 * bad-input-workspace-tools.test.ts) —
 * on the real services (SQLite) with a scripted model: each gets its exact paired error, nothing
 * runs that should not, and the runs go on.
 */

describe("bad input to tools and the research_result contract", () => {
  const setup = testServicesForFile();
  const scriptedRun = scriptedRuns(setup);

  it("malformed tool arguments and duplicate ids: paired errors stored, nothing executed, the run goes on", async () => {
    const { detail, childItems, child, model } = await scriptedRun({
      parent: delegatingParent,
      child: childCalling([
        callOf("m1", "search_code", '{"query": "API_'),
        callOf("m2", "search_code", "[]"),
        callOf("m3", "search_code", { query: 5 }),
        callOf("m4", "search_code", { query: "x", max_results: 1000 }),
        callOf("m5", "delete_everything", {}),
        callOf("m6", "read_file", { path: "README.md" }),
        callOf("m6", "read_file", { path: "README.md" }),
        callOf("", "read_changelog", {}),
      ]),
    });
    expect(detail.run.status).toBe("succeeded");
    expect(model.problems).toEqual([]);
    const outcome = callsOf(childItems)
      .slice(0, 8)
      .map((call) => {
        const results = resultsOf(childItems, call.callId);
        return [
          call.callId,
          call.acceptance,
          results.length,
          results[0]!.status,
          results[0]!.content,
        ];
      });
    expect(outcome.map((row) => row.slice(0, 4))).toEqual([
      ["m1", "malformed_arguments", 1, "error"],
      ["m2", "malformed_arguments", 1, "error"],
      ["m3", "invalid_arguments", 1, "error"],
      ["m4", "invalid_arguments", 1, "error"],
      ["m5", "unknown_tool", 1, "error"],
      ["m6", "accepted", 1, "ok"],
      ["m6#dup-1-6", "duplicate_id", 1, "error"],
      ["call_1_7", "accepted", 1, "ok"],
    ]);
    expect(outcome.map((row) => row[4]).slice(1, 5)).toEqual([
      "arguments must be a JSON object; the tool was not executed",
      "invalid arguments for search_code: query: Invalid input: expected string, received number; the tool was not executed",
      "invalid arguments for search_code: max_results: Too big: expected number to be <=100; the tool was not executed",
      'unknown tool "delete_everything"; available tools: search_code, read_file, query_sql, read_changelog, research_result',
    ]);
    expect(outcome[6]![4]).toBe(
      'duplicate call id "m6": this call was not executed; call the tool again if it is still needed',
    );
    // Only the two accepted calls ran: the child's tool-call count says so.
    expect(child!.toolCallCount).toBe(2);
    expect(detail.debriefs[0]!.result!.effort.tool_calls).toBe(2);
  });

  it("arguments nested thousands of levels deep (valid JSON): a paired error, a secret inside still redacted, the run goes on", async () => {
    const key = `sk-${"Zq9".repeat(12)}`;
    const deep = `${"[".repeat(3000)}"${key}"${"]".repeat(3000)}`;
    const { detail, childItems, child, model } = await scriptedRun({
      parent: delegatingParent,
      child: childCalling([
        callOf("d1", "search_code", `{"query":"API_V2","extra":${deep}}`),
        callOf("d2", "search_code", {
          query: "API_V2",
          extra: JSON.parse("[".repeat(80) + "]".repeat(80)),
        }),
        callOf("d3", "read_changelog", {}),
      ]),
    });
    expect(detail.run.status).toBe("succeeded");
    expect(model.problems).toEqual([]);
    const calls = callsOf(childItems).slice(0, 3);
    expect(calls.map((call) => [call.callId, call.acceptance])).toEqual([
      ["d1", "malformed_arguments"],
      ["d2", "malformed_arguments"],
      ["d3", "accepted"],
    ]);
    expect(calls.slice(0, 2).map((call) => resultsOf(childItems, call.callId)[0]!.content)).toEqual(
      [
        "arguments nest deeper than 64 levels; the tool was not executed",
        "arguments nest deeper than 64 levels; the tool was not executed",
      ],
    );
    expect(calls[0]!.argumentsText).not.toContain(key);
    expect(calls[0]!.argumentsText).toContain("[redacted-key]");
    expect(child!.toolCallCount).toBe(1);
  });

  it("invalid debriefs: three rejections end the child with SubagentContractError, stored and shown to the parent; a debrief that lies about its transcript or effort is corrected by the runtime", async () => {
    const attempts = [
      { ...validDebrief(), coverage: undefined },
      validDebrief({
        findings: [{ claim: "  ", provenance: [], confidence: "certain" as never }],
      }),
      validDebrief({ effort: { tool_calls: -1, budget_exhausted: false } }),
    ];
    const failed = await scriptedRun({
      parent: delegatingParent,
      child: (n) => [callOf(`bad_${n}`, "research_result", attempts[n - 1] ?? validDebrief())],
    });
    expect(failed.child!.status).toBe("failed");
    expect(failed.child!.statusDetail).toBe(
      `SubagentContractError: agent ${failed.child!.id} returned no valid research_result after 3 attempts: effort.tool_calls: Too small: expected number to be >=0`,
    );
    expect(
      failed.childItems.flatMap((item) => (item.kind === "tool_result" ? [item.content] : [])),
    ).toEqual([
      "research_result rejected (attempt 1 of 3): coverage: Invalid input: expected object, received undefined. Fix these fields and call research_result again.",
      'research_result rejected (attempt 2 of 3): findings.0.claim: claim must not be empty; findings.0.confidence: Invalid option: expected one of "verified"|"inferred"|"reported". Fix these fields and call research_result again.',
      "research_result rejected (attempt 3 of 3; no retries left): effort.tool_calls: Too small: expected number to be >=0",
    ]);
    expect(failed.detail.debriefs).toMatchObject([
      {
        agentId: failed.child!.id,
        result: null,
        attempts: 3,
        validationErrors: ["effort.tool_calls: Too small: expected number to be >=0"],
      },
    ]);
    const received = resultsOf(failed.parentItems, "p_wait")[0]!.content;
    expect(received).toContain(
      "CHILD FAILED: researcher raised SubagentContractError after 3 research_result attempts.",
    );
    expect(received).toContain("Its work is NOT available as a debrief");

    const lying = await scriptedRun({
      parent: delegatingParent,
      child: childCalling(
        [callOf("r1", "read_changelog", {})],
        validDebrief({
          transcript_ref: "transcript:agent_someone_else",
          effort: { tool_calls: 99, budget_exhausted: false },
          findings: [],
          unresolved: [],
        }),
      ),
    });
    const debrief = lying.detail.debriefs[0]!;
    expect(debrief.result!.transcript_ref).toBe(`transcript:${lying.child!.id}`);
    expect(debrief.transcriptRef).toBe(`transcript:${lying.child!.id}`);
    expect(debrief.result!.effort).toEqual({ tool_calls: 1, budget_exhausted: true });
    expect(debrief.guardsApplied).toEqual([
      "no findings and no unresolved items: budget_exhausted set to true (a child that found nothing and named no open question has almost certainly stopped early)",
      "effort.tool_calls corrected from 99 (claimed) to 1 (counted by the runtime)",
    ]);
    expect(debrief.renderedForParent).not.toContain("agent_someone_else");

    // Verified on a file the child never read (no tool call or result mentions it): inferred.
    const unread = await scriptedRun({
      parent: delegatingParent,
      child: childCalling(
        [callOf("r1", "read_changelog", {})],
        validDebrief({
          findings: [
            {
              claim: "The sandbox adapter pins v2.",
              provenance: ["src/adapters/sandbox-adapter.ts:9"],
              confidence: "verified",
            },
          ],
          effort: { tool_calls: 1, budget_exhausted: false },
        }),
      ),
    });
    const lowered = unread.detail.debriefs[0]!;
    expect(lowered.result!.findings[0]!.confidence).toBe("inferred");
    expect(lowered.guardsApplied).toEqual([
      "finding F1 lowered from verified to inferred: every file it cites was not read by the child: src/adapters/sandbox-adapter.ts:9 (no tool call or tool result of the child mentions it) (verified means read out of a file)",
    ]);
  });
});
