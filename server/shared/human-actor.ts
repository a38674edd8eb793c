/**
 * How a signed-in person is recorded as an actor in a run ("human:<email>"): the author of a
 * correction, who cancelled. The user's id is in the action log row of the same action.
 */
export function humanActor(user: { email: string }): string {
  return `human:${user.email}`;
}
