import { describe, expect, it } from "vitest";
import { auditRun } from "./features/audit/caveat-audit";
import { SAMPLE_ANSWER, SAMPLE_DEBRIEF, warmUpRunPaths } from "./warm-up";

describe("warmUpRunPaths", () => {
  it("reports what each part took, by the clock it is given (ms)", () => {
    const ticks = [100, 106, 110, 350];
    const figures = warmUpRunPaths(() => ticks.shift()!);
    expect(figures).toEqual({ toolDefinitionsMs: 6, tokenCounterMs: 4, auditMs: 240 });
    expect(ticks).toEqual([]);
  });

  it("takes the audit through claims, hedges and a dropped caveat (the reader's lazy parts)", () => {
    const report = auditRun({ finalAnswer: SAMPLE_ANSWER, debriefs: [SAMPLE_DEBRIEF] });
    expect(report.status).toBe("audited");
    expect(report.claims.length).toBeGreaterThanOrEqual(2);
    expect(report.flags.length).toBeGreaterThanOrEqual(1);
  });
});
