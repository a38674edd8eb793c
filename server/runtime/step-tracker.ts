/**
 * The steps a periodic background task (a lease heartbeat, a drain check) has in flight, so
 * that stopping it can wait for them: a step still querying when its process shuts down would
 * otherwise meet a closed database and report a failure that is only the shutdown.
 */
export class StepTracker {
  private readonly inFlight = new Set<Promise<unknown>>();

  /** Runs `step` and keeps its promise until it settles; returns it. */
  track<T>(step: () => Promise<T>): Promise<T> {
    const running = step();
    this.inFlight.add(running);
    const forget = () => this.inFlight.delete(running);
    running.then(forget, forget);
    return running;
  }

  /** Resolves once every step in flight now has settled (never rejects). */
  async settled(): Promise<void> {
    await Promise.allSettled([...this.inFlight]);
  }
}
