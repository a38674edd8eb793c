/**
 * Bidirectional controls in model and tool text, made visible where the text is shown or
 * exported. An embedding, override or isolate (U+202A–U+202E, U+2066–U+2069), a directional
 * mark (U+200E, U+200F) or the Arabic letter mark (U+061C) reorders the text around it on
 * screen, so a prompt-injected tool result could make the answer a person reads differ from
 * the text the audit reads. People's input refuses them (input-rules.ts); model and tool text
 * is stored as it came (replay stays byte-exact) and passes through here on its way to a
 * screen or an export: each control becomes a visible marker `⟦U+202E⟧`. Pure; idempotent
 * (a marker holds no control).
 */

/** The bidirectional controls shown as markers (global: use with replace only). */
const BIDI_CONTROLS = /[\u061C\u200E\u200F\u202A-\u202E\u2066-\u2069]/g;

/** The marker that stands for the control `character`: `⟦U+202E⟧`. */
export function bidiMarker(character: string): string {
  const code = character.codePointAt(0)!.toString(16).toUpperCase().padStart(4, "0");
  return `⟦U+${code}⟧`;
}

/** `text` with every bidirectional control replaced by its marker (the same string when none). */
export function showBidiControls(text: string): string {
  return text.replace(BIDI_CONTROLS, bidiMarker);
}

/**
 * `value` with showBidiControls applied to every string in it (object keys and values, array
 * items); plain objects and arrays are copied, other objects (dates, maps) and other values are
 * returned as they are. For data on its way to a screen (the tRPC client, trpc/react.tsx).
 */
export function showBidiControlsDeep<T>(value: T): T {
  if (typeof value === "string") return showBidiControls(value) as T;
  if (Array.isArray(value)) return value.map((item: unknown) => showBidiControlsDeep(item)) as T;
  if (value === null || typeof value !== "object") return value;
  const prototype = Object.getPrototypeOf(value) as unknown;
  if (prototype !== Object.prototype && prototype !== null) return value;
  const copy: Record<string, unknown> = {};
  for (const [key, item] of Object.entries(value)) {
    copy[showBidiControls(key)] = showBidiControlsDeep(item);
  }
  return copy as T;
}
