import { DEFAULT_AUTHOR } from "@/server/shared/person-name";

/** The operator's name for corrections and cancellations, remembered in localStorage. */

const AUTHOR_KEY = "debrief.correction-author";

export function storedAuthor(): string {
  if (typeof window === "undefined") return DEFAULT_AUTHOR;
  try {
    return window.localStorage.getItem(AUTHOR_KEY) || DEFAULT_AUTHOR;
  } catch {
    return DEFAULT_AUTHOR;
  }
}

export function rememberAuthor(author: string): void {
  try {
    window.localStorage.setItem(AUTHOR_KEY, author);
  } catch {
    // Storage can be unavailable (private mode); the author just is not remembered.
  }
}
