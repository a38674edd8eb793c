import { afterEach, describe, expect, it, vi } from "vitest";
import { createIdGenerator } from "./system-clock";

describe("createIdGenerator", () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it("writes <prefix>_<base36 time><4-digit counter><4-digit random>, the time of each call", () => {
    vi.useFakeTimers();
    const ids = createIdGenerator();
    vi.setSystemTime(1_700_000_000_000);
    const first = ids.next("evt");
    const second = ids.next("evt");
    vi.setSystemTime(1_700_000_000_001);
    const third = ids.next("window");
    const time = (ms: number) => ms.toString(36);
    expect(first).toMatch(new RegExp(`^evt_${time(1_700_000_000_000)}0001[0-9a-z]{4}$`));
    expect(second).toMatch(new RegExp(`^evt_${time(1_700_000_000_000)}0002[0-9a-z]{4}$`));
    expect(third).toMatch(new RegExp(`^window_${time(1_700_000_000_001)}0003[0-9a-z]{4}$`));
  });

  it("gives distinct ids within one millisecond", () => {
    vi.useFakeTimers();
    vi.setSystemTime(1_700_000_000_000);
    const ids = createIdGenerator();
    const made = Array.from({ length: 1000 }, () => ids.next("evt"));
    expect(new Set(made).size).toBe(1000);
  });
});
