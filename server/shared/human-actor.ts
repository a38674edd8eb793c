import { MAX_PERSON_NAME_LENGTH } from "./limits";
import { plainLabel } from "./plain-label";

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
 * The name is made one plain line of at most MAX_PERSON_NAME_LENGTH characters (plainLabel), so
 * a name stored before the name rules cannot forge a line of the model's context.
 */
export function humanInRun(user: { name?: string | null }): string {
  return `human:${personName(user)}`;
}

/**
 * A person's display name as one plain line of at most MAX_PERSON_NAME_LENGTH characters
 * (plainLabel), "operator" when they have none: what humanInRun puts after "human:", and what
 * labels outside a run say ("cancelled by Dana").
 */
export function personName(user: { name?: string | null }): string {
  const name = plainLabel(user.name ?? "", MAX_PERSON_NAME_LENGTH);
  return name === "" ? "operator" : name;
}

/**
 * How a stored actor reads for people, the one display of an actor in the app: "human:<name or
 * email>" → "<name or email>", "cli:<shell user>" → "the command line (<shell user>)"; anything
 * else (e.g. "agent:<id>") is returned as it is. The stored value is audit data and stays as is.
 */
export function actorDisplayName(actor: string): string {
  if (actor.startsWith("human:")) return actor.slice("human:".length);
  if (actor.startsWith("cli:")) return `the command line (${actor.slice("cli:".length)})`;
  return actor;
}

/** An actor tag inside a sentence: "human:" or "cli:" up to a comma, semicolon, bracket or line end. */
const ACTOR_IN_TEXT = /\b(?:human|cli):[^,;()\n]*[^,;()\n\s]/g;

/**
 * A stored sentence with each actor tag in it shown as actorDisplayName shows it: "run cancelled
 * by human:Ada Admin" → "run cancelled by Ada Admin", "(authorized by cli:root, deadline …)" →
 * "(authorized by the command line (root), deadline …)". For status details and messages that
 * were stored with the tags; the stored text is unchanged.
 */
export function withActorNames(text: string): string {
  return text.replace(ACTOR_IN_TEXT, (tag) => actorDisplayName(tag));
}
