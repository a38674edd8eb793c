"use client";

import { useId, useState, type FormEvent } from "react";
import { ErrorMessage } from "@/components/ui/error-message";
import { SubmitButton } from "@/components/ui/submit-button";
import { AuthCard } from "./auth-card";
import { authClient } from "./auth-client";
import { safeNextPath } from "./safe-next-path";
import { FormField } from "./form-field";
import { signInProblem, type SignInProblem } from "./sign-in-problem";

/**
 * Email + password sign-in (Better Auth), and the OIDC button when one is configured. On
 * success: the page the person came for (`next`), else home. Errors (wrong password, disabled
 * account, too many attempts) show under the form; the typed email stays.
 */
export function SignInForm({ next, oidcLabel }: { next: string | null; oidcLabel: string | null }) {
  const uid = useId();
  const [email, setEmail] = useState("");
  const [password, setPassword] = useState("");
  const [error, setError] = useState<SignInProblem | null>(null);
  const [pending, setPending] = useState(false);
  const target = safeNextPath(next);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (pending) return;
    if (email.trim() === "" || password === "") {
      setError({ title: "Not signed in", message: "Enter your email and password." });
      return;
    }
    setPending(true);
    setError(null);
    const result = await authClient.signIn.email({ email: email.trim(), password });
    if (result.error) {
      setPending(false);
      setError(signInProblem(result.error));
      return;
    }
    // A full page load, not the client router: its cache may still hold the signed-out
    // redirect of `target` (a prefetched "/" → /sign-in), and /sign-in now sends a signed-in
    // person back: the two would bounce for ever.
    window.location.replace(target);
  }

  async function onOidc() {
    setPending(true);
    setError(null);
    const result = await authClient.signIn.social({ provider: "oidc", callbackURL: target });
    if (result.error) {
      setPending(false);
      setError({
        title: "Not signed in",
        message: result.error.message ?? "single sign-on failed",
      });
    }
  }

  return (
    <AuthCard>
      <h1 className="text-lg font-semibold">Sign in to Debrief</h1>
      <form onSubmit={(event) => void onSubmit(event)} noValidate className="space-y-3">
        <FormField
          id={`${uid}-email`}
          label="Email"
          type="email"
          autoComplete="username"
          data-testid="sign-in-email"
          value={email}
          onChange={(e) => setEmail(e.target.value)}
          error={error !== null}
          autoFocus
          required
        />
        <FormField
          id={`${uid}-password`}
          label="Password"
          type="password"
          autoComplete="current-password"
          data-testid="sign-in-password"
          value={password}
          onChange={(e) => setPassword(e.target.value)}
          error={error !== null}
          required
        />
        {error ? <ErrorMessage error={error.message} title={error.title} compact /> : null}
        <SubmitButton
          data-testid="sign-in-submit"
          pending={pending}
          pendingLabel="Signing in…"
          wide
        >
          Sign in
        </SubmitButton>
      </form>
      {oidcLabel ? (
        <button
          type="button"
          data-testid="sign-in-oidc"
          onClick={() => void onOidc()}
          disabled={pending}
          className="w-full rounded-md border border-zinc-300 bg-white px-3 py-1.5 text-sm font-medium text-zinc-800 hover:bg-zinc-50 disabled:opacity-50"
        >
          {oidcLabel}
        </button>
      ) : null}
      <p className="text-xs text-zinc-500">
        No account? An administrator creates one on the Users page or with{" "}
        <code>npm run users -- add</code>.
      </p>
    </AuthCard>
  );
}
