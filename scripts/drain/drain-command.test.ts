import { describe, expect, it } from "vitest";
import { DRAIN_USAGE, parseDeadline, parseDrainCommand } from "./drain-command";

describe("npm run drain: arguments", () => {
  it("refuses to start or lift a drain without --authorize, writing nothing", () => {
    for (const argv of [["--deadline", "60s"], []]) {
      const command = parseDrainCommand(argv, "cli:ada");
      expect(command).toEqual({
        action: "refuse",
        message: `refused: a drain stops every run still in flight at its deadline and marks it interrupted (never resumed); it must be authorized explicitly with --authorize\n${DRAIN_USAGE}`,
        exitCode: 2,
      });
    }
  });

  it("refuses to lift without --authorize with its own message", () => {
    expect(parseDrainCommand(["--lift"], "cli:ada")).toEqual({
      action: "refuse",
      message: `refused: lifting the drain lets every Debrief process accept new runs again; it must be authorized explicitly with --authorize (npm run drain -- --lift --authorize)\n${DRAIN_USAGE}`,
      exitCode: 2,
    });
    expect(parseDrainCommand(["--help"], "cli:ada")).toEqual({ action: "help" });
  });

  it("starts with a deadline, lifts, and reports status", () => {
    expect(parseDrainCommand(["--authorize", "--deadline", "60s"], "cli:ada")).toEqual({
      action: "start",
      deadlineMs: 60_000,
      by: "cli:ada",
      wait: true,
      authorize: true,
    });
    expect(parseDrainCommand(["--authorize", "--deadline", "5m", "--no-wait"], "cli:ada")).toEqual({
      action: "start",
      deadlineMs: 300_000,
      by: "cli:ada",
      wait: false,
      authorize: true,
    });
    expect(parseDrainCommand(["--lift", "--authorize"], "cli:ada")).toEqual({
      action: "lift",
      by: "cli:ada",
    });
    expect(parseDrainCommand(["--status"], "cli:ada")).toEqual({ action: "status" });
  });

  it("says what is wrong with a deadline or an unknown flag", () => {
    expect(parseDrainCommand(["--authorize"], "cli:ada")).toEqual({
      action: "refuse",
      message: `--deadline is required\n${DRAIN_USAGE}`,
      exitCode: 2,
    });
    expect(parseDrainCommand(["--authorize", "--deadline", "2d"], "cli:ada")).toMatchObject({
      action: "refuse",
      message: expect.stringMatching(/^--deadline "2d" is not a duration from 1s to 24h/),
    });
    expect(parseDrainCommand(["--authorize", "--lift", "--by", "ops"], "cli:ada")).toMatchObject({
      action: "refuse",
      exitCode: 2,
    });
    expect(parseDrainCommand(["--authorise"], "cli:ada")).toMatchObject({
      action: "refuse",
      exitCode: 2,
      message: expect.stringContaining("--authorise"),
    });
    expect([
      parseDeadline("90"),
      parseDeadline("1h"),
      parseDeadline("0s"),
      parseDeadline("25h"),
    ]).toEqual([90_000, 3_600_000, null, null]);
  });
});
