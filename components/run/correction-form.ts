/**
 * The correction form's rules (pure): when "Send correction" may be pressed, and what the form
 * says about who acts on what — the scripted model's children act only on the documented forms
 * (server/samples/correction-forms.ts, README "Correct a running agent"), its parent on none.
 */

/** True when the text is worth sending: not empty once trimmed, and no send in flight. */
export function canSendCorrection(text: string, pending: boolean): boolean {
  return !pending && text.trim() !== "";
}

/** The hint under the correction box; null for a real model (it reads any text). */
export function correctionHint(agent: {
  scripted: boolean;
  role: "parent" | "child";
}): string | null {
  if (!agent.scripted) return null;
  if (agent.role === "parent") {
    return "Scripted model: the parent acts on no correction; each is recorded and answered “not acted on”.";
  }
  return "Scripted model: a child on the ledgerline sample acts only on “stop and report”, “skip X” and “also check Y” (see the README); anything else is recorded and answered “not acted on”.";
}

/**
 * The correction box's example text: a child is steered on its research, the parent on how it
 * coordinates and answers (its children are corrected in their own boxes).
 */
export function correctionPlaceholder(role: "parent" | "child"): string {
  return role === "parent"
    ? "e.g. Answer only from the children's debriefs; say what is still unknown. (To steer a child's research, use that child's box.)"
    : "e.g. Also check the sandbox adapter's version pin before concluding.";
}

/**
 * Whether the focus moves to the "Corrections are closed" notice as the correction box goes
 * away (its agent ended): only when the box was shown, is gone now, held the keyboard focus,
 * and the focus was lost with it (on the page body: the box's elements were removed). Focus a
 * person moved elsewhere stays where it is.
 */
export function movesFocusOnClose(state: {
  wasShown: boolean;
  shown: boolean;
  focusWasInside: boolean;
  focusLost: boolean;
}): boolean {
  return state.wasShown && !state.shown && state.focusWasInside && state.focusLost;
}

/**
 * What the "Corrections are closed" notice says about a correction typed but never sent when
 * its agent ended (the box and its text go away with the agent): the text, trimmed, so it can
 * be read and copied; null when nothing was typed.
 */
export function unsentDraft(text: string): string | null {
  const draft = text.trim();
  return draft === "" ? null : `Not sent (the agent ended first): ${draft}`;
}
