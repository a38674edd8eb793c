import { describe, expect, it } from "vitest";
import type { ModelOutput } from "../providers/model-provider";
import { checkedTurnModel, spawnedChild } from "../testing/checked-turn-model";
import { validDebrief } from "../testing/debrief-builders";
import { idleClock } from "../testing/idle-clock";
import { answerOf, callOf, probeTool, turnHarness } from "../testing/turn-script";
import type { ToolCallItem, ToolResultItem } from "../transcript/transcript-item";
import { RepetitionGuard } from "./repetition-guard";

let sequence = 0;
function cycle(name: string, args: string, content: string): [ToolCallItem[], ToolResultItem[]] {
  sequence += 1;
  const callId = `c${sequence}`;
  const base = { id: callId, agentId: "a", sequence, iteration: sequence, createdAt: 0 };
  return [
    [
      {
        ...base,
        kind: "tool_call",
        callId,
        providerCallId: callId,
        idSource: "provider",
        name,
        argumentsText: args,
        argumentsFormat: "string",
        parsedArguments: JSON.parse(args),
        acceptance: "accepted",
        rejectionReason: null,
      },
    ],
    [
      {
        ...base,
        kind: "tool_result",
        toolUseId: callId,
        toolName: name,
        status: "ok",
        content,
        uncertainty: null,
        preventedByCorrection: null,
      },
    ],
  ];
}

describe("RepetitionGuard", () => {
  it("counts argument order as the same call", () => {
    const guard = new RepetitionGuard();
    expect(guard.observe(...cycle("poll", '{"a":1,"b":2}', "x"))).toBe("continue");
    expect(guard.observe(...cycle("poll", '{"b":2,"a":1}', "x"))).toBe("continue");
    expect(guard.observe(...cycle("poll", '{"a":1,"b":2}', "x"))).toBe("warn");
    expect(guard.observe(...cycle("poll", '{"a":1,"b":2}', "x"))).toBe("terminate");
  });

  it("never counts wait_for_agents, even when every snapshot is the same (case 14)", () => {
    const guard = new RepetitionGuard();
    for (let index = 0; index < 10; index += 1) {
      expect(
        guard.observe(...cycle("wait_for_agents", '{"agent_ids":["x"]}', "same snapshot")),
      ).toBe("continue");
    }
    expect(guard.currentStreak).toBe(0);
  });

  it("resets when the result changes (case 13 and 14)", () => {
    const guard = new RepetitionGuard();
    guard.observe(...cycle("poll", "{}", "running"));
    guard.observe(...cycle("poll", "{}", "running"));
    expect(guard.observe(...cycle("poll", "{}", "done"))).toBe("continue");
    expect(guard.currentStreak).toBe(1);
  });

  it("compares every call of a cycle, in order, by status and content too, small and large batches", () => {
    /** A cycle of `count` poll calls with arguments {"n": index}; `change` alters one result. */
    const batch = (
      count: number,
      change?: (results: ToolResultItem[]) => void,
    ): [ToolCallItem[], ToolResultItem[]] => {
      const calls: ToolCallItem[] = [];
      const results: ToolResultItem[] = [];
      for (let index = 0; index < count; index += 1) {
        const [[call], [result]] = cycle("poll", JSON.stringify({ n: index }), `r${index}`);
        calls.push(call!);
        results.push(result!);
      }
      change?.(results);
      return [calls, results];
    };
    for (const count of [3, 12]) {
      const guard = new RepetitionGuard();
      expect(guard.observe(...batch(count))).toBe("continue");
      expect(guard.observe(...batch(count))).toBe("continue");
      expect(guard.currentStreak).toBe(2);
      // The last call's status differs: a new cycle.
      const [calls, results] = batch(count, (made) => {
        made[count - 1] = { ...made[count - 1]!, status: "error" };
      });
      expect(guard.observe(calls, results)).toBe("continue");
      expect(guard.currentStreak).toBe(1);
      // Same calls, the first result missing: another new cycle, then the same again.
      expect(guard.observe(...batch(count, (made) => made.shift()))).toBe("continue");
      expect(guard.currentStreak).toBe(1);
      expect(guard.observe(...batch(count, (made) => made.shift()))).toBe("continue");
      expect(guard.observe(...batch(count, (made) => made.shift()))).toBe("warn");
      expect(guard.observe(...batch(count, (made) => made.shift()))).toBe("terminate");
      // One call fewer is another cycle.
      expect(guard.observe(...batch(count - 1))).toBe("continue");
      expect(guard.currentStreak).toBe(1);
    }
  });
});

