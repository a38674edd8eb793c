import { TRPCError } from "@trpc/server";
import { ZodError } from "zod";

/**
 * True when a page guard's read failed because the address names no record: NOT_FOUND, or an
 * id the procedure's input schema refuses (longer than the inputs allow, empty, …), which no
 * record can have. Any other error (signed out, forbidden, the database) is not about the
 * address and goes on to the error page.
 */
export function namesNoRecord(error: unknown): boolean {
  if (!(error instanceof TRPCError)) return false;
  if (error.code === "NOT_FOUND") return true;
  return error.code === "BAD_REQUEST" && error.cause instanceof ZodError;
}
