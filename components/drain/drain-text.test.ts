import { describe, expect, it } from "vitest";
import { DRAIN_START_REFUSED, drainBannerAction, drainedRunsSentence } from "./drain-text";

describe("the drain's sentences", () => {
  it("says every run finished before the deadline when none was interrupted", () => {
    expect(drainedRunsSentence(0)).toBe(
      "Every run finished before the deadline: none was interrupted.",
    );
  });

  it("counts the interrupted runs with the right verb", () => {
    expect(drainedRunsSentence(1)).toBe(
      "1 run was interrupted at the deadline and will not be resumed.",
    );
    expect(drainedRunsSentence(3)).toBe(
      "3 runs were interrupted at the deadline and will not be resumed.",
    );
  });

  it("gives the reason Start run is disabled during a drain", () => {
    expect(DRAIN_START_REFUSED).toContain("New runs are refused");
  });

  it("points a viewer who may drain to the drain control, named for the drain's state", () => {
    expect(drainBannerAction({ canDrain: true, pathname: "/", state: "drained" })).toEqual({
      href: "/admin/activity",
      label: "Lift the drain (Activity page)",
    });
    expect(drainBannerAction({ canDrain: true, pathname: "/runs/x", state: "draining" })).toEqual({
      href: "/admin/activity",
      label: "Manage the drain (Activity page)",
    });
  });

  it("offers no link to a viewer who cannot drain, nor on the page that holds the control", () => {
    expect(drainBannerAction({ canDrain: false, pathname: "/", state: "drained" })).toBeNull();
    expect(
      drainBannerAction({ canDrain: true, pathname: "/admin/activity", state: "drained" }),
    ).toBeNull();
  });
});
