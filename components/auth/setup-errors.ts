import { setupInputSchema, type SetupInput } from "@/server/shared/user-inputs";
import { asSentence } from "@/components/ui/form-problem";

/** A field's message as a sentence (form-problem.ts; kept here for the setup form's imports). */
export { asSentence };

/** The setup form's fields, in the order they are shown (the first invalid one takes focus). */
export const SETUP_FIELDS = ["name", "email", "password", "repeat"] as const;
export type SetupField = (typeof SETUP_FIELDS)[number];

/** What the setup form checks before it asks the server: the input, or an error per field. */
export type SetupCheck =
  | { ok: true; input: SetupInput }
  | { ok: false; errors: Partial<Record<SetupField, string>>; first: SetupField };

/**
 * Checks the setup form with the schema the server parses (setupInputSchema), and that the two
 * passwords match: every field's first problem, keyed by field, and the first invalid field in
 * SETUP_FIELDS order, every message a sentence (asSentence) (to focus it). A problem the schema does not tie to a field goes to `name`.
 */
export function checkSetupForm(values: Record<SetupField, string>): SetupCheck {
  const parsed = setupInputSchema.safeParse({
    name: values.name,
    email: values.email,
    password: values.password,
  });
  const errors: Partial<Record<SetupField, string>> = {};
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const key = issue.path[0];
      const field: SetupField =
        key === "email" || key === "password" || key === "name" ? key : "name";
      errors[field] ??= asSentence(issue.message);
    }
  }
  if (values.password !== values.repeat) errors.repeat = "The two passwords differ.";
  const first = SETUP_FIELDS.find((field) => errors[field] !== undefined);
  if (first !== undefined) return { ok: false, errors, first };
  if (!parsed.success) return { ok: false, errors: { name: "Invalid input." }, first: "name" };
  return { ok: true, input: parsed.data };
}
