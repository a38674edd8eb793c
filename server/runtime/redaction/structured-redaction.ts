import { nestsDeeperThan } from "../json-nesting";
import { placeholder, redactText, redactTexts } from "./redaction";
import { isSecretField } from "./secret-rules";

/**
 * Redaction of structured text: tool-call arguments (JSON) and the wire bodies of model
 * exchanges (JSON, SSE or NDJSON). Only text leaves are redacted; opaque provider fields
 * pass unchanged, byte for byte: ids (`id`, `*_id`, `*Id`), thinking signatures, encrypted
 * reasoning, reasoning text and `providerData` (keys in OPAQUE_KEYS), and every object whose
 * `type` names reasoning or thinking (OpenAI reasoning items, Anthropic thinking and
 * redacted_thinking blocks and their stream deltas). A body without secrets is returned as
 * it came; one with a secret is re-serialised (JSON) line by line.
 */
const OPAQUE_KEYS: ReadonlySet<string> = new Set([
  "signature",
  "encrypted_content",
  "thinking",
  "reasoning",
  "reasoning_content",
  "reasoning_details",
  "redacted_thinking",
  "providerData",
]);
const OPAQUE_TYPE = /reasoning|thinking/i;

/**
 * JSON nested deeper than this is redacted as plain text (secret patterns over the whole JSON
 * text, no walk of its leaves: a recursive walk of thousands of levels overflows the stack).
 */
const MAX_REDACTION_NESTING = 256;

/** What object arguments too deep even to serialise become (a run keeps going; the call is refused). */
export const TOO_DEEP_TO_KEEP = "[arguments nested too deeply to keep]";

function isOpaqueKey(key: string): boolean {
  return OPAQUE_KEYS.has(key) || key === "id" || key.endsWith("_id") || key.endsWith("Id");
}

/** A string leaf found in a JSON value, with how to put its redacted text back. */
interface Leaf {
  text: string;
  set(text: string): void;
  /** True when the leaf is a secret by its field's name (`"password": "…"`): replaced whole. */
  secretByName?: boolean;
}

function collectLeaves(value: unknown, leaves: Leaf[], set: (text: string) => void): void {
  if (typeof value === "string") {
    leaves.push({ text: value, set });
    return;
  }
  if (Array.isArray(value)) {
    value.forEach((element, index) =>
      collectLeaves(element, leaves, (text) => (value[index] = text)),
    );
    return;
  }
  if (value === null || typeof value !== "object") return;
  const record = value as Record<string, unknown>;
  if (typeof record.type === "string" && OPAQUE_TYPE.test(record.type)) return;
  for (const key of Object.keys(record)) {
    if (isOpaqueKey(key)) continue;
    const child = record[key];
    if (typeof child === "string" && isSecretField(key, child)) {
      leaves.push({ text: child, set: (text) => (record[key] = text), secretByName: true });
      continue;
    }
    // An unnamed setter: a named one is wrapped in a name-setting call by tsx (bench, tests).
    collectLeaves(child, leaves, (text) => (record[key] = text));
  }
}

/**
 * Redact the given leaves with one secretlint pass; a leaf that is itself a JSON object or
 * array (OpenAI's `arguments` string) is redacted as JSON text (or taken from `known`).
 * Changed leaves are set; returns true when any was.
 */
function redactLeaves(leaves: readonly Leaf[], known?: ReadonlyMap<string, string>): boolean {
  let changed = false;
  const plain: Leaf[] = [];
  for (const leaf of leaves) {
    if (leaf.secretByName === true) {
      leaf.set(placeholder("secret"));
      changed = true;
      continue;
    }
    if (!looksLikeJsonContainer(leaf.text)) {
      plain.push(leaf);
      continue;
    }
    const redacted = known?.get(leaf.text) ?? redactJsonText(leaf.text);
    if (redacted !== leaf.text) {
      leaf.set(redacted);
      changed = true;
    }
  }
  if (plain.length === 0) return changed;
  const redacted = redactTexts(plain.map((leaf) => leaf.text));
  plain.forEach((leaf, index) => {
    const text = redacted[index]!;
    if (text !== leaf.text) {
      leaf.set(text);
      changed = true;
    }
  });
  return changed;
}

