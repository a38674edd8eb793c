import { describe, expect, it } from "vitest";
import { createStartLimit } from "./start-limit";

const settle = () => new Promise<void>((resolve) => setImmediate(resolve));

describe("createStartLimit", () => {
  it("works on at most `concurrency` starts at once, the rest in arrival order, and passes results and errors through", async () => {
    const limit = createStartLimit(2);
    const begun: string[] = [];
    const finishers = new Map<string, (value: string) => void>();
    const start = (name: string) =>
      limit(
        () =>
          new Promise<string>((resolve, reject) => {
            begun.push(name);
            finishers.set(name, name === "c" ? () => reject(new Error("c refused")) : resolve);
          }),
      );
    const results = ["a", "b", "c", "d"].map(start);
    await settle();
    expect(begun).toEqual(["a", "b"]);
    finishers.get("b")!("b done");
    await settle();
    expect(begun).toEqual(["a", "b", "c"]);
    finishers.get("c")!("");
    await settle();
    expect(begun).toEqual(["a", "b", "c", "d"]);
    finishers.get("a")!("a done");
    finishers.get("d")!("d done");
    expect(await results[0]).toBe("a done");
    expect(await results[1]).toBe("b done");
    await expect(results[2]).rejects.toThrow("c refused");
    expect(await results[3]).toBe("d done");
  });
});
