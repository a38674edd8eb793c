import { describe, expect, it } from "vitest";
import type { ActionLogEntry } from "./action-log-views";
import { activityPage } from "./activity-service";

function entry(id: string, targetType: string, targetId: string): ActionLogEntry {
  return {
    id,
    at: 1_000,
    actorUserId: "admin-id",
    actorEmail: "ada@example.com",
    action: targetType === "user" ? "user.disable" : "run.cancel",
    targetType,
    targetId,
    details: {},
  };
}

describe("activityPage", () => {
  it("labels entries about users with the user's email, leaves the rest and unknown users as they are", async () => {
    const asked: string[][] = [];
    const page = await activityPage(
      {
        actionLogRepository: {
          list: async () => ({
            entries: [
              entry("1", "user", "fNhHDij"),
              entry("2", "run", "run_1"),
              entry("3", "user", "gone"),
            ],
            nextCursor: null,
          }),
        },
        userRepository: {
          emailsById: async (ids) => {
            asked.push(ids);
            return new Map([["fNhHDij", "reviewer@example.com"]]);
          },
        },
      },
      { limit: 50 },
    );
    expect(asked).toEqual([["fNhHDij", "gone"]]);
    expect(page.entries.map((e) => e.targetLabel)).toEqual([
      "reviewer@example.com",
      undefined,
      undefined,
    ]);
    expect(page.entries[0]?.targetId).toBe("fNhHDij");
  });
});
