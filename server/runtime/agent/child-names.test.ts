import { describe, expect, it } from "vitest";
import { checkedTurnModel } from "../testing/checked-turn-model";
import { validDebrief } from "../testing/debrief-builders";
import { answerOf, callOf, turnHarness } from "../testing/turn-script";
import { uniqueAgentName } from "./new-agent-record";

/**
 * Child names are unique in their run and one token each (issue 14): the ids the parent cites,
 * `<child>/<key>`, must name exactly one debrief item.
 */

describe("uniqueAgentName", () => {
  it("keeps a free name, joins whitespace with '-', numbers a taken one from 2, and names a blank one", () => {
    const taken = new Set(["parent", "researcher", "researcher-2"]);
    expect(uniqueAgentName("direct", taken)).toBe("direct");
    expect(uniqueAgentName("  fallback   path ", taken)).toBe("fallback-path");
    expect(uniqueAgentName("researcher", taken)).toBe("researcher-3");
    expect(uniqueAgentName("parent", taken)).toBe("parent-2");
    expect(uniqueAgentName("   ", new Set())).toBe("researcher");
  });
});

describe("children named alike in one run", () => {
  it("get distinct names, and the debriefs the parent receives print ids under them", async () => {
    const model = checkedTurnModel({
      parent: (n, request) => {
        if (n === 1)
          return [
            callOf("s1", "spawn_agent", { name: "researcher", brief: "Direct merchants." }),
            callOf("s2", "spawn_agent", { name: "researcher", brief: "Fallback merchants." }),
            callOf("s3", "spawn_agent", { name: "sandbox check", brief: "Sandbox merchants." }),
          ];
        if (n === 2) {
          const spawned = request.items.flatMap((item) =>
            item.kind === "tool_result"
              ? (/spawned child (\S+)/.exec(item.content)?.[1] ?? [])
              : [],
          );
          return [callOf("w1", "wait_for_agents", { agent_ids: spawned, timeout_ms: 10_000 })];
        }
        return answerOf("Done.");
      },
      child: () => [callOf(null, "research_result", validDebrief())],
    });
    const harness = turnHarness();
    const run = await (await harness.start(model.provider)).done;
    expect(run.status).toBe("succeeded");
    expect(harness.store.agents.map((agent) => agent.name)).toEqual([
      "parent",
      "researcher",
      "researcher-2",
      "sandbox-check",
    ]);
    const received = harness.store.items.find(
      (item) => item.kind === "tool_result" && item.toolName === "wait_for_agents",
    );
    const content = received?.kind === "tool_result" ? received.content : "";
    for (const id of ["researcher/A1", "researcher-2/A1", "sandbox-check/A1"]) {
      expect(content).toContain(id);
    }
  });
});
