import { describe, expect, it } from "vitest";
import { formatTimestamp, humanizeTimes } from "@/components/ui/format";
import { errorSentences } from "@/components/ui/error-sentences";
import { drainStartCheck, parseDeadline } from "./drain-form";

describe("the admin drain control", () => {
  it("reads the deadline as seconds, 90s, 5m or 1h", () => {
    expect(parseDeadline("90")).toBe(90);
    expect(parseDeadline(" 90s ")).toBe(90);
    expect(parseDeadline("5m")).toBe(300);
    expect(parseDeadline("1H")).toBe(3_600);
    expect(parseDeadline("1.5m")).toBeNull();
    expect(parseDeadline("")).toBeNull();
    expect(parseDeadline("soon")).toBeNull();
  });

  it("starts only with a deadline in range and the explicit authorization", () => {
    expect(drainStartCheck({ deadlineText: "60", authorized: false })).toEqual({
      ok: false,
      problem: "Tick “I authorize this drain” to start it.",
    });
    expect(drainStartCheck({ deadlineText: "60", authorized: true })).toEqual({
      ok: true,
      deadlineSeconds: 60,
    });
    expect(drainStartCheck({ deadlineText: "0", authorized: true })).toEqual({
      ok: false,
      problem: "The deadline must be between 1 second and 86400 seconds (one day).",
    });
    expect(drainStartCheck({ deadlineText: "25h", authorized: true }).ok).toBe(false);
    expect(drainStartCheck({ deadlineText: "x", authorized: true })).toEqual({
      ok: false,
      problem: "Give the deadline as seconds (90), or 90s, 5m, 1h.",
    });
  });

  it("writes the server's ISO times as the UI writes times, in any error box", () => {
    const iso = "2026-12-02T05:00:00.000Z";
    const local = formatTimestamp(Date.parse(iso));
    expect(local).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    expect(humanizeTimes(`A drain is already in force (started by Dana at ${iso}): lift it`)).toBe(
      `A drain is already in force (started by Dana at ${local}): lift it`,
    );
    expect(humanizeTimes("no time here 2026-12-02")).toBe("no time here 2026-12-02");
    const conflict = {
      message: `A drain is already in force (started by Dana at ${iso}): lift it before starting another`,
      data: { code: "CONFLICT" },
    };
    expect(errorSentences(conflict).headline).toBe(
      `A drain is already in force (started by Dana at ${local}): lift it before starting another`,
    );
  });
});
