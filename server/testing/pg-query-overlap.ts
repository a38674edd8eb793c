import pg from "pg";
import { vi } from "vitest";

/** What trackPgQueryOverlap saw. */
export interface PgQueryOverlap {
  /** Queries given to any pg Client since tracking began. */
  calls(): number;
  /** The most queries under way at once on one Client (1: never two; pg warns at 2). */
  mostAtOnce(): number;
  /** Stop tracking (restores Client.prototype.query). */
  restore(): void;
}

/**
 * Counts, per pg Client (pool clients included), the queries given to it while another was
 * still under way: what pg warns about ("Calling client.query() when the client is already
 * executing a query is deprecated"). Tests only; restore it in a finally.
 */
export function trackPgQueryOverlap(): PgQueryOverlap {
  const original = pg.Client.prototype.query;
  const active = new WeakMap<object, number>();
  let calls = 0;
  let mostAtOnce = 0;
  const spy = vi.spyOn(pg.Client.prototype, "query").mockImplementation(function (
    this: pg.Client,
    ...args: unknown[]
  ) {
    calls += 1;
    const now = (active.get(this) ?? 0) + 1;
    active.set(this, now);
    mostAtOnce = Math.max(mostAtOnce, now);
    const result = (original as (...a: unknown[]) => Promise<unknown>).apply(this, args);
    return result.finally(() => active.set(this, (active.get(this) ?? 1) - 1));
  } as typeof original);
  return { calls: () => calls, mostAtOnce: () => mostAtOnce, restore: () => spy.mockRestore() };
}
