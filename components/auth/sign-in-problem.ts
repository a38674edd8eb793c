/**
 * What the sign-in form says when Better Auth refuses (pure): a heading and a sentence. A
 * disabled (banned) account is headed "Account disabled", not "Not signed in" as if the
 * password were wrong.
 */
export interface SignInProblem {
  title: string;
  message: string;
}

/** The heading and sentence for a refused sign-in (`error`: Better Auth's error). */
export function signInProblem(error: {
  status?: number;
  code?: string;
  message?: string;
}): SignInProblem {
  if (error.status === 429) {
    return {
      title: "Not signed in",
      message: "Too many sign-in attempts: wait a minute and try again.",
    };
  }
  if (error.status === 401) return { title: "Not signed in", message: "Wrong email or password." };
  if (error.code === "BANNED_USER" || /\bdisabled\b/i.test(error.message ?? "")) {
    return {
      title: "Account disabled",
      message: "This account is disabled: ask an administrator to enable it again.",
    };
  }
  return { title: "Not signed in", message: error.message || "Sign-in failed." };
}
