/**
 * Boolean fields of JSON or YAML fragments (issue 14, thirtieth reader round; leftover tool
 * calls and structured output): a field whose name is a phrase written as an identifier
 * ("sandbox_affected", "isFinal") and whose value is true or false states that phrase, or denies
 * it, as a form's "Sandbox affected: yes" does. The name is read as its words and the value as
 * "yes" or "no", quotes dropped and padded with spaces (offsets hold), so the field is read as
 * the plain "Key: value" line it stands for.
 */

/** A field named in snake_case or camelCase, quoted or not, with a boolean value. */
const BOOLEAN_FIELD =
  /(["']?)\b([a-z][a-z0-9]*(?:_[a-z0-9]+)+|[a-z][a-z0-9]*(?:[A-Z][a-z0-9]+)+)\1\s*:\s*(true|false)\b/g;

/** The identifier's words ("sandbox_affected", "sandboxAffected" → "sandbox affected"). */
const wordsOf = (name: string) =>
  name
    .replace(/_/g, " ")
    .replace(/([a-z0-9])([A-Z])/g, (_all, a: string, b: string) => `${a} ${b.toLowerCase()}`);

/** The answer with boolean fields read as plain "Key: yes/no" lines (see the module comment). */
export function withBooleanFieldsRead(answer: string): string {
  return answer.replace(
    BOOLEAN_FIELD,
    (field: string, _quote: string, name: string, value: string) => {
      const plain = `${wordsOf(name)}: ${value === "true" ? "yes" : "no"}`;
      return plain.length <= field.length ? plain.padEnd(field.length, " ") : field;
    },
  );
}
