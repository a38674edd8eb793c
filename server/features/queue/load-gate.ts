import { Listeners } from "../../runtime/listeners";
import type { Clock } from "../../runtime/ports";

/** Load gate timing and bounds. */
export interface LoadGateSettings {
  /** How often the gate's own timer ticks (ms); its lateness is the event-loop delay. */
  sampleMs: number;
  /** The delay is the largest lateness of the last `windowSamples` ticks. */
  windowSamples: number;
  /** Above this delay (ms) the process takes no new run. */
  maxDelayMs: number;
  /** New runs taken per tick while calm (a ramp, not a burst). */
  step: number;
}

/**
 * Default gate: ticks every 50 ms; the delay is the worst of the last 10 (half a second); above
 * 40 ms no new run starts; while calm, 2 more runs per tick. Tuned on the 2-core bench machine
 * (`npm run bench:load`): interactive requests take several event-loop turns each, so a loop
 * 40 ms late already puts a list request near its 300 ms target.
 */
export const DEFAULT_LOAD_GATE_SETTINGS: LoadGateSettings = {
  sampleMs: 50,
  windowSamples: 10,
  maxDelayMs: 40,
  step: 2,
};

/**
 * Admission of runs by this process's event-loop delay (issue 10 item 8). Every agent loop
 * shares the process's event loop with its requests (SQLite mode: the web process) or its
 * control messages (a worker: corrections, cancels); a configured concurrency alone lets a
 * burst of starts put every loop on it at once, and then a list request or a correction waits
 * seconds. The gate measures the loop's delay on its own timer and says how many more runs
 * may start now: none while the loop is late (the runs wait queued, with their position),
 * `step` more per tick while it is calm (a budget reset on each tick), never past the
 * configured ceiling, and always one when none runs (the queue never stalls). The delay is
 * measured, not predicted. Before its first tick the gate grants `step`.
 */
export class LoadGate {
  private readonly lateness: number[] = [];
  private expectedAt: number | null = null;
  private cancelTimer: (() => void) | null = null;
  private readonly listeners = new Listeners<void>();
  private readonly calmWaiters = new Set<{ until: number; resolve: () => void }>();
  private budget: number;

  /**
   * `onListenerError` receives what an `onTick` listener threw: the gate still calls the other
   * listeners and keeps ticking (a throw would otherwise escape the timer callback, where
   * nothing catches it). Default: ignored.
   */
  constructor(
    private readonly clock: Clock,
    private readonly settings: LoadGateSettings = DEFAULT_LOAD_GATE_SETTINGS,
    private readonly onListenerError: (error: unknown) => void = () => undefined,
  ) {
    this.budget = settings.step;
  }

  /** Start measuring; `onTick` listeners are called on every tick. */
  start(): void {
    if (this.cancelTimer !== null) return;
    this.expectedAt = this.clock.now() + this.settings.sampleMs;
    this.cancelTimer = this.clock.setTimer(() => this.tick(), this.settings.sampleMs);
  }

  stop(): void {
    this.cancelTimer?.();
    this.cancelTimer = null;
    for (const waiter of this.calmWaiters) waiter.resolve();
    this.calmWaiters.clear();
  }

  /** The event-loop delay now: the largest lateness in the window (ms). */
  get delayMs(): number {
    return this.lateness.length === 0 ? 0 : Math.max(...this.lateness);
  }

  /**
   * Take permission to start up to `wanted` more runs, with `running` running of at most
   * `ceiling`: at most this tick's budget (`step` while calm, none while late), at least one when
   * none runs. Returns how many may start; `giveBack` what was not used.
   */
  take(running: number, ceiling: number, wanted = Number.POSITIVE_INFINITY): number {
    const free = Math.max(0, Math.min(ceiling - running, wanted));
    let granted = Math.min(free, this.budget);
    if (granted === 0 && running === 0 && free > 0) granted = 1;
    this.budget = Math.max(0, this.budget - granted);
    return granted;
  }

  /** Return `count` runs of a `take` that did not start (fewer were waiting). */
  giveBack(count: number): void {
    this.budget = Math.min(this.settings.step, this.budget + Math.max(0, count));
  }

  /**
   * Resolves at the first tick on which the loop is calm (background work waits for it), or
   * after `maxWaitMs` (ms) of ticks without one, so background work is delayed, never starved.
   * Resolves at once when the gate is not running.
   */
  whenCalm(maxWaitMs = 10_000): Promise<void> {
    if (this.cancelTimer === null || this.calm()) return Promise.resolve();
    const until = this.clock.now() + maxWaitMs;
    return new Promise((resolve) => this.calmWaiters.add({ until, resolve }));
  }

  /**
   * Call `listener` on every tick (a queue re-checks what it may start); returns the remover
   * (idempotent; it ends this subscription only). What it throws goes to `onListenerError`.
   */
  onTick(listener: () => void): () => void {
    return this.listeners.add(listener);
  }

  private calm(): boolean {
    return this.delayMs <= this.settings.maxDelayMs;
  }

  private tick(): void {
    const now = this.clock.now();
    this.lateness.push(Math.max(0, now - (this.expectedAt ?? now)));
    if (this.lateness.length > this.settings.windowSamples) this.lateness.shift();
    this.expectedAt = now + this.settings.sampleMs;
    this.budget = this.calm() ? this.settings.step : 0;
    this.cancelTimer = this.clock.setTimer(() => this.tick(), this.settings.sampleMs);
    for (const waiter of [...this.calmWaiters]) {
      if (!this.calm() && now < waiter.until) continue;
      this.calmWaiters.delete(waiter);
      waiter.resolve();
    }
    this.listeners.emit(undefined, this.onListenerError);
  }
}
