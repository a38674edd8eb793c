import type { ModelTurn } from "./scripted-wire-model";

/**
 * Child turns that carry each API's reasoning extra, for end-to-end and replay tests: the
 * extra must come back on the next request exactly as received (Responses reasoning items,
 * Kimi `reasoning_content` — the empty string included — and Anthropic thinking blocks with
 * their signature). Each returns the n-th turn, or null for the scripted policy's own turn.
 */

/** Responses: a reasoning item (encrypted, store: false), text and one call. */
export function responsesReasoningChild(n: number): ModelTurn | null {
  return n === 1
    ? {
        reasoning: "Find the version pins first.",
        text: "Searching the pins.",
        calls: [{ id: "call_Ab12", name: "search_code", arguments: { query: "API_VERSION" } }],
      }
    : null;
}

/** Kimi: turn 1 thinks with an empty reasoning_content, turn 2 with text; raw Kimi ids. */
export function kimiReasoningChild(n: number): ModelTurn | null {
  return n === 1
    ? {
        reasoning: "",
        calls: [
          {
            id: "functions.search_code:0",
            name: "search_code",
            arguments: '{"query": "API_VERSION"}',
          },
        ],
      }
    : n === 2
      ? {
          reasoning: "Now the lowercase spelling.",
          calls: [
            {
              id: "functions.search_code:1",
              name: "search_code",
              arguments: '{"query": "api_version"}',
            },
          ],
        }
      : null;
}

/** Anthropic: a thinking block (signed by the fake server), text and one tool_use. */
export function anthropicThinkingChild(n: number): ModelTurn | null {
  return n === 1
    ? {
        reasoning: "The merchant table decides the direct set.",
        text: "Searching the pins.",
        calls: [{ id: "toolu_01A09q90", name: "search_code", arguments: { query: "API_VERSION" } }],
      }
    : null;
}
