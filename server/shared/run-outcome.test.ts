import { describe, expect, it } from "vitest";
import { runOutcome } from "./run-outcome";

describe("runOutcome", () => {
  it("is succeeded only when every child returned its research", () => {
    expect(runOutcome("succeeded", ["succeeded", "succeeded"])).toEqual({
      outcome: "succeeded",
      detail: "the parent answered from all 2 children's research",
    });
    expect(runOutcome("succeeded", [])).toEqual({
      outcome: "succeeded",
      detail: "the parent answered from its own research",
    });
  });

  it("is answered_without_evidence when the only child failed its contract", () => {
    expect(runOutcome("succeeded", ["failed"])).toEqual({
      outcome: "answered_without_evidence",
      detail:
        "the parent answered, but the only child failed: no child returned research, so nothing verified stands under the answer",
    });
    expect(runOutcome("succeeded", ["cancelled", "cancelled"]).outcome).toBe(
      "answered_without_evidence",
    );
  });

  it("is degraded when some child failed, was cancelled or stopped", () => {
    expect(runOutcome("succeeded", ["cancelled", "succeeded"])).toEqual({
      outcome: "degraded",
      detail:
        "the parent answered, but 1 of 2 children was cancelled: part of the research is missing",
    });
    expect(
      runOutcome("succeeded", ["failed", "terminated", "terminated", "succeeded"]).detail,
    ).toBe(
      "the parent answered, but 1 of 4 children failed, 2 of 4 children were stopped: part of the research is missing",
    );
    expect(runOutcome("succeeded", ["interrupted", "interrupted", "succeeded"]).detail).toBe(
      "the parent answered, but 2 of 3 children were interrupted: part of the research is missing",
    );
  });

  it("follows the run status when the run itself did not answer", () => {
    expect(runOutcome("failed", ["succeeded"]).outcome).toBe("failed");
    expect(runOutcome("cancelled", []).outcome).toBe("cancelled");
    expect(runOutcome("interrupted", []).outcome).toBe("interrupted");
    expect(runOutcome("running", []).outcome).toBe("in_progress");
    expect(runOutcome("queued", []).detail).toBe("the run is queued");
  });
});
