import { describe, expect, it } from "vitest";
import { KeyedListeners, Listeners } from "./listeners";

/** Listener registries under re-entrant use: changes during a dispatch, throwing listeners. */

describe("Listeners during a dispatch", () => {
  it("a listener removing itself is called once; one added during a dispatch waits for the next", () => {
    const listeners = new Listeners<number>();
    const calls: string[] = [];
    const removeSelf = listeners.add((value) => {
      calls.push(`self ${value}`);
      removeSelf();
      removeSelf();
    });
    listeners.add((value) => {
      calls.push(`adder ${value}`);
      if (value === 1) listeners.add((later) => calls.push(`added ${later}`));
    });
    listeners.emit(1);
    listeners.emit(2);
    expect(calls).toEqual(["self 1", "adder 1", "adder 2", "added 2"]);
    expect(listeners.size).toBe(2);
  });

  it("a throwing listener goes to onError and the others still run; without onError it throws", () => {
    const listeners = new Listeners<number>();
    const calls: string[] = [];
    listeners.add(() => {
      throw new Error("broken");
    });
    listeners.add((value) => calls.push(`after ${value}`));
    const errors: unknown[] = [];
    listeners.emit(1, (error) => errors.push(error));
    expect(calls).toEqual(["after 1"]);
    expect(errors.map((error) => (error as Error).message)).toEqual(["broken"]);
    expect(() => listeners.emit(2)).toThrow("broken");
  });
});

describe("KeyedListeners during a dispatch", () => {
  it("emptying a key and subscribing it again inside a dispatch keeps the new subscription", () => {
    const keyed = new KeyedListeners<string, number>();
    const calls: string[] = [];
    const removeFirst = keyed.add("run_a", (value) => {
      calls.push(`first ${value}`);
      removeFirst();
      keyed.add("run_a", (later) => calls.push(`second ${later}`));
      removeFirst();
    });
    keyed.emit("run_a", 1);
    keyed.emit("run_a", 2);
    removeFirst();
    keyed.emit("run_a", 3);
    expect(calls).toEqual(["first 1", "second 2", "second 3"]);
    expect(keyed.size("run_a")).toBe(1);
    expect(keyed.keyCount).toBe(1);
  });
});
