import { z } from "zod";
import { MAX_PERSON_NAME_LENGTH } from "./limits";

/** The name a human acting in the UI gets when they give none (corrections, cancellations). */
export const DEFAULT_AUTHOR = "operator";

/**
 * The name of a human who corrects or cancels: trimmed, at most MAX_PERSON_NAME_LENGTH
 * characters; absent or blank becomes DEFAULT_AUTHOR.
 */
export const authorNameSchema = z
  .string()
  .trim()
  .max(MAX_PERSON_NAME_LENGTH)
  .transform((name) => (name === "" ? DEFAULT_AUTHOR : name))
  .default(DEFAULT_AUTHOR);

/** How a human's name is recorded as an actor ("human:<name>"). */
export function humanActor(name: string): string {
  return `human:${name}`;
}
