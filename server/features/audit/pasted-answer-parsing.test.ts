import { describe, expect, it } from "vitest";
import { DEBRIEF_SHAPE, parseDebriefsJson } from "./pasted-answer-parsing";

describe("parseDebriefsJson: what to give instead", () => {
  it("says what a debrief looks like when an entry is not one (an audit's JSON export)", () => {
    const auditExport = JSON.stringify({ runId: "run_1", report: {}, flags: [] });
    expect(() => parseDebriefsJson(auditExport)).toThrow(
      `the debriefs JSON does not fit: debriefs.0.agentName: Invalid input: expected string, received undefined; debriefs.0.result: Invalid input: expected object, received undefined${DEBRIEF_SHAPE}`,
    );
  });

  it("names only the fields when the entry is a debrief with wrong values", () => {
    const wrong = JSON.stringify([{ agentName: "a", result: { findings: 3 } }]);
    expect(() => parseDebriefsJson(wrong)).toThrow(
      /^the debriefs JSON does not fit: debriefs\.0\.result\./,
    );
    expect(() => parseDebriefsJson(wrong)).not.toThrow(DEBRIEF_SHAPE);
  });
});
