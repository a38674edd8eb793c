import { describe, expect, it } from "vitest";
import { correctionAuthor, humanActor } from "./human-actor";

describe("human actors", () => {
  it("names a correction's author by display name, never by email", () => {
    expect(correctionAuthor({ name: "Ana Ruiz" })).toBe("human:Ana Ruiz");
    expect(correctionAuthor({ name: "  Ana  " })).toBe("human:Ana");
  });

  it("falls back to 'operator' when the actor has no name", () => {
    expect(correctionAuthor({})).toBe("human:operator");
    expect(correctionAuthor({ name: "   " })).toBe("human:operator");
    expect(correctionAuthor({ name: null })).toBe("human:operator");
  });

  it("records drains with the email (never sent to a model)", () => {
    expect(humanActor({ email: "ana@example.com" })).toBe("human:ana@example.com");
  });
});
