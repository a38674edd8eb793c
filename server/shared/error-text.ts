/**
 * A thrown value as one line a person can read (run and experiment rows, logs): a database
 * client's "Invalid `prisma.run.create()` invocation:" preamble and its blank lines removed
 * ("Operation has timed out" stays), the error's code in front when it has one ("P1008:
 * Operation has timed out").
 */
export function readableErrorMessage(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  const text = error.message
    .replace(/^\s*Invalid `[^`]*` invocation[^:\n]*:?/, "")
    .replace(/\s+/g, " ")
    .trim();
  const raw = (error as { code?: unknown }).code;
  const code = typeof raw === "string" ? raw : null;
  const message = text === "" ? error.name : text;
  return code !== null && !message.includes(code) ? `${code}: ${message}` : message;
}
