import { describe, expect, it } from "vitest";
import { asSentence, checkSetupForm } from "./setup-errors";

describe("the setup form's checks", () => {
  it("names every invalid field at once, and the first of them to focus", () => {
    const check = checkSetupForm({
      name: "Ada",
      email: "not an email",
      password: "short",
      repeat: "other",
    });
    expect(check.ok).toBe(false);
    if (check.ok) return;
    expect(check.first).toBe("email");
    expect(Object.keys(check.errors).sort()).toEqual(["email", "password", "repeat"]);
    expect(check.errors.password).toBe("The password must be at least 10 characters.");
    expect(check.errors.email).toBe("Enter a valid email address.");
    expect(check.errors.repeat).toBe("The two passwords differ.");
  });

  it("passes a valid form with matching passwords", () => {
    const check = checkSetupForm({
      name: "Ada Admin",
      email: "ada@example.com",
      password: "a-long-password",
      repeat: "a-long-password",
    });
    expect(check).toMatchObject({
      ok: true,
      input: { email: "ada@example.com", name: "Ada Admin" },
    });
  });

  it("writes every message as a sentence: capital first letter, one full stop", () => {
    expect(asSentence("the name must not be empty")).toBe("The name must not be empty.");
    expect(asSentence("The two passwords differ.")).toBe("The two passwords differ.");
    expect(asSentence('the name "admin" is reserved: choose another')).toBe(
      'The name "admin" is reserved: choose another.',
    );
  });
});
