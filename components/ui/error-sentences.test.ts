import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { ErrorMessage } from "./error-message";
import {
  ERROR_SENTENCES,
  errorSentences,
  UNKNOWN_SENTENCE,
  UNREACHABLE_SENTENCE,
} from "./error-sentences";

/** A TRPCClientError as the browser receives it (message + data.code). */
function trpcError(code: string, message: string, zodError: unknown = null) {
  return Object.assign(new Error(message), { data: { code, httpStatus: 400, zodError } });
}

describe("errorSentences", () => {
  it("says the session has ended when a request is refused for want of one, also under a title", () => {
    // The server's "sign in to confirm or dismiss audit flags" (a person whose session expired,
    // was signed out elsewhere or disabled) read like an instruction about the form, and with a
    // title the box showed only that: the session's end was never said.
    const expired = trpcError("UNAUTHORIZED", "sign in to confirm or dismiss audit flags");
    expect(errorSentences(expired)).toEqual({
      headline: "Your session has ended — sign in again.",
      detail: null,
      fields: [],
    });
    const markup = renderToStaticMarkup(
      createElement(ErrorMessage, { error: expired, title: "The review was not saved" }),
    );
    expect(markup).toContain("The review was not saved");
    expect(markup).toContain("Your session has ended — ");
    // A link to the sign-in page that comes back to the page (here outside a page: home).
    expect(markup).toMatch(
      /<a [^>]*href="\/sign-in\?next=%2F"[^>]*data-testid="sign-in-again"[^>]*>Sign in again<\/a>/,
    );
    expect(markup).not.toContain("sign in to confirm");
    // Retrying cannot help a session that ended: signing in again is the one action offered.
    const withRetry = renderToStaticMarkup(
      createElement(ErrorMessage, { error: expired, onRetry: () => undefined }),
    );
    expect(withRetry).not.toContain("Try again");
    expect(withRetry).toContain(">Sign in again</a>");
  });

  it("maps a code to a sentence and keeps the server's prose as the detail", () => {
    expect(errorSentences(trpcError("NOT_FOUND", "run run_x does not exist"))).toEqual({
      headline: "It does not exist (or no longer does).",
      detail: "run run_x does not exist",
      fields: [],
    });
    expect(
      errorSentences(
        trpcError("FORBIDDEN", "the engineer role cannot send corrections (corrections:send)"),
      ).headline,
    ).toBe("Your role does not allow this.");
  });

  it("never shows the raw code, nor tRPC's JSON dump of input issues", () => {
    const issues = JSON.stringify([{ code: "too_small", path: ["question"], message: "empty" }]);
    const sentences = errorSentences(
      trpcError("BAD_REQUEST", issues, {
        formErrors: [],
        fieldErrors: { question: ["the question must not be empty"] },
      }),
    );
    expect(sentences).toEqual({
      headline: "The request was not accepted.",
      detail: null,
      fields: ["question: The question must not be empty."],
    });
    for (const code of Object.keys(ERROR_SENTENCES)) {
      const { headline, detail } = errorSentences(trpcError(code, ""));
      expect(headline).not.toContain(code);
      expect(detail).toBeNull();
    }
  });

  it("says a rejected field once: the server's message that only repeats it is not shown again", () => {
    const tooLong = trpcError(
      "BAD_REQUEST",
      "answer: the answer must be at most 50,000 characters",
      {
        formErrors: [],
        fieldErrors: { answer: ["the answer must be at most 50,000 characters"] },
      },
    );
    expect(errorSentences(tooLong)).toEqual({
      headline: "The request was not accepted.",
      detail: null,
      fields: ["answer: The answer must be at most 50,000 characters."],
    });
    const html = renderToStaticMarkup(
      createElement(ErrorMessage, { error: tooLong, title: "The answer was not audited" }),
    );
    expect(html.match(/at most 50,000/g)).toHaveLength(1);
    expect(html).not.toContain("The request was not accepted.");
    // A message that says more than the fields stays.
    const more = trpcError("BAD_REQUEST", "answer: too long; the run is still running", {
      formErrors: [],
      fieldErrors: { answer: ["too long"] },
    });
    expect(errorSentences(more).detail).toBe("answer: too long; the run is still running");
  });

  it("reads a network failure as unreachable, a plain string as itself, anything else as unknown", () => {
    expect(errorSentences(new TypeError("Failed to fetch")).headline).toBe(UNREACHABLE_SENTENCE);
    expect(errorSentences("the question must not be empty")).toEqual({
      headline: "the question must not be empty",
      detail: null,
      fields: [],
    });
    expect(errorSentences(undefined).headline).toBe(UNKNOWN_SENTENCE);
    expect(errorSentences(trpcError("SOMETHING_NEW", "")).headline).toBe(UNKNOWN_SENTENCE);
  });

  it("heads a conflict with the server's own words (what changed, what to do), not a change in the meantime", () => {
    const message =
      "Run run_x was already cancelled: there is nothing left to cancel (reload to see its outcome)";
    expect(errorSentences(trpcError("CONFLICT", message))).toEqual({
      headline: message,
      detail: null,
      fields: [],
    });
    expect(errorSentences(trpcError("CONFLICT", "")).headline).toBe(
      "It changed in the meantime: reload and try again.",
    );
  });

  it("reads refusing to demote the last administrator as a rule, not a change in the meantime", () => {
    const refusal = trpcError(
      "UNPROCESSABLE_CONTENT",
      "cannot change the role of ada@example.com: at least one enabled administrator must remain",
    );
    expect(errorSentences(refusal)).toEqual({
      headline: "Debrief refuses this: it would break one of its rules.",
      detail:
        "cannot change the role of ada@example.com: at least one enabled administrator must remain",
      fields: [],
    });
    // The Users page's row: its own title, then the server's words; no "reload and try again".
    const html = renderToStaticMarkup(
      createElement(ErrorMessage, {
        error: refusal,
        title: "The role was not changed",
        compact: true,
      }),
    );
    expect(html).toContain('<p class="font-semibold">The role was not changed</p>');
    expect(html).toContain(
      "cannot change the role of ada@example.com: at least one enabled administrator must remain</p>",
    );
    expect(html).not.toContain("meantime");
    expect(html).not.toContain("reload");
  });
});
