import { describe, expect, it } from "vitest";
import { redactTexts } from "./redaction";
import { findAwsSecretKeySpans } from "./secret-rules";

/**
 * Redaction on large adversarial inputs. Each case was quadratic before (a pairing of every
 * access key id with every candidate secret, a search back to the line's start per candidate,
 * a scan of every secretlint span per text of a batch) and took from several seconds to
 * minutes on these sizes; the outcome is asserted exactly, never a duration.
 */
describe("redaction on long inputs", () => {
  const ACCESS_KEY_ID = "AKIAQWERTYUIOPASDFGH";
  // 40 base64 characters, mixed case and a digit, too regular to pass for random on its own.
  const CANDIDATE = `aB3${"x".repeat(37)}`;

  it("50,000 access key ids before 25,000 candidate secrets: only the candidates within 256 characters of an id are taken", () => {
    const ids = `${ACCESS_KEY_ID} `.repeat(50_000);
    const text = ids + `${CANDIDATE} `.repeat(25_000);
    const lastId = ids.length - ACCESS_KEY_ID.length - 1;
    const starts = findAwsSecretKeySpans(text).map((span) => span.start);
    const near = Array.from({ length: 25_000 }, (_, index) => ids.length + index * 41).filter(
      (start) => start - lastId <= 256,
    );
    expect(near).toHaveLength(6);
    expect(starts).toEqual(near);
  });

  it("a 2,000,000-character line of candidates: only the one after a credential word is taken", () => {
    const text = `${`${CANDIDATE} `.repeat(50_000)}secret: ${CANDIDATE}`;
    expect(findAwsSecretKeySpans(text)).toEqual([
      { start: text.length - 40, end: text.length, kind: "secret" },
    ]);
  });

  it("a credential word on the line before does not count, however long the line the candidate stands on", () => {
    const text = `secret:\n${`${CANDIDATE} `.repeat(50_000)}`;
    expect(findAwsSecretKeySpans(text)).toEqual([]);
  });

  it("a batch of 100,000 texts, each with an access key id, is redacted text by text", () => {
    const texts = Array.from({ length: 100_000 }, (_, index) => `row ${index}: ${ACCESS_KEY_ID}`);
    const redacted = redactTexts(texts);
    expect(redacted).toHaveLength(100_000);
    expect(redacted.every((text, index) => text === `row ${index}: [redacted-secret]`)).toBe(true);
  });
});