describe("shared cases 13 and 14: loops through the real loop", () => {
  it("case 13: the model repeats the identical call forever — one warning after three unchanged cycles, truthful termination on the fourth", async () => {
    const WARNING =
      "Warning: 3 cycles in a row made the same call (lookup) with the same arguments and got the same result. Change your approach; a 4th identical cycle ends this agent.";
    const TERMINATED =
      "terminated: repeated identical call (lookup with the same arguments and result 4 cycles in a row)";
    const variants: {
      name: string;
      calls: (n: number) => ModelOutput[];
      executions: number;
      cycles: number;
    }[] = [
      {
        name: "same call, same arguments",
        calls: (n) => [callOf(`c${n}`, "lookup", { key: "k" })],
        executions: 4,
        cycles: 4,
      },
      {
        name: "same arguments written differently",
        calls: (n) => [callOf(`c${n}`, "lookup", n % 2 ? '{"key":"k"}' : '{ "key" : "k" }')],
        executions: 4,
        cycles: 4,
      },
      {
        name: "the same broken call (invalid JSON) every turn",
        calls: (n) => [callOf(`c${n}`, "lookup", '{"key"')],
        executions: 0,
        cycles: 4,
      },
      {
        // The first cycle runs; from the second on each reuse is a paired duplicate error,
        // which then repeats unchanged.
        name: "a server that reuses one call id every turn",
        calls: () => [callOf("call_0", "lookup", { key: "k" })],
        executions: 1,
        cycles: 5,
      },
      {
        name: "the same parallel batch",
        calls: (n) => [
          callOf(`a${n}`, "lookup", { key: "x" }),
          callOf(`b${n}`, "lookup", { key: "y" }),
        ],
        executions: 8,
        cycles: 4,
      },
    ];
    for (const variant of variants) {
      const lookup = probeTool("lookup", () => ({ status: "ok", content: "status: pending" }));
      const model = checkedTurnModel({
        parent: (n) => (n <= 10 ? variant.calls(n) : answerOf("x")),
      });
      const harness = turnHarness();
      const handle = await harness.start(model.provider, { parent: [lookup] });
      const run = await handle.done;
      const parent = harness.store.agents[0]!;
      expect([parent.status, parent.statusDetail], variant.name).toEqual([
        "terminated",
        TERMINATED,
      ]);
      expect([run.status, run.statusDetail], variant.name).toEqual(["failed", TERMINATED]);
      expect(model.requests, variant.name).toHaveLength(variant.cycles);
      const notices = harness.store.items.filter((item) => item.kind === "notice");
      expect(notices, variant.name).toMatchObject([{ source: "repetition_guard", text: WARNING }]);
      // The warning follows the third cycle's results and is the last thing the 4th request says.
      expect(model.requests[variant.cycles - 1]!.items.at(-1)).toMatchObject({
        kind: "notice",
        text: WARNING,
      });
      expect(lookup.calls, variant.name).toHaveLength(variant.executions);
      expect(model.problems, variant.name).toEqual([]);
    }

    // Changing results reset the streak: never a warning, never a termination.
    const results = ["10%", "10%", "20%", "20%", "30%", "30%", "40%", "40%", "done"];
    let poll = 0;
    const job = probeTool("lookup", () => ({ status: "ok", content: results[poll++]! }));
    const harness = turnHarness();
    const model = checkedTurnModel({
      parent: (n) =>
        n <= results.length
          ? [callOf(`p${n}`, "lookup", { key: "job" })]
          : answerOf("The job is done."),
    });
    const run = await (await harness.start(model.provider, { parent: [job] })).done;
    expect(run.status).toBe("succeeded");
    expect(harness.store.items.filter((item) => item.kind === "notice")).toEqual([]);
    expect(job.calls).toHaveLength(results.length);
  });

  it("case 14: a legitimately waiting agent is never killed — wait_for_agents never counts toward the streak (identical snapshots of a child inside one long iteration), a changed poll resets it", async () => {
    // A frozen clock: a child inside one long model call renders the very same snapshot on
    // every wait ("phase model_call for 0 ms"). Each wait's 20 ms bound fires as soon as
    // nothing else can happen (the child is held), never after real time.
    const harness = turnHarness({ clock: idleClock({ frozen: true }) });
    let childId = "";
    let polledSixTimes: () => void = () => undefined;
    const sixPolls = new Promise<void>((resolve) => (polledSixTimes = resolve));
    const model = checkedTurnModel({
      parent: (n, request) => {
        if (n === 1) return [callOf("spawn", "spawn_agent", { name: "slow", brief: "Research." })];
        childId = spawnedChild(request.items);
        const waits = request.items.filter(
          (item): item is ToolResultItem =>
            item.kind === "tool_result" && item.toolName === "wait_for_agents",
        );
        const finished = waits.findIndex((wait) =>
          wait.content.startsWith("Wait ended: every requested"),
        );
        if (finished >= 0 && waits.length - finished > 5)
          return answerOf("Final answer from the debrief.");
        if (waits.length >= 6) polledSixTimes();
        return [callOf(`wait${n}`, "wait_for_agents", { agent_ids: [childId], timeout_ms: 20 })];
      },
      child: async () => {
        // One long iteration: the child's model call lasts until the parent has polled six times.
        await sixPolls;
        return [callOf("rr", "research_result", validDebrief())];
      },
    });
    const run = await (await harness.start(model.provider)).done;
    expect(run.status, run.statusDetail ?? "").toBe("succeeded");
    const parentItems = harness.store.items.filter((item) => item.agentId !== childId);
    const waits = parentItems.filter(
      (item): item is ToolResultItem =>
        item.kind === "tool_result" && item.toolName === "wait_for_agents",
    );
    // At least four identical polls of the running child in a row…
    const running = waits.filter((wait) => wait.content.startsWith("Wait ended: timeout"));
    expect(running.length).toBeGreaterThanOrEqual(4);
    expect(new Set(running.map((wait) => wait.content)).size).toBe(1);
    // …and identical "already delivered" snapshots after it finished: never a warning.
    const after = waits.filter((wait) => wait.content.includes("already delivered"));
    expect(after.length).toBeGreaterThanOrEqual(4);
    expect(new Set(after.map((wait) => wait.content)).size).toBe(1);
    expect(parentItems.filter((item) => item.kind === "notice")).toEqual([]);
    // The streak is still the one the spawn cycle started: no wait moved it.
    expect(harness.store.agents[0]).toMatchObject({
      status: "succeeded",
      activity: { repetitionStreak: 1 },
    });
    expect(model.problems).toEqual([]);

    // A poll that changes resets the streak, even across waits; one that does not is caught.
    const states = ["running", "running", "running 40%", "running 40%", "running 80%", "done"];
    let index = 0;
    const job = probeTool("lookup", () => ({ status: "ok", content: states[index++]! }));
    const second = turnHarness();
    const pollModel = checkedTurnModel({
      parent: (n) =>
        n <= states.length ? [callOf(`poll${n}`, "lookup", { key: "job-7" })] : answerOf("done"),
    });
    const polled = await (await second.start(pollModel.provider, { parent: [job] })).done;
    expect(polled.status).toBe("succeeded");
    expect(second.store.items.filter((item) => item.kind === "notice")).toEqual([]);
  });
});
