/** The reviewer's name for flag decisions, remembered in localStorage (like the author). */

const REVIEWER_KEY = "debrief.reviewer";

export function storedReviewer(): string {
  if (typeof window === "undefined") return "";
  try {
    return window.localStorage.getItem(REVIEWER_KEY) ?? "";
  } catch {
    return "";
  }
}

export function rememberReviewer(reviewer: string): void {
  try {
    window.localStorage.setItem(REVIEWER_KEY, reviewer);
  } catch {
    // Storage can be unavailable (private mode); the name just is not remembered.
  }
}
