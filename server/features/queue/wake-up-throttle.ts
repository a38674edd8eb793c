import type { Clock } from "../../runtime/ports";

/** How often a process tells the workers that runs were enqueued, at most (ms). */
export const WAKE_UP_WINDOW_MS = 50;

/**
 * `send` called at most once per `windowMs` (issue 10 item 8): the first call sends at once;
 * the calls during the window that follows collapse into one send at its end (which opens the
 * next window). Used for the "run enqueued" notification: a burst of 200 starts sent 200
 * NOTIFYs from the web process and woke each worker's queue 200 times, where one per window
 * wakes them as soon (the workers' polling stays the backstop).
 */
export function throttleWakeUps(
  send: () => void,
  clock: Pick<Clock, "setTimer">,
  windowMs: number = WAKE_UP_WINDOW_MS,
): () => void {
  let windowOpen = false;
  let pending = false;
  const openWindow = () => {
    windowOpen = true;
    clock.setTimer(() => {
      windowOpen = false;
      if (!pending) return;
      pending = false;
      send();
      openWindow();
    }, windowMs);
  };
  return () => {
    if (windowOpen) {
      pending = true;
      return;
    }
    send();
    openWindow();
  };
}
