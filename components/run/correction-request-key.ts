/**
 * The idempotency key the correction form sends with a correction (sendCorrectionInputSchema's
 * `requestKey`): one per correction the person means to send. A send of the same text again
 * (a second click while the first is on its way, a retry after a lost answer) reuses the key,
 * so the server answers with the first correction instead of storing another; new text, or a
 * send that succeeded, starts a new key.
 */
export interface PendingCorrectionKey {
  /** The trimmed text the key was made for. */
  text: string;
  key: string;
}

/** 32 random hex digits (crypto.getRandomValues works outside secure contexts too, unlike randomUUID). */
export function newCorrectionRequestKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, "0")).join("");
}

/** The key for sending `text`: the pending one when it was made for the same text, else a new one. */
export function correctionKeyFor(
  pending: PendingCorrectionKey | null,
  text: string,
  makeKey: () => string = newCorrectionRequestKey,
): PendingCorrectionKey {
  const trimmed = text.trim();
  return pending !== null && pending.text === trimmed ? pending : { text: trimmed, key: makeKey() };
}
