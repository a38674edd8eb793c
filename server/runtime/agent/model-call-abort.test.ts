import { describe, expect, it } from "vitest";
import { ModelCallAbort } from "./model-call-abort";

describe("ModelCallAbort", () => {
  it("is not aborted until abort is called, and its signal is one AbortSignal", () => {
    const call = new ModelCallAbort();
    expect(call.aborted).toBe(false);
    const signal = call.signal;
    expect(signal).toBeInstanceOf(AbortSignal);
    expect(signal.aborted).toBe(false);
    expect(call.signal).toBe(signal);
  });

  it("aborts a signal read before abort, waking its listeners with an AbortError", () => {
    const call = new ModelCallAbort();
    const heard: string[] = [];
    call.signal.addEventListener("abort", () => heard.push("abort"));
    call.abort();
    expect(heard).toEqual(["abort"]);
    expect(call.aborted).toBe(true);
    expect(call.signal.aborted).toBe(true);
    expect((call.signal.reason as DOMException).name).toBe("AbortError");
  });

  it("hands out an aborted signal when abort came before the first read", () => {
    const call = new ModelCallAbort();
    call.abort();
    expect(call.aborted).toBe(true);
    expect(call.signal.aborted).toBe(true);
    expect((call.signal.reason as DOMException).name).toBe("AbortError");
  });
});
