import { describe, expect, it } from "vitest";
import {
  cachingTokenCounter,
  o200kTokenCounter,
  uncachedO200kTokenCounter,
  type TokenCounter,
} from "./token-counter";

/** A counter that counts words and records every text it was asked about. */
function recordingCounter(): TokenCounter & { asked: string[] } {
  const asked: string[] = [];
  return {
    asked,
    count(text: string) {
      asked.push(text);
      return text.split(" ").length;
    },
  };
}

const long = (word: string) => `${word} `.repeat(20).trim();

describe("cachingTokenCounter", () => {
  it("counts a long text once and answers the same count again", () => {
    const inner = recordingCounter();
    const counter = cachingTokenCounter(inner, 2);
    expect(counter.count(long("alpha"))).toBe(20);
    expect(counter.count(long("alpha"))).toBe(20);
    expect(inner.asked).toEqual([long("alpha")]);
  });

  it("counts texts under 64 characters every time (not kept)", () => {
    const inner = recordingCounter();
    const counter = cachingTokenCounter(inner, 2);
    expect(counter.count("two words")).toBe(2);
    expect(counter.count("two words")).toBe(2);
    expect(inner.asked).toEqual(["two words", "two words"]);
  });

  it("keeps at most maxEntries texts, dropping the least recently used", () => {
    const inner = recordingCounter();
    const counter = cachingTokenCounter(inner, 2);
    counter.count(long("alpha"));
    counter.count(long("beta"));
    counter.count(long("alpha")); // alpha is now the most recently used
    counter.count(long("gamma")); // beta is dropped
    counter.count(long("alpha"));
    counter.count(long("beta"));
    expect(inner.asked).toEqual([long("alpha"), long("beta"), long("gamma"), long("beta")]);
  });

  it("gives the o200k counts of the uncached tokenizer", () => {
    const text = "Which merchants break when the provider retires API v2? ".repeat(3);
    expect(o200kTokenCounter.count(text)).toBe(uncachedO200kTokenCounter.count(text));
    expect(o200kTokenCounter.count(text)).toBe(uncachedO200kTokenCounter.count(text));
    expect(o200kTokenCounter.count("")).toBe(0);
  });
});
