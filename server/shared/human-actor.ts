/**
 * How a signed-in person is recorded as an actor in a run ("human:<email>"): who cancelled,
 * who started or lifted a drain. The user's id is in the action log row of the same action.
 */
export function humanActor(user: { email: string }): string {
  return `human:${user.email}`;
}

/**
 * How a person is named as the author of a correction ("human:<name>"; "human:operator" when
 * the actor has no name). A correction's author is part of the agent's transcript and is sent to
 * the model provider with the correction, so it carries the person's display name, never their
 * email (which ingestion would redact to "[redacted-email]", leaving the run page unreadable).
 */
export function correctionAuthor(user: { name?: string | null }): string {
  const name = user.name?.trim();
  return `human:${name === undefined || name === "" ? "operator" : name}`;
}
