import { describe, expect, it } from "vitest";
import {
  flagSummaryLabel,
  flagSummaryText,
  flagSummaryTone,
  flagReviewState,
  flagWarningText,
  auditOutcomeBadge,
  flagColumnText,
  hedgedItemTallyText,
  hedgedItemTallyTitle,
  type FlagSummary,
} from "./flag-summary";

const summary = (overrides: Partial<FlagSummary>): FlagSummary => ({
  runId: "run_1",
  flagCount: 0,
  unreviewedCount: 0,
  ...overrides,
});

describe("flag summary badge", () => {
  it("says 'not audited' in grey when the audit had nothing to check, never a clean 0", () => {
    const failed = summary({ auditStatus: "no_answer" });
    expect(flagSummaryLabel(failed)).toBe("not audited");
    expect(flagSummaryTone(failed)).toBe("grey");
    expect(flagSummaryText(failed)).toBe(
      "not audited (no answer): nothing to check the answer against",
    );
  });

  it("shows 0 in green for an audited answer without flags", () => {
    const clean = summary({ auditStatus: "audited" });
    expect(flagSummaryLabel(clean)).toBe("0");
    expect(flagSummaryTone(clean)).toBe("green");
    expect(flagSummaryText(clean)).toBe("audited: no caveat was dropped");
  });

  it("shows the count, red while flags are unreviewed and grey once reviewed", () => {
    expect(flagSummaryLabel(summary({ flagCount: 3, unreviewedCount: 2 }))).toBe("3");
    expect(flagSummaryTone(summary({ flagCount: 3, unreviewedCount: 2 }))).toBe("red");
    expect(flagSummaryTone(summary({ flagCount: 3, unreviewedCount: 0 }))).toBe("grey");
    expect(flagSummaryText(summary({ flagCount: 1, unreviewedCount: 1 }))).toBe(
      "1 flag, 1 unreviewed",
    );
  });

  it("warns beside the answer when the audit found dropped caveats, with the high ones counted", () => {
    expect(flagWarningText(summary({ flagCount: 13, unreviewedCount: 13, highCount: 4 }))).toBe(
      "The audit found 13 dropped caveats (4 high) — review before using this answer",
    );
    expect(flagWarningText(summary({ flagCount: 1, unreviewedCount: 0, highCount: 0 }))).toBe(
      "The audit found 1 dropped caveat — review before using this answer",
    );
    expect(flagWarningText(summary({ flagCount: 0, auditStatus: "audited" }))).toBeNull();
  });

  it("says where the review stands once every flag is decided: confirmed ones, or all dismissed", () => {
    const open = summary({ flagCount: 3, unreviewedCount: 1, confirmedCount: 2, highCount: 2 });
    expect(flagReviewState(open)).toBe("open");
    expect(flagWarningText(open)).toBe(
      "The audit found 3 dropped caveats (2 high) — review before using this answer",
    );
    const confirmed = summary({
      flagCount: 3,
      unreviewedCount: 0,
      confirmedCount: 2,
      highCount: 2,
    });
    expect(flagReviewState(confirmed)).toBe("confirmed");
    expect(flagWarningText(confirmed)).toBe(
      "Reviewers confirmed 2 of the 3 dropped caveats the audit found (2 high) — correct the answer before using it",
    );
    const dismissed = summary({
      flagCount: 3,
      unreviewedCount: 0,
      confirmedCount: 0,
      highCount: 1,
    });
    expect(flagReviewState(dismissed)).toBe("dismissed");
    expect(flagWarningText(dismissed)).toBe(
      "The audit found 3 dropped caveats (1 high); reviewers dismissed all of them",
    );
    expect(flagWarningText(summary({ flagCount: 1, unreviewedCount: 0, confirmedCount: 0 }))).toBe(
      "The audit found 1 dropped caveat; reviewers dismissed it",
    );
  });

  it("gives the audit-outcome badge beside the status: red with high flags, amber without", () => {
    expect(auditOutcomeBadge({ flagCount: 13, highCount: 6 })).toEqual({
      label: "13 dropped caveats (6 high)",
      tone: "red",
    });
    expect(auditOutcomeBadge({ flagCount: 1, highCount: 0 })).toEqual({
      label: "1 dropped caveat",
      tone: "amber",
    });
    expect(auditOutcomeBadge({ flagCount: 2, highestSeverity: "high" })?.tone).toBe("red");
    expect(auditOutcomeBadge({ flagCount: 0 })).toBeNull();
  });
});

describe("hedged item tally", () => {
  it("counts hedged items, distinct from the dropped caveats (flags) the badge counts", () => {
    const counts = { hedges: 43, dropped: 32, flags: 13 };
    expect(hedgedItemTallyText(counts)).toBe(
      "32 of 43 hedged items dropped (grouped as 13 caveats)",
    );
    // The grouping is said only when it changes the count.
    expect(hedgedItemTallyText({ hedges: 9, dropped: 3, flags: 3 })).toBe(
      "3 of 9 hedged items dropped",
    );
    expect(hedgedItemTallyText({ hedges: 9, dropped: 0, flags: 0 })).toBe(
      "0 of 9 hedged items dropped",
    );
    expect(hedgedItemTallyText({ hedges: 9, dropped: 4, flags: 1 })).toBe(
      "4 of 9 hedged items dropped (grouped as 1 caveat)",
    );
    expect(hedgedItemTallyTitle(counts)).toBe(
      "Hedged items count every debrief item that hedges; the answer dropped 32 of 43. A dropped " +
        "caveat is one flag for a group of items that say the same thing (often from several " +
        "children), so those 32 items make 13 dropped caveats.",
    );
  });

  it("uses the singular for one item and one caveat", () => {
    const counts = { hedges: 1, dropped: 1, flags: 1 };
    expect(hedgedItemTallyText(counts)).toBe("1 of 1 hedged item dropped");
    expect(hedgedItemTallyTitle(counts)).toMatch(/make 1 dropped caveat\.$/);
  });
});

describe("runs list flags column", () => {
  it("reads the same way whether no, some or all flags are reviewed", () => {
    expect(flagColumnText(summary({ flagCount: 13, unreviewedCount: 13 }))).toEqual({
      count: "13 flags",
      review: "13 open",
    });
    expect(flagColumnText(summary({ flagCount: 13, unreviewedCount: 12 }))).toEqual({
      count: "13 flags",
      review: "12 open",
    });
    expect(flagColumnText(summary({ flagCount: 1, unreviewedCount: 0 }))).toEqual({
      count: "1 flag",
      review: "all reviewed",
    });
  });

  it("says 0 flags for a clean audit and not audited when there was nothing to check", () => {
    expect(flagColumnText(summary({}))).toEqual({ count: "0 flags", review: null });
    expect(flagColumnText(summary({ auditStatus: "no_answer" }))).toEqual({
      count: "not audited",
      review: null,
    });
  });
});
