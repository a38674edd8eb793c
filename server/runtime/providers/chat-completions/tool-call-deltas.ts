/** A tool call being assembled from stream deltas. */
export interface PartialToolCall {
  id: string | null;
  name: string;
  arguments: string;
}

/**
 * Streamed tool-call deltas → calls. OpenAI keys deltas by `index` (the id arrives once, usually
 * first); Gemini's OpenAI-compatible endpoint and several proxies send no index, so then:
 * a delta with an id belongs to the call with that id (a new call for a new id), and a delta
 * with neither index nor id (or `"id": ""`) continues the call the last delta touched — unless
 * it names a tool while that call already has a name, which starts a new call. A delta whose
 * index is taken by a call with a different id is a new call too (servers that number every
 * call 0). A call whose deltas never carry an id keeps none (one is assigned once later).
 */
export class ToolCallDeltas {
  private readonly ordered: PartialToolCall[] = [];
  private readonly byIndex = new Map<number, PartialToolCall>();
  private readonly byId = new Map<string, PartialToolCall>();
  private last: PartialToolCall | null = null;

  /** Apply one chunk's `delta.tool_calls`. */
  add(deltas: readonly unknown[]): void {
    for (const raw of deltas) {
      if (raw === null || typeof raw !== "object") continue;
      const delta = raw as Record<string, unknown>;
      const fn = (delta.function ?? {}) as Record<string, unknown>;
      const id = typeof delta.id === "string" && delta.id !== "" ? delta.id : null;
      const index = typeof delta.index === "number" ? delta.index : null;
      const name = typeof fn.name === "string" ? fn.name : "";
      const call = this.target(id, index, name);
      if (index !== null) this.byIndex.set(index, call);
      if (id !== null) {
        call.id ??= id;
        this.byId.set(id, call);
      }
      call.name += name;
      if (typeof fn.arguments === "string") call.arguments += fn.arguments;
      this.last = call;
    }
  }

  /** The calls in the order they started. */
  get calls(): readonly PartialToolCall[] {
    return this.ordered;
  }

  private target(id: string | null, index: number | null, name: string): PartialToolCall {
    if (index !== null) {
      const atIndex = this.byIndex.get(index);
      if (atIndex !== undefined && (id === null || atIndex.id === null || atIndex.id === id)) {
        return atIndex;
      }
      return this.start();
    }
    if (id !== null) return this.byId.get(id) ?? this.start();
    const last = this.last;
    if (last !== null && !(name !== "" && last.name !== "")) return last;
    return this.start();
  }

  private start(): PartialToolCall {
    const call: PartialToolCall = { id: null, name: "", arguments: "" };
    this.ordered.push(call);
    return call;
  }
}
