import { appendFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { HeldChildren, HELD_TURN_MARKER } from "../../runtime/replay/held-children";
import { recordedRunFrom } from "../../runtime/replay/recorded-run";
import { workspaceTools } from "../../runtime/tools/workspace/workspace-tools";
import { SAMPLE_QUESTION } from "../../samples/ledgerline/sample-question";
import { SampleScriptedProvider } from "../../samples/scripted-samples";
import { ledgerlineHarness } from "../../testing/ledgerline-fixture";
import { childResearchCalls } from "./scoring/run-measures";

/**
 * HeldChildren on the sample escalation: a summary run replays the contract run's child. The
 * workspace's changelog is changed after the recording, so a tool that ran again would read
 * the new text: the replayed child still gets the recorded result.
 */
describe("HeldChildren", () => {
  it("serves the recorded child's turns and tool results; the child writes its own return", async () => {
    const harness = ledgerlineHarness();
    const recording = await (
      await harness.start(SAMPLE_QUESTION, new SampleScriptedProvider(), "auto")
    ).done;
    expect(recording.status).toBe("succeeded");
    const recorded = recordedRunFrom(harness.store, recording.id);
    appendFileSync(
      path.join(harness.copy.root, "docs", "provider-changelog.md"),
      "\nCHANGED AFTER THE RECORDING\n",
    );

    const held = new HeldChildren(recorded, new SampleScriptedProvider());
    const run = await (
      await harness.manager.startRun({
        runId: "run_summary",
        question: SAMPLE_QUESTION,
        workspaceId: "ledgerline",
        workspace: harness.workspace,
        provider: held.provider,
        scenario: "auto",
        returnMode: "summary",
        workspaceTools,
        toolOutcomeSourceFor: held.toolOutcomeSourceFor,
      })
    ).done;
    expect(run.status).toBe("succeeded");
    const replayed = recordedRunFrom(harness.store, "run_summary");

    expect(childResearchCalls(replayed)).toEqual(childResearchCalls(recorded));
    const changelog = (from: typeof recorded) =>
      Object.values(from.transcripts)
        .flat()
        .flatMap((item) =>
          item.kind === "tool_result" && item.toolName === "read_changelog" ? [item.content] : [],
        );
    expect(changelog(replayed)).toEqual(changelog(recorded));
    expect(changelog(replayed).join("")).not.toContain("CHANGED AFTER THE RECORDING");

    const child = replayed.agents.find((agent) => agent.role === "child")!;
    const exchanges = replayed.exchanges.filter((exchange) => exchange.agentId === child.id);
    const marked = exchanges.filter((e) => e.warnings.some((w) => w.startsWith(HELD_TURN_MARKER)));
    // Seven research turns replayed; the report and the summary turn are the child's own.
    expect(marked.map((e) => e.iteration)).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(exchanges.length).toBe(9);
    expect(harness.store.debriefs.find((d) => d.agentId === child.id)?.returnMode).toBe("summary");
  });
});
