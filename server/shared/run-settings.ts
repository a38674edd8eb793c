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
    "The parent spawns two slow children (direct merchants, fallback path), so an operator can cancel one and watch the other finish.",
};
