import { describe, expect, it } from "vitest";
import { correctionRequestKeySchema } from "@/server/shared/correction-input";
import { correctionKeyFor, newCorrectionRequestKey } from "./correction-request-key";

describe("correctionKeyFor", () => {
  it("keeps the key for the same text, makes a new one for new text or after a send", () => {
    let made = 0;
    const make = () => `key-number-${++made}`;
    const first = correctionKeyFor(null, "  Check the fees. ", make);
    expect(first).toEqual({ text: "Check the fees.", key: "key-number-1" });
    expect(correctionKeyFor(first, "Check the fees.", make)).toBe(first);
    expect(correctionKeyFor(first, "Check the fees too.", make)).toEqual({
      text: "Check the fees too.",
      key: "key-number-2",
    });
    // After a successful send the form forgets the pending key: the same text is new again.
    expect(correctionKeyFor(null, "Check the fees.", make)).toEqual({
      text: "Check the fees.",
      key: "key-number-3",
    });
  });

  it("makes 32 hex digits the server's schema accepts, different each time", () => {
    const key = newCorrectionRequestKey();
    expect(key).toMatch(/^[0-9a-f]{32}$/);
    expect(correctionRequestKeySchema.parse(key)).toBe(key);
    expect(newCorrectionRequestKey()).not.toBe(key);
  });
});
