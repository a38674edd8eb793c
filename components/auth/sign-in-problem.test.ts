import { describe, expect, it } from "vitest";
import { signInProblem } from "./sign-in-problem";

describe("signInProblem", () => {
  it("heads a disabled account's refusal 'Account disabled', not 'Not signed in'", () => {
    expect(
      signInProblem({ status: 403, message: "this account is disabled; ask an administrator" }),
    ).toEqual({
      title: "Account disabled",
      message: "This account is disabled: ask an administrator to enable it again.",
    });
    expect(signInProblem({ status: 403, code: "BANNED_USER" }).title).toBe("Account disabled");
  });

  it("keeps 'Not signed in' for a wrong password, too many attempts and the rest", () => {
    expect(signInProblem({ status: 401 })).toEqual({
      title: "Not signed in",
      message: "Wrong email or password.",
    });
    expect(signInProblem({ status: 429 }).message).toBe(
      "Too many sign-in attempts: wait a minute and try again.",
    );
    expect(signInProblem({ status: 500 })).toEqual({
      title: "Not signed in",
      message: "Sign-in failed.",
    });
  });
});
