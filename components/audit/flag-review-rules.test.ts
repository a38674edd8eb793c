import { describe, expect, it } from "vitest";
import type { FlagReviewRecord } from "@/server/features/audit/audit-report";
import {
  earlierDecisions,
  enterDecision,
  flagReviewGroupLabel,
  reviewerLabel,
  reviewStep,
} from "./flag-review-rules";

const confirmed = {
  decision: "confirmed" as const,
  note: "the sandbox caveat is gone",
  reviewer: "Dana",
};

describe("flag review: overturning a decision", () => {
  it("sends a first decision, or one that agrees with the latest, at once", () => {
    expect(reviewStep({ latest: null, decision: "dismissed", note: "", asked: null })).toEqual({
      kind: "send",
    });
    expect(reviewStep({ latest: confirmed, decision: "confirmed", note: "", asked: null })).toEqual(
      {
        kind: "send",
      },
    );
  });

  it("asks again before a note-less Dismiss overturns a Confirm, naming it and its note", () => {
    expect(
      reviewStep({ latest: confirmed, decision: "dismissed", note: " ", asked: null }),
    ).toEqual({
      kind: "ask",
      message:
        "This overturns Dana's decision: confirmed (“the sandbox caveat is gone”). Add a note saying why, then press Dismiss again, or press Dismiss again to overturn without one.",
    });
    expect(
      reviewStep({
        latest: confirmed,
        decision: "dismissed",
        note: "merchant list covers it",
        asked: null,
      }),
    ).toEqual({
      kind: "ask",
      message:
        "This overturns Dana's decision: confirmed (“the sandbox caveat is gone”). Press Dismiss again to overturn it; your note is kept with the decision.",
    });
    // Asked once about this very decision: the second press sends.
    expect(
      reviewStep({ latest: confirmed, decision: "dismissed", note: "", asked: "dismissed" }),
    ).toEqual({
      kind: "send",
    });
    // Asked about Dismiss, then Confirm pressed: agrees with the latest, sent.
    expect(
      reviewStep({ latest: confirmed, decision: "confirmed", note: "", asked: "dismissed" }),
    ).toEqual({
      kind: "send",
    });
  });

  it("keeps the earlier decisions (and their notes) listed, newest first", () => {
    const review = (
      id: string,
      flagId: string,
      createdAt: number,
      note: string,
    ): FlagReviewRecord => ({
      id,
      runId: "run",
      flagId,
      decision: id === "r2" ? "dismissed" : "confirmed",
      note,
      reviewer: "Dana",
      createdAt,
    });
    const history = [
      review("r1", "f1", 1, "the sandbox caveat is gone"),
      review("r3", "f2", 2, "other flag"),
      review("r2", "f1", 3, ""),
    ];
    expect(earlierDecisions(history, "f1").map((r) => [r.id, r.note])).toEqual([
      ["r1", "the sandbox caveat is gone"],
    ]);
    expect(earlierDecisions(history, "f2")).toEqual([]);
  });
});

describe("flag review: who decided", () => {
  it("names the reviewer by their account name, else by the stored identity", () => {
    expect(reviewerLabel({ reviewer: "dana@example.com", reviewerName: "Dana Reviewer" })).toBe(
      "Dana Reviewer",
    );
    expect(reviewerLabel({ reviewer: "dana@example.com", reviewerName: null })).toBe(
      "dana@example.com",
    );
    expect(reviewerLabel({ reviewer: "dana@example.com", reviewerName: "  " })).toBe(
      "dana@example.com",
    );
    expect(reviewerLabel({ reviewer: "cli:root" })).toBe("the command line (root)");
  });

  it("names the overturned decision's reviewer by name", () => {
    expect(
      reviewStep({
        latest: { ...confirmed, reviewer: "dana@example.com", reviewerName: "Dana Reviewer" },
        decision: "dismissed",
        note: "checked the logs",
        asked: null,
      }),
    ).toEqual({
      kind: "ask",
      message:
        "This overturns Dana Reviewer's decision: confirmed (“the sandbox caveat is gone”). Press Dismiss again to overturn it; your note is kept with the decision.",
    });
  });
});

describe("flag review: overturning one's own decision", () => {
  it('says "your earlier decision" to the reviewer who made it, never their own name', () => {
    const rita = { ...confirmed, reviewer: "rita@example.com", reviewerName: "Rita Reviewer" };
    expect(
      reviewStep({
        latest: rita,
        decision: "dismissed",
        note: "",
        asked: null,
        viewerEmail: "Rita@Example.com",
      }),
    ).toEqual({
      kind: "ask",
      message:
        "This overturns your earlier decision: confirmed (“the sandbox caveat is gone”). Add a note saying why, then press Dismiss again, or press Dismiss again to overturn without one.",
    });
    // Another reviewer still reads Rita's name.
    const step = reviewStep({
      latest: rita,
      decision: "dismissed",
      note: "",
      asked: null,
      viewerEmail: "dana@example.com",
    });
    expect(step.kind === "ask" ? step.message : "").toContain("This overturns Rita Reviewer's");
  });
});

describe("flag review: Enter in the note", () => {
  it("saves with the decision asked about, else the latest one, else asks for one", () => {
    expect(enterDecision({ latest: null, asked: "dismissed" })).toBe("dismissed");
    expect(enterDecision({ latest: confirmed, asked: "dismissed" })).toBe("dismissed");
    expect(enterDecision({ latest: confirmed, asked: null })).toBe("confirmed");
    // Not reviewed yet: Enter cannot guess Confirm or Dismiss.
    expect(enterDecision({ latest: null, asked: null })).toBeNull();
  });
});

describe("flag review: the controls' accessible name", () => {
  it("names the child, the kind of item and its key, so each Confirm says which flag", () => {
    expect(
      flagReviewGroupLabel({
        agentName: "changelog-researcher",
        kindLabel: "hedged finding",
        hedgeId: "changelog-researcher/F1",
      }),
    ).toBe("Review the flag on changelog-researcher's hedged finding F1");
    expect(
      flagReviewGroupLabel({ agentName: "researcher", kindLabel: "assumption", hedgeId: "A2" }),
    ).toBe("Review the flag on researcher's assumption A2");
  });
});
