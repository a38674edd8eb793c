import { describe, expect, it } from "vitest";
import type { CorrectionRecord } from "../records";
import { Inbox } from "./inbox";

const correction = (sequence: number): CorrectionRecord => ({
  id: `correction-${sequence}`,
  runId: "run-1",
  agentId: "agent-1",
  sequence,
  text: `use the staging logs (${sequence})`,
  author: "human:operator",
  createdAt: 1_000 + sequence,
});

describe("Inbox listeners", () => {
  it("a throwing wake-up listener neither refuses the queued correction nor stops the others", async () => {
    const inbox = new Inbox();
    const woken: number[] = [];
    inbox.onQueued(() => {
      throw new Error("broken waiter");
    });
    inbox.onQueued((queued) => woken.push(queued.sequence));

    expect(() => inbox.enqueue(correction(1))).not.toThrow();
    expect(() => inbox.enqueue(correction(2))).not.toThrow();

    expect(woken).toEqual([1, 2]);
    expect(inbox.pending.map((queued) => queued.id)).toEqual(["correction-1", "correction-2"]);
    await expect(inbox.whenStored("correction-1")).resolves.toBe(true);
  });
});
