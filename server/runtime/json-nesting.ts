/**
 * How deeply a parsed JSON value nests, measured without recursion: a model can send tool-call
 * arguments thousands of levels deep (valid JSON; `JSON.parse` takes it), and any recursive walk
 * of them (redaction, validation, `structuredClone`, `JSON.stringify` past ~10,000 levels) would
 * overflow the stack and end the agent as if the provider had failed.
 */

/** Tool-call arguments nested deeper than this are refused (a paired error; never executed). */
export const MAX_ARGUMENT_NESTING = 64;

/**
 * True when `value` has objects or arrays nested more than `limit` levels deep (a scalar is
 * level 0, `{}` and `[]` level 1). Iterative; stops at the first path past the limit.
 */
export function nestsDeeperThan(value: unknown, limit: number): boolean {
  const stack: { value: unknown; depth: number }[] = [{ value, depth: 0 }];
  while (stack.length > 0) {
    const next = stack.pop()!;
    if (next.value === null || typeof next.value !== "object") continue;
    const depth = next.depth + 1;
    if (depth > limit) return true;
    const children = Array.isArray(next.value) ? next.value : Object.values(next.value);
    for (const child of children) {
      if (child !== null && typeof child === "object") stack.push({ value: child, depth });
    }
  }
  return false;
}
