import { describe, expect, it } from "vitest";
import { activityDetails, actorCell, detailLabel } from "./activity-text";

describe("the Activity page's words", () => {
  it("shows who acted by name, with the email as title", () => {
    expect(actorCell({ actorEmail: "eli@example.com", actorName: "Eli Engineer" })).toEqual({
      text: "Eli Engineer",
      title: "eli@example.com",
    });
    expect(actorCell({ actorEmail: "gone@example.com" })).toEqual({
      text: "gone@example.com",
      title: "gone@example.com",
    });
    expect(actorCell({ actorEmail: "cli:root" })).toEqual({
      text: "the command line (root)",
      title: "the command line (root)",
    });
  });

  it("labels the details for people and shows names in place of ids", () => {
    expect(
      activityDetails({
        details: {
          workspaceId: "ws_1",
          agentId: "agent_t:3",
          runId: "run_3515c3a0-9c5",
          sequence: 2,
          hasDatabase: false,
          basedOn: null,
        },
        detailNames: { workspaceId: "Ledgerline" },
      }),
    ).toEqual([
      { key: "workspaceId", label: "Workspace", value: "Ledgerline", title: "ws_1" },
      { key: "agentId", label: "Agent", value: "t:3", title: "agent_t:3" },
      { key: "runId", label: "Run", value: "3515c3a0", title: "run_3515c3a0-9c5" },
      { key: "sequence", label: "Correction no.", value: "2" },
      { key: "hasDatabase", label: "Database", value: "no" },
      { key: "basedOn", label: "Based on", value: "none" },
    ]);
    expect(
      activityDetails({
        details: { agentId: "agent_7", provider: "scripted" },
        detailNames: { agentId: "researcher" },
      }),
    ).toEqual([
      { key: "agentId", label: "Agent", value: "researcher", title: "agent_7" },
      { key: "provider", label: "Provider", value: "scripted" },
    ]);
  });

  it("words a key no label names in sentence case", () => {
    expect(detailLabel("workspaceId")).toBe("Workspace");
    expect(detailLabel("someNewKey")).toBe("Some new key");
    expect(detailLabel("snake_case_key")).toBe("Snake case key");
  });
});
