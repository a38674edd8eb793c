import { ConflictError, NotFoundError } from "../runtime/errors";

/**
 * Prisma error codes the repositories translate into Debrief errors:
 * P2002 unique constraint, P2003 foreign key, P2025 record to update not found.
 */

function prismaCode(error: unknown): string | null {
  if (typeof error !== "object" || error === null || !("code" in error)) return null;
  const code = (error as { code: unknown }).code;
  return typeof code === "string" && /^P\d{4}$/.test(code) ? code : null;
}

/** True for a unique-constraint violation (P2002). */
export function isUniqueViolation(error: unknown): boolean {
  return prismaCode(error) === "P2002";
}

/** Messages for the translated errors of one write. */
export interface WriteErrorMessages {
  duplicate?: string;
  missing?: string;
}

/**
 * Runs a write and turns Prisma's constraint errors into ConflictError (duplicate) or
 * NotFoundError (missing record or referenced row); anything else is rethrown unchanged.
 */
export async function translateWriteErrors<T>(
  write: () => Promise<T>,
  messages: WriteErrorMessages,
): Promise<T> {
  try {
    return await write();
  } catch (error) {
    const code = prismaCode(error);
    if (code === "P2002" && messages.duplicate) throw new ConflictError(messages.duplicate);
    if ((code === "P2003" || code === "P2025") && messages.missing) {
      throw new NotFoundError(messages.missing);
    }
    throw error;
  }
}
