/**
 * The new-run form's unsent question, kept as a draft per user in the tab's sessionStorage: a
 * question typed, then a sign-out and a sign-in again (or a session that ended), comes back
 * instead of the sample question. Not kept: the sample itself, an emptied box, a sent question.
 * Storage that fails (private mode, a full quota) or is missing only loses the draft.
 */

/** The part of Web Storage the drafts use. */
export type DraftStorage = Pick<Storage, "getItem" | "setItem" | "removeItem">;

/** The storage key of `userId`'s draft. */
export function questionDraftKey(userId: string): string {
  return `debrief:new-run-question:${userId}`;
}

/** `userId`'s unsent question, or null. */
export function readQuestionDraft(storage: DraftStorage | null, userId: string): string | null {
  try {
    return storage?.getItem(questionDraftKey(userId)) ?? null;
  } catch {
    return null;
  }
}

/** Keeps `question` as `userId`'s draft, or drops the draft when it is the sample or blank. */
export function writeQuestionDraft(
  storage: DraftStorage | null,
  userId: string,
  question: string,
  sampleQuestion: string,
): void {
  if (question.trim() === "" || question === sampleQuestion) {
    clearQuestionDraft(storage, userId);
    return;
  }
  try {
    storage?.setItem(questionDraftKey(userId), question);
  } catch {
    // A draft that cannot be kept is only lost.
  }
}

/** Drops `userId`'s draft (the question was sent). */
export function clearQuestionDraft(storage: DraftStorage | null, userId: string): void {
  try {
    storage?.removeItem(questionDraftKey(userId));
  } catch {
    // Nothing to keep.
  }
}

/** The browser tab's sessionStorage, or null (on the server, or refused by the browser). */
export function tabStorage(): DraftStorage | null {
  try {
    return typeof window === "undefined" ? null : window.sessionStorage;
  } catch {
    return null;
  }
}
