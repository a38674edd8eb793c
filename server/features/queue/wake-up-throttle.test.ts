import { describe, expect, it } from "vitest";
import { manualClock } from "../../runtime/testing/manual-clock";
import { throttleWakeUps, WAKE_UP_WINDOW_MS } from "./wake-up-throttle";

describe("throttleWakeUps", () => {
  it("sends the first call at once and a burst's later calls as one send at the window's end", async () => {
    const clock = manualClock(0);
    const sent: number[] = [];
    const wake = throttleWakeUps(() => sent.push(clock.now()), clock, 50);
    wake();
    expect(sent).toEqual([0]);
    await clock.advance(10);
    wake();
    wake();
    wake();
    expect(sent).toEqual([0]);
    await clock.advance(40);
    expect(sent).toEqual([0, 50]);
    // The trailing send opened a window of its own: nothing more came, so nothing more is sent.
    await clock.advance(50);
    expect(sent).toEqual([0, 50]);
    expect(clock.pendingTimers()).toBe(0);
  });

  it("sends at once again once a quiet window has passed", async () => {
    const clock = manualClock(0);
    const sent: number[] = [];
    const wake = throttleWakeUps(() => sent.push(clock.now()), clock);
    wake();
    await clock.advance(WAKE_UP_WINDOW_MS);
    await clock.advance(30);
    wake();
    expect(sent).toEqual([0, WAKE_UP_WINDOW_MS + 30]);
  });
});
