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
 * with neither index nor id (or `"id": ""`) continues the call the last delta touched. A delta
 * whose index is taken by a call with a different id is a new call too (servers that number every
 * call 0). Whatever it would continue, a delta that names a tool while that call already has a
 * name starts a new call: a name comes once per call, so two calls sent with the same index and
 * the same id (Kimi-compatible servers numbering every call `name:0`) stay two calls, and call
 * acceptance gives the second its paired duplicate-id error. A call whose deltas never carry an
 * id keeps none (one is assigned once later).
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
      call.arguments += argumentsText(fn.arguments);
      this.last = call;
    }
  }

  /** The calls in the order they started. */
  get calls(): readonly PartialToolCall[] {
    return this.ordered;
  }

  private target(id: string | null, index: number | null, name: string): PartialToolCall {
    const found = this.continued(id, index);
    // A tool's name comes once, in a call's first delta: a second name starts a new call.
    return found !== null && !(name !== "" && found.name !== "") ? found : this.start();
  }

  /** The call a delta would continue by its index, else its id, else the last call; or null. */
  private continued(id: string | null, index: number | null): PartialToolCall | null {
    if (index !== null) {
      const atIndex = this.byIndex.get(index);
      const sameCall =
        atIndex !== undefined && (id === null || atIndex.id === null || atIndex.id === id);
      return sameCall ? atIndex : null;
    }
    if (id !== null) return this.byId.get(id) ?? null;
    return this.last;
  }

  private start(): PartialToolCall {
    const call: PartialToolCall = { id: null, name: "", arguments: "" };
    this.ordered.push(call);
    return call;
  }
}

/**
 * A delta's arguments as text: a string fragment as it is; a whole JSON value (servers that
 * send the arguments as an object in one delta) as its JSON text, never dropped (a call whose
 * arguments were dropped would run with none).
 */
function argumentsText(value: unknown): string {
  if (value === undefined || value === null) return "";
  return typeof value === "string" ? value : (JSON.stringify(value) ?? "");
}
