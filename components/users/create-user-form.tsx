"use client";

import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useId, useState, type FormEvent } from "react";
import { FormField } from "@/components/auth/form-field";
import { ErrorMessage } from "@/components/ui/error-message";
import { SubmitButton } from "@/components/ui/submit-button";
import { ROLE_DESCRIPTIONS, ROLES, isRole, type Role } from "@/server/shared/permissions";
import { createUserInputSchema } from "@/server/shared/user-inputs";
import { useTRPC } from "@/trpc/react";
import { CreatedNoticeView } from "./created-notice";
import {
  createdNotice,
  passwordLabel,
  passwordProblem,
  type CreatedNotice,
} from "./user-form-rules";
import { firstIssue } from "@/components/ui/form-problem";

/** 24 random characters (base64url) from the browser's crypto. */
function randomPassword(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(18));
  return btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, "-")
    .replace(/\//g, "_");
}

/**
 * Creates an account: email, name, role and a password to hand over (typed, or generated). A
 * generated password is shown after creation with a Copy button until dismissed (a later error
 * does not replace it); one the admin typed is masked and never echoed. An empty password
 * (OIDC sign-in only) is offered only when `oidcSignIn` (OIDC sign-in configured, as the
 * server decides); otherwise a password is required. The field a problem is about is marked
 * invalid and takes the focus; the sentence shows above the button.
 */
export function CreateUserForm({ oidcSignIn }: { oidcSignIn: boolean }) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const uid = useId();
  const [email, setEmail] = useState("");
  const [name, setName] = useState("");
  const [role, setRole] = useState<Role>("engineer");
  const [password, setPassword] = useState("");
  // The password Generate put in the field (shown once after creation); null once typed over.
  const [generated, setGenerated] = useState<string | null>(null);
  // The form's own check: the sentence, and the field it is about (marked invalid, focused).
  const [clientError, setClientError] = useState<ReturnType<typeof firstIssue> | null>(null);
  const [created, setCreated] = useState<CreatedNotice | null>(null);
  const create = useMutation(
    trpc.users.create.mutationOptions({
      onSuccess: async (user) => {
        setCreated(createdNotice(user, password, generated));
        setEmail("");
        setName("");
        setPassword("");
        setGenerated(null);
        await queryClient.invalidateQueries({ queryKey: trpc.users.list.pathKey() });
      },
    }),
  );

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (create.isPending) return;
    const parsed = createUserInputSchema.safeParse({
      email,
      // Left empty, the server names the account as the CLI does (default-name.ts): the email's
      // local part, suffixed when another user has it or it is reserved (admin@… is admin-2).
      ...(name.trim() === "" ? {} : { name }),
      role,
      ...(password === "" ? {} : { password }),
    });
    const passwordSentence = parsed.success ? passwordProblem(password, oidcSignIn) : null;
    const problem = !parsed.success
      ? firstIssue(parsed.error.issues)
      : passwordSentence !== null
        ? { sentence: passwordSentence, field: "password" }
        : null;
    setClientError(problem);
    if (problem !== null) {
      if (problem.field !== null) document.getElementById(`${uid}-${problem.field}`)?.focus();
      return;
    }
    if (parsed.success) create.mutate(parsed.data);
  }

  return (
    <section
      aria-labelledby={`${uid}-heading`}
      className="space-y-3 rounded-md border border-zinc-200 bg-white p-4"
    >
      <h2 id={`${uid}-heading`} className="font-semibold">
        Create an account
      </h2>
      <form onSubmit={onSubmit} noValidate className="space-y-3">
        <FormField
          id={`${uid}-email`}
          label="Email"
          type="email"
          data-testid="new-user-email"
          error={clientError?.field === "email"}
          value={email}
          onChange={(e) => setEmail(e.target.value)}
          required
        />
        <FormField
          id={`${uid}-name`}
          label="Name (default: the email's first part)"
          data-testid="new-user-name"
          error={clientError?.field === "name"}
          value={name}
          onChange={(e) => setName(e.target.value)}
        />
        <div>
          <label htmlFor={`${uid}-role`} className="mb-1 block text-sm font-medium text-zinc-800">
            Role
          </label>
          <select
            id={`${uid}-role`}
            data-testid="new-user-role"
            aria-describedby={`${uid}-role-description`}
            value={role}
            onChange={(e) => isRole(e.target.value) && setRole(e.target.value)}
            className="w-full rounded-md border border-zinc-300 bg-white px-2 py-1.5 text-sm"
          >
            {ROLES.map((option) => (
              <option key={option} value={option}>
                {option}
              </option>
            ))}
          </select>
          <p id={`${uid}-role-description`} className="mt-1 text-xs text-zinc-600">
            {ROLE_DESCRIPTIONS[role]}
          </p>
        </div>
        <div className="flex items-end gap-2">
          <div className="flex-1">
            <FormField
              id={`${uid}-password`}
              label={passwordLabel(oidcSignIn)}
              required={!oidcSignIn}
              type={generated !== null && password === generated ? "text" : "password"}
              autoComplete="new-password"
              data-testid="new-user-password"
              error={clientError?.field === "password"}
              value={password}
              onChange={(e) => {
                setPassword(e.target.value);
                setGenerated(null);
              }}
            />
          </div>
          <button
            type="button"
            onClick={() => {
              const next = randomPassword();
              setPassword(next);
              setGenerated(next);
            }}
            className="rounded-md border border-zinc-300 bg-white px-2.5 py-1.5 text-sm hover:bg-zinc-50"
          >
            Generate
          </button>
        </div>
        {clientError ? <ErrorMessage error={clientError.sentence} compact /> : null}
        {create.isError ? (
          <ErrorMessage error={create.error} title="The account was not created" compact />
        ) : null}
        {created ? <CreatedNoticeView notice={created} onDismiss={() => setCreated(null)} /> : null}
        <SubmitButton data-testid="create-user" pending={create.isPending} pendingLabel="Creating…">
          Create account
        </SubmitButton>
      </form>
    </section>
  );
}
