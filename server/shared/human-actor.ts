/**
 * How a signed-in person is recorded where no model reads it ("human:<email>"): who started or
 * lifted a drain. The user's id is in the action log row of the same action.
 */
export function humanActor(user: { email: string }): string {
  return `human:${user.email}`;
}

/**
 * How a person is named inside a run: the author of a correction, who cancelled an agent or the
 * run ("human:<name>"; "human:operator" when the actor has no name). Both reach the agents'
 * transcripts and the model provider, so they carry the person's display name, never their
 * email (which ingestion would redact to "[redacted-email]", leaving the run page unreadable).
 */
export function humanInRun(user: { name?: string | null }): string {
  const name = user.name?.trim();
  return `human:${name === undefined || name === "" ? "operator" : name}`;
}
