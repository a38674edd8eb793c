import { describe, expect, it } from "vitest";
import type { ActionDetails, ActionLogEntry } from "./action-log-views";
import { activityPage, type ActivityDependencies } from "./activity-service";

function entry(
  id: string,
  targetType: string,
  targetId: string,
  details: ActionDetails = {},
  actorUserId = "admin-id",
): ActionLogEntry {
  return {
    id,
    at: 1_000,
    actorUserId,
    actorEmail: "ada@example.com",
    action: targetType === "user" ? "user.disable" : "run.cancel",
    targetType,
    targetId,
    details,
  };
}

/** Dependencies over a fixed page of entries; `asked` records each lookup's ids. */
function dependencies(entries: ActionLogEntry[], asked: Record<string, string[][]>) {
  const deps: ActivityDependencies = {
    actionLogRepository: { list: async () => ({ entries, nextCursor: null }) },
    userRepository: {
      peopleById: async (ids) => {
        (asked.people ??= []).push(ids);
        return new Map([
          ["admin-id", { email: "ada@example.com", name: "Ada Admin" }],
          ["nameless-id", { email: "nobody@example.com", name: " " }],
          ["fNhHDij", { email: "reviewer@example.com", name: "Rita Reviewer" }],
        ]);
      },
    },
    workspaces: {
      list: async () => {
        (asked.workspaces ??= []).push([]);
        return [{ id: "ws_1", name: "Ledgerline" }] as Awaited<
          ReturnType<ActivityDependencies["workspaces"]["list"]>
        >;
      },
    },
    runRepository: {
      agentNamesById: async (ids) => {
        (asked.agents ??= []).push(ids);
        return new Map([["agent_7", "researcher"]]);
      },
    },
  };
  return deps;
}

describe("activityPage", () => {
  it("labels entries about users with the user's email, leaves the rest and unknown users as they are", async () => {
    const asked: Record<string, string[][]> = {};
    const page = await activityPage(
      dependencies(
        [entry("1", "user", "fNhHDij"), entry("2", "run", "run_1"), entry("3", "user", "gone")],
        asked,
      ),
      { limit: 50 },
    );
    expect(asked.people).toEqual([["admin-id", "fNhHDij", "gone"]]);
    expect(page.entries.map((e) => e.targetLabel)).toEqual([
      "reviewer@example.com",
      undefined,
      undefined,
    ]);
    expect(page.entries[0]?.targetId).toBe("fNhHDij");
    // No detail names a workspace: the registry is not read.
    expect(asked.workspaces).toBeUndefined();
  });

  it("names the actor, and the workspace and agent the details name by id", async () => {
    const asked: Record<string, string[][]> = {};
    const page = await activityPage(
      dependencies(
        [
          entry("1", "run", "run_1", { workspaceId: "ws_1", provider: "scripted" }),
          entry("2", "correction", "correction_1", { runId: "run_1", agentId: "agent_7" }),
          entry("3", "correction", "correction_2", { agentId: "agent_gone" }, "nameless-id"),
          entry("4", "run", "run_2", { workspaceId: "ws_gone" }, "deleted-id"),
        ],
        asked,
      ),
      { limit: 50 },
    );
    expect(asked.agents).toEqual([["agent_7", "agent_gone"]]);
    expect(page.entries.map((e) => e.actorName)).toEqual([
      "Ada Admin",
      "Ada Admin",
      undefined,
      undefined,
    ]);
    expect(page.entries.map((e) => e.detailNames)).toEqual([
      { workspaceId: "Ledgerline" },
      { agentId: "researcher" },
      undefined,
      undefined,
    ]);
    expect(page.entries[0]?.details).toEqual({ workspaceId: "ws_1", provider: "scripted" });
  });

  it("labels an agent cancel with the agent's name, a gone agent with its id alone", async () => {
    const asked: Record<string, string[][]> = {};
    const page = await activityPage(
      dependencies(
        [
          entry("1", "agent", "agent_7", { runId: "run_1" }),
          entry("2", "correction", "correction_1", { runId: "run_1", agentId: "agent_7" }),
          entry("3", "agent", "agent_gone", { runId: "run_1" }),
        ],
        asked,
      ),
      { limit: 50 },
    );
    // One lookup, each agent once, whether a target or a detail names it.
    expect(asked.agents).toEqual([["agent_7", "agent_gone"]]);
    expect(page.entries.map((e) => e.targetLabel)).toEqual(["researcher", undefined, undefined]);
    expect(page.entries[0]?.targetId).toBe("agent_7");
  });
});
