import { describe, expect, it } from "vitest";
import {
  clearQuestionDraft,
  questionDraftKey,
  readQuestionDraft,
  writeQuestionDraft,
  type DraftStorage,
} from "./question-draft";

/** sessionStorage's part the drafts use, in memory. */
function memoryStorage(): DraftStorage & { items: Map<string, string> } {
  const items = new Map<string, string>();
  return {
    items,
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => void items.set(key, value),
    removeItem: (key) => void items.delete(key),
  };
}

const SAMPLE = "Why did the payments adapter change?";

describe("question draft", () => {
  it("keeps an unsent question per user across a sign-out and sign-in", () => {
    // The form reset to the sample question after signing out and in again.
    const storage = memoryStorage();
    writeQuestionDraft(storage, "user_1", "How do refunds reach the ledger?", SAMPLE);
    expect(storage.items.get(questionDraftKey("user_1"))).toBe("How do refunds reach the ledger?");
    expect(readQuestionDraft(storage, "user_1")).toBe("How do refunds reach the ledger?");
    // Another person signing in on the same tab does not get it.
    expect(readQuestionDraft(storage, "user_2")).toBeNull();
  });

  it("keeps no draft of the sample question or of an emptied box, and drops it once sent", () => {
    const storage = memoryStorage();
    writeQuestionDraft(storage, "user_1", "draft", SAMPLE);
    writeQuestionDraft(storage, "user_1", SAMPLE, SAMPLE);
    expect(readQuestionDraft(storage, "user_1")).toBeNull();
    writeQuestionDraft(storage, "user_1", "draft", SAMPLE);
    writeQuestionDraft(storage, "user_1", "   ", SAMPLE);
    expect(readQuestionDraft(storage, "user_1")).toBeNull();
    writeQuestionDraft(storage, "user_1", "draft", SAMPLE);
    clearQuestionDraft(storage, "user_1");
    expect(storage.items.size).toBe(0);
  });

  it("does without storage (private mode, full quota, none on the server)", () => {
    const failing: DraftStorage = {
      getItem: () => {
        throw new Error("SecurityError");
      },
      setItem: () => {
        throw new Error("QuotaExceededError");
      },
      removeItem: () => {
        throw new Error("SecurityError");
      },
    };
    expect(() => writeQuestionDraft(failing, "user_1", "draft", SAMPLE)).not.toThrow();
    expect(readQuestionDraft(failing, "user_1")).toBeNull();
    expect(readQuestionDraft(null, "user_1")).toBeNull();
    expect(() => clearQuestionDraft(null, "user_1")).not.toThrow();
  });
});
