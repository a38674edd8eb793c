/**
 * What the flag list says about the model judge's second opinion when none can be asked (pure):
 * a reviewer looking for "Second opinion" otherwise found no control and no reason. Null when
 * a judge can be asked (each flag has its button) or the viewer may not ask (audit:review).
 */
export function judgeUnavailableNote({
  canAsk,
  optionCount,
}: {
  canAsk: boolean;
  /** How many real providers are configured (the audit's judgeOptions). */
  optionCount: number;
}): string | null {
  if (!canAsk || optionCount > 0) return null;
  return (
    "Second opinion: a model judge needs a real provider (the scripted model does not judge). " +
    "Set one in the server's environment (e.g. OPENAI_API_KEY or OLLAMA_BASE_URL; see " +
    ".env.example) and restart it; each flag then gets a “Second opinion” button."
  );
}
