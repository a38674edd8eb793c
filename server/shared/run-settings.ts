/**
 * The choices a run is started with: model provider, return mode and scripted scenario.
 * Which providers and modes are enabled in this environment is the runs feature's answer
 * (server/features/runs/run-options.ts); these are the names.
 */

/** Model providers this build can talk to (ARCHITECTURE.md "Provider"). */
export const PROVIDER_NAMES = [
  "scripted",
  "openai",
  "kimi",
  "openai-compatible",
  "ollama",
  "anthropic",
] as const;
export type ProviderName = (typeof PROVIDER_NAMES)[number];

/** How a child's work reaches the parent (ARCHITECTURE.md "Return modes"). */
export const RETURN_MODES = ["contract", "summary", "transcript", "inline"] as const;
export type ReturnMode = (typeof RETURN_MODES)[number];

/** The token budget of the summary return mode's final turn (seed 000: "in under 400 tokens"). */
export const SUMMARY_TOKEN_BUDGET = 400;

/** Each return mode's label and what it does (seed 000's arms), for the new-run form. */
export const RETURN_MODE_CHOICES: Record<ReturnMode, { label: string; description: string }> = {
  contract: {
    label: "Contract (typed research_result debrief)",
    description:
      "The child finishes by calling research_result; the parent receives the validated record rendered compactly (findings with confidence and provenance, assumptions, unresolved, coverage, effort), never the transcript.",
  },
  summary: {
    label: "Summary (free text)",
    description: `After its research the child gets one more turn asking for a summary of its findings in at most ${SUMMARY_TOKEN_BUDGET} tokens; the parent receives that text.`,
  },
  transcript: {
    label: "Transcript (inlined)",
    description:
      "The child ends its research with a text answer; the parent receives the child's whole transcript rendered as one string.",
  },
  inline: {
    label: "Inline (no child)",
    description:
      "No child: the parent runs the research tools in its own context window and answers from what it read.",
  },
};

/** Scripted scenarios (labelled as the scripted model in the UI). */
export const SCRIPTED_SCENARIOS = [
  "auto",
  "invalid-once",
  "always-invalid",
  "slow",
  "fan-out",
  "two-children",
  "overconfident",
] as const;
export type ScriptedScenario = (typeof SCRIPTED_SCENARIOS)[number];

/** What each scenario does, for the new-run form. */
export const SCRIPTED_SCENARIO_DESCRIPTIONS: Record<ScriptedScenario, string> = {
  auto: "The ledgerline escalation for questions about retiring the provider's API v2; a keyword-research policy for any other question.",
  "invalid-once":
    "The child's first research_result omits coverage; the contract rejects it and the retry succeeds.",
  "always-invalid":
    "The child omits coverage three times; the parent receives a SubagentContractError.",
  slow: "Like auto, with a 2 s model latency for the child, so an operator has time to send corrections.",
  "fan-out":
    "The parent spawns four children in one turn (direct merchants, fallback path, sandbox adapter, changelog dates) and answers from their merged debriefs.",
  overconfident:
    "Four children as in fan-out, but the parent states the merged findings as a complete, verified list and drops every caveat — the audit must flag it.",
  "two-children":
    "The parent spawns two slow children (direct merchants, fallback path); the direct one is four times slower, so an operator can cancel it and watch the other finish.",
};
