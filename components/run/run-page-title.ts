import { showBidiControls } from "@/server/shared/bidi-controls";

/** The longest question a page title keeps before it is cut (characters). */
const MAX_TITLE_QUESTION = 60;

/**
 * The browser tab's title of a run's page (`run`) or its audit (`audit`): the run's question on
 * one line (whitespace folded, cut at a word with "…" past 60 characters, bidirectional-text
 * controls shown as markers), so tabs of several runs tell apart; the layout adds " · Debrief".
 */
export function runPageTitle(question: string, page: "run" | "audit"): string {
  const line = showBidiControls(question).replace(/\s+/g, " ").trim();
  let shown = line;
  if (line.length > MAX_TITLE_QUESTION) {
    const cut = line.slice(0, MAX_TITLE_QUESTION);
    const atWord = cut.lastIndexOf(" ");
    shown = `${(atWord > 0 ? cut.slice(0, atWord) : cut).replace(/[\s,;:]+$/, "")}…`;
  }
  return page === "audit" ? `Audit: ${shown}` : shown;
}