/** Redact a parsed JSON value's text leaves in place; true when anything changed. */
function redactValueInPlace(value: unknown, known?: ReadonlyMap<string, string>): boolean {
  const leaves: Leaf[] = [];
  collectLeaves(value, leaves, () => undefined);
  return redactLeaves(leaves, known);
}

function looksLikeJsonContainer(text: string): boolean {
  const trimmed = text.trimStart();
  return trimmed.startsWith("{") || trimmed.startsWith("[");
}

function tryParse(text: string): { ok: true; value: unknown } | { ok: false } {
  try {
    return { ok: true, value: JSON.parse(text) as unknown };
  } catch {
    return { ok: false };
  }
}

/**
 * A deep copy of a JSON value with its text leaves redacted (opaque fields unchanged). A value
 * nested past MAX_REDACTION_NESTING is redacted as its JSON text instead (no recursive walk),
 * or, past what `JSON.stringify` can write, replaced by TOO_DEEP_TO_KEEP.
 */
export function redactJsonValue<T>(value: T): T {
  if (nestsDeeperThan(value, MAX_REDACTION_NESTING)) {
    try {
      return JSON.parse(redactText(JSON.stringify(value))) as T;
    } catch {
      return TOO_DEEP_TO_KEEP as T;
    }
  }
  const copy = structuredClone(value);
  redactValueInPlace(copy);
  return copy;
}

/**
 * Redact JSON text (tool-call arguments): its string leaves are redacted and, when one
 * changed, the value is serialised again; text that is not JSON is redacted as plain text.
 */
export function redactJsonText(text: string): string {
  const parsed = tryParse(text);
  if (!parsed.ok || parsed.value === null || typeof parsed.value !== "object") {
    return redactText(text);
  }
  if (nestsDeeperThan(parsed.value, MAX_REDACTION_NESTING)) return redactText(text);
  return redactValueInPlace(parsed.value) ? JSON.stringify(parsed.value) : text;
}

const SSE_FIELD = /^(event|id|retry):|^:/;

/**
 * Redact a model exchange's wire body: one JSON document, or SSE / NDJSON lines (each
 * `data:` payload or line that parses as JSON is redacted as JSON; SSE field lines stay; any
 * other line is redacted as plain text). One secretlint pass for the whole body. `known`:
 * JSON texts already redacted (redactJsonText) with their results, e.g. the tool-call
 * arguments of the same response, which the body holds as string leaves (not parsed twice).
 */
export function redactWireBody(body: string, known?: ReadonlyMap<string, string>): string {
  if (body === "") return body;
  const whole = tryParse(body);
  if (whole.ok && typeof whole.value === "string") return redactText(body);
  if (whole.ok && nestsDeeperThan(whole.value, MAX_REDACTION_NESTING)) return redactText(body);
  if (whole.ok) {
    return redactValueInPlace(whole.value, known) ? JSON.stringify(whole.value) : body;
  }
  const lines = body.split("\n").map((text) => wireLine(text));
  const leaves: Leaf[] = [];
  for (const line of lines) {
    if (line.value === undefined) {
      if (line.plain) leaves.push({ text: line.text, set: (text) => (line.text = text) });
      continue;
    }
    const own: Leaf[] = [];
    collectLeaves(line.value, own, (text) => (line.value = text));
    for (const leaf of own) {
      leaves.push({
        ...leaf,
        set: (text) => {
          leaf.set(text);
          line.text = `${line.prefix}${JSON.stringify(line.value)}`;
        },
      });
    }
  }
  redactLeaves(leaves, known);
  return lines.map((line) => line.text).join("\n");
}

interface WireLine {
  /** The line as it will be written back. */
  text: string;
  /** `data: ` for an SSE data line, "" otherwise. */
  prefix: string;
  /** The parsed JSON payload, when the payload is JSON. */
  value?: unknown;
  /** True when the line is redacted as plain text. */
  plain: boolean;
}

function wireLine(text: string): WireLine {
  const prefix = /^data: ?/.exec(text)?.[0] ?? "";
  const payload = text.slice(prefix.length);
  const trimmed = payload.trim();
  if (trimmed === "" || trimmed === "[DONE]" || (prefix === "" && SSE_FIELD.test(text))) {
    return { text, prefix, plain: false };
  }
  const parsed = tryParse(payload);
  return parsed.ok && !nestsDeeperThan(parsed.value, MAX_REDACTION_NESTING)
    ? { text, prefix, value: parsed.value, plain: false }
    : { text, prefix, plain: true };
}
