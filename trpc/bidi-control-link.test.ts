import { createTRPCClient, type TRPCLink } from "@trpc/client";
import { initTRPC } from "@trpc/server";
import { observable } from "@trpc/server/observable";
import { describe, expect, it } from "vitest";
import { bidiControlLink } from "./bidi-control-link";

const t = initTRPC.create();
const _router = t.router({
  runs: t.router({ get: t.procedure.query(() => ({ answer: "" })) }),
  datasets: t.router({ export: t.procedure.query(() => ({ body: "" })) }),
});
type Router = typeof _router;

/** A terminating link that answers every operation with `data` (no network). */
function answering(data: unknown): TRPCLink<Router> {
  return () => () =>
    observable((observer) => {
      observer.next({ result: { type: "data", data } });
      observer.complete();
    });
}

describe("bidiControlLink", () => {
  it("shows bidirectional controls in a result as markers", async () => {
    const client = createTRPCClient<Router>({
      links: [bidiControlLink<Router>(), answering({ answer: "pay \u202Eedcba\u202C", n: 2 })],
    });
    expect(await client.runs.get.query()).toEqual({ answer: "pay ⟦U+202E⟧edcba⟦U+202C⟧", n: 2 });
  });

  it("passes a dataset export byte-exact", async () => {
    const client = createTRPCClient<Router>({
      links: [bidiControlLink<Router>(), answering({ body: "a\u202Eb" })],
    });
    expect(await client.datasets.export.query()).toEqual({ body: "a\u202Eb" });
  });
});
