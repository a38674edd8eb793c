import { ConflictError, NotFoundError } from "../runtime/errors";

/**
 * Prisma error codes the repositories translate into Debrief errors:
 * P2002 unique constraint, P2003 foreign key, P2025 record to update not found.
 */

export function prismaCode(error: unknown): string | null {
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

/** Tries of `retryWhileBusy` in all. */
const BUSY_TRIES = 8;

/**
 * Runs `write` again (up to 8 tries, pausing 5, 10, 15… ms) while SQLite answers busy (Prisma
 * P1008 from SQLITE_BUSY). Prisma's transactions start deferred: one that read before it writes
 * cannot upgrade once the run store's append writer committed in between (SQLITE_BUSY at once,
 * no busy wait), and only a new try of the whole transaction succeeds. Other errors, and the
 * last busy one, are thrown unchanged.
 */
export async function retryWhileBusy<T>(write: () => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await write();
    } catch (error) {
      if (attempt >= BUSY_TRIES || prismaCode(error) !== "P1008") throw error;
      await new Promise<void>((resolve) => setTimeout(resolve, 5 * attempt));
    }
  }
}
