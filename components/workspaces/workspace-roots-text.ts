/** A folder the placeholder suggests: `ledgerline` in the first root, or a neutral path. */
export function exampleFolder(roots: readonly string[]): string {
  const first = roots[0];
  return first === undefined ? "/srv/ledgerline" : `${first.replace(/\/+$/, "")}/ledgerline`;
}

/** Where a registered folder may lie, as a sentence; null roots: still loading. */
export function rootsSentence(roots: readonly string[] | null): string {
  if (roots === null) return "Loading the workspace roots…";
  if (roots.length === 0) return "No workspace root is configured: set DEBRIEF_WORKSPACE_ROOTS.";
  const list = roots.join(", ");
  return `${roots.length === 1 ? "The workspace root is" : "The workspace roots are"} ${list}; an administrator can add roots with DEBRIEF_WORKSPACE_ROOTS.`;
}
