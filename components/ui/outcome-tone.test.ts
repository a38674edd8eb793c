import { describe, expect, it } from "vitest";
import { besideAuditNote, OUTCOME_TONE, STATUS_TONE, toneBesideAudit } from "./outcome-tone";

describe("tone beside the audit", () => {
  it("turns a green succeeded grey when the audit found dropped caveats", () => {
    expect(toneBesideAudit(OUTCOME_TONE.succeeded, 13)).toBe("grey");
    expect(toneBesideAudit(STATUS_TONE.succeeded, 1)).toBe("grey");
    expect(besideAuditNote(OUTCOME_TONE.succeeded, 13)).toBe(
      " — the audit found 13 dropped caveats: review them before using the answer",
    );
    expect(besideAuditNote(OUTCOME_TONE.succeeded, 1)).toBe(
      " — the audit found 1 dropped caveat: review them before using the answer",
    );
  });

  it("keeps green when the audit found none or has not run", () => {
    expect(toneBesideAudit(OUTCOME_TONE.succeeded, 0)).toBe("green");
    expect(toneBesideAudit(OUTCOME_TONE.succeeded, undefined)).toBe("green");
    expect(besideAuditNote(OUTCOME_TONE.succeeded, 0)).toBe("");
  });

  it("keeps every other tone (a degraded or failed answer stays amber or red)", () => {
    expect(toneBesideAudit(OUTCOME_TONE.degraded, 5)).toBe("amber");
    expect(toneBesideAudit(OUTCOME_TONE.answered_without_evidence, 5)).toBe("red");
    expect(toneBesideAudit(STATUS_TONE.running, 5)).toBe("blue");
    expect(besideAuditNote(OUTCOME_TONE.failed, 5)).toBe("");
  });
});
