/**
 * OpenRouter's `reasoning_details` (openrouter.ai docs, "Reasoning tokens"): an array of
 * `reasoning.text` / `reasoning.summary` / `reasoning.encrypted` objects that must go back
 * unmodified on the assistant message of a tool-call turn. A stream sends them in pieces; the
 * pieces of one detail share its `index` (and type): their `text` / `summary` / `data` are
 * concatenated and the other fields (signature, id, format) are taken when they arrive.
 */
export class ReasoningDetailsAssembler {
  private readonly merged: Record<string, unknown>[] = [];

  /** Add one chunk's `delta.reasoning_details`. */
  add(pieces: readonly unknown[]): void {
    for (const raw of pieces) {
      if (raw === null || typeof raw !== "object") continue;
      const piece = raw as Record<string, unknown>;
      const same =
        typeof piece.index === "number"
          ? this.merged.find((detail) => detail.index === piece.index && detail.type === piece.type)
          : undefined;
      if (same === undefined) {
        this.merged.push({ ...piece });
        continue;
      }
      for (const [key, value] of Object.entries(piece)) {
        if (value === null || value === undefined || value === "") continue;
        const current = same[key];
        same[key] =
          (key === "text" || key === "summary" || key === "data") && typeof current === "string"
            ? current + String(value)
            : value;
      }
    }
  }

  get isEmpty(): boolean {
    return this.merged.length === 0;
  }

  /** The assembled details, in the order they started. */
  get details(): Record<string, unknown>[] {
    return this.merged;
  }
}
