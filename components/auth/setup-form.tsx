"use client";

import { useMutation } from "@tanstack/react-query";
import Link from "next/link";
import { useId, useState, type FormEvent } from "react";
import { ErrorMessage } from "@/components/ui/error-message";
import { SubmitButton } from "@/components/ui/submit-button";
import { MIN_PASSWORD_LENGTH } from "@/server/shared/limits";
import { useTRPC } from "@/trpc/react";
import { AuthCard } from "./auth-card";
import { authClient } from "./auth-client";
import { FormField } from "./form-field";
import { asSentence, checkSetupForm, type SetupField } from "./setup-errors";

/**
 * The first administrator, on a fresh database: name, email, password (twice). Checked with
 * the schema the server parses (checkSetupForm): each field's problem shows at that field and
 * the first invalid one takes focus; the server refuses it (409) once any administrator exists.
 * On success the new admin is signed in and lands on the home page.
 */
export function SetupForm() {
  const trpc = useTRPC();
  const uid = useId();
  const [name, setName] = useState("");
  const [email, setEmail] = useState("");
  const [password, setPassword] = useState("");
  const [repeat, setRepeat] = useState("");
  const [fieldErrors, setFieldErrors] = useState<Partial<Record<SetupField, string>>>({});
  const [signInError, setSignInError] = useState<string | null>(null);
  const setup = useMutation(trpc.users.setup.mutationOptions());

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (setup.isPending) return;
    const check = checkSetupForm({ name, email, password, repeat });
    setFieldErrors(check.ok ? {} : check.errors);
    if (!check.ok) {
      document.getElementById(`${uid}-${check.first}`)?.focus();
      return;
    }
    // The error, if any, shows from the mutation's state (409 once an administrator exists).
    const created = await setup.mutateAsync(check.input).then(
      () => true,
      () => false,
    );
    if (!created) return;
    const signedIn = await authClient.signIn.email({
      email: check.input.email,
      password: check.input.password,
    });
    if (signedIn.error) {
      setSignInError(asSentence(signedIn.error.message ?? "sign-in failed"));
      return;
    }
    // A full page load: the client router's cache still holds the signed-out pages.
    window.location.replace("/");
  }

  return (
    <AuthCard wide>
      <div>
        <h1 className="text-lg font-semibold">Create the first administrator</h1>
        <p className="mt-1 text-sm text-zinc-600">
          This database has no administrator yet. The account you create here can add everyone else
          (Users page). There is no default password.
        </p>
      </div>
      <form onSubmit={(event) => void onSubmit(event)} noValidate className="space-y-3">
        <FormField
          id={`${uid}-name`}
          label="Name"
          autoComplete="name"
          data-testid="setup-name"
          value={name}
          onChange={(e) => setName(e.target.value)}
          error={fieldErrors.name}
          autoFocus
          required
        />
        <FormField
          id={`${uid}-email`}
          label="Email"
          type="email"
          autoComplete="username"
          data-testid="setup-email"
          value={email}
          onChange={(e) => setEmail(e.target.value)}
          error={fieldErrors.email}
          required
        />
        <FormField
          id={`${uid}-password`}
          label={`Password (at least ${MIN_PASSWORD_LENGTH} characters)`}
          type="password"
          autoComplete="new-password"
          data-testid="setup-password"
          value={password}
          onChange={(e) => setPassword(e.target.value)}
          error={fieldErrors.password}
          required
        />
        <FormField
          id={`${uid}-repeat`}
          label="Password again"
          type="password"
          autoComplete="new-password"
          data-testid="setup-password-repeat"
          value={repeat}
          onChange={(e) => setRepeat(e.target.value)}
          error={fieldErrors.repeat}
          required
        />
        {setup.isError ? (
          <div className="space-y-1">
            <ErrorMessage error={setup.error} title="The administrator was not created" compact />
            {setup.error.data?.code === "CONFLICT" ? (
              <Link href="/sign-in" className="text-sm text-violet-800 underline">
                Go to sign-in
              </Link>
            ) : null}
          </div>
        ) : null}
        {signInError ? (
          <ErrorMessage error={signInError} title="Created, but not signed in" compact />
        ) : null}
        <SubmitButton
          data-testid="setup-submit"
          pending={setup.isPending}
          pendingLabel="Creating…"
          wide
        >
          Create administrator
        </SubmitButton>
      </form>
    </AuthCard>
  );
}
