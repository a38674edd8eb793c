import { TRPCError } from "@trpc/server";
import type { ZodError } from "zod";
import { expect } from "vitest";

/**
 * Asserts that `promise` rejects with a TRPCError of `code` whose message is `message`
 * (exactly, for a string) or matches it (a RegExp); returns the error for further checks.
 */
export async function expectTrpcError(
  promise: Promise<unknown>,
  code: TRPCError["code"],
  message: string | RegExp,
): Promise<TRPCError> {
  const error = await promise.then(
    () => null,
    (caught: unknown) => caught,
  );
  expect(error, `expected ${code}`).toBeInstanceOf(TRPCError);
  const trpc = error as TRPCError;
  expect(trpc.code).toBe(code);
  if (typeof message === "string") expect(trpc.message).toBe(message);
  else expect(trpc.message).toMatch(message);
  return trpc;
}

/** The messages of a zod input rejection (tRPC puts the ZodError in `cause`). */
export function zodMessages(error: TRPCError): string[] {
  return ((error.cause as ZodError | undefined)?.issues ?? []).map((issue) => issue.message);
}
