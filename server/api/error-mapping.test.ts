import { TRPCError } from "@trpc/server";
import { describe, expect, it } from "vitest";
import {
  ConflictError,
  DebriefError,
  DrainingError,
  InputValidationError,
  NotFoundError,
  ProviderError,
  RuleViolationError,
  SubagentContractError,
  WorkspaceAccessError,
} from "../runtime/errors";
import type * as ErrorsModule from "../runtime/errors";
import { toTRPCError } from "./error-mapping";
import { createCallerFactory, publicProcedure, router, type Context } from "./trpc";

describe("toTRPCError", () => {
  it("maps every Debrief error code once, keeping the message and the cause", () => {
    const cases: [DebriefError, TRPCError["code"]][] = [
      [new InputValidationError("question is empty"), "BAD_REQUEST"],
      [new NotFoundError("run r1 does not exist"), "NOT_FOUND"],
      [new ConflictError("correction sequence 1 already exists"), "CONFLICT"],
      [new SubagentContractError("a1", ["effort: Required"], 3), "PRECONDITION_FAILED"],
      [
        new RuleViolationError("at least one enabled administrator must remain"),
        "UNPROCESSABLE_CONTENT",
      ],
      [new WorkspaceAccessError("path outside the workspace"), "FORBIDDEN"],
      [new DrainingError("draining for a deployment"), "SERVICE_UNAVAILABLE"],
      [new ProviderError("upstream 502", 502), "INTERNAL_SERVER_ERROR"],
    ];
    for (const [error, code] of cases) {
      const mapped = toTRPCError(error);
      expect(mapped?.code).toBe(code);
      expect(mapped?.message).toBe(error.message);
      expect(mapped?.cause).toBe(error);
    }
    expect(toTRPCError(new Error("plain"))).toBeNull();
  });
});

describe("publicProcedure", () => {
  const testRouter = router({
    missing: publicProcedure.query(() => {
      throw new NotFoundError("run r9 does not exist");
    }),
    explicit: publicProcedure.query(() => {
      throw new TRPCError({ code: "UNAUTHORIZED", message: "no" });
    }),
    plain: publicProcedure.query(() => {
      throw new Error("boom");
    }),
  });
  // The procedures above never touch the context.
  const caller = createCallerFactory(testRouter)({} as Context);

  it("turns a thrown DebriefError into its tRPC code", async () => {
    const error = await caller.missing().catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(TRPCError);
    expect((error as TRPCError).code).toBe("NOT_FOUND");
    expect((error as TRPCError).message).toBe("run r9 does not exist");
  });

  it("maps a DebriefError from a second copy of the errors module (another bundle's services)", async () => {
    // A query string makes Vite evaluate the module again: its classes are distinct from ours.
    const secondCopy = "../runtime/errors.ts?second-bundle";
    const copy = (await import(/* @vite-ignore */ secondCopy)) as typeof ErrorsModule;
    const foreign = new copy.RateLimitError("too many corrections for agent a1", 5_000);
    expect(foreign instanceof DebriefError).toBe(false);
    expect(toTRPCError(foreign)).toMatchObject({
      code: "TOO_MANY_REQUESTS",
      message: "too many corrections for agent a1",
    });
    expect(toTRPCError(new copy.NotFoundError("run r9 does not exist"))?.code).toBe("NOT_FOUND");
    expect(toTRPCError(Object.assign(new Error("x"), { code: "NOT_FOUND" }))).toBeNull();
  });

  it("leaves TRPCErrors and unknown errors as they are", async () => {
    await expect(caller.explicit()).rejects.toMatchObject({ code: "UNAUTHORIZED" });
    await expect(caller.plain()).rejects.toMatchObject({
      code: "INTERNAL_SERVER_ERROR",
      message: "boom",
    });
  });
});
