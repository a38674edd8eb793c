/** The parts of a keyboard event the submit shortcut reads. */
export interface ShortcutKey {
  key: string;
  ctrlKey: boolean;
  metaKey: boolean;
  /** True while an input method (IME) is composing: Enter then confirms the composition. */
  isComposing?: boolean;
}

/** True for Ctrl+Enter or ⌘+Enter outside an IME composition: submit the text box's form. */
export function isSubmitShortcut(event: ShortcutKey): boolean {
  return event.key === "Enter" && (event.ctrlKey || event.metaKey) && event.isComposing !== true;
}

/** The parts of a text box's keydown event submitOnShortcut reads (React's KeyboardEvent has them). */
export interface ShortcutKeyboardEvent {
  key: string;
  ctrlKey: boolean;
  metaKey: boolean;
  nativeEvent: { isComposing: boolean };
  preventDefault(): void;
}

/**
 * A text box's keydown handler: on the submit shortcut, prevent the key's default (a new line)
 * and submit `form` the way its submit button would (requestSubmit: validation and onSubmit
 * run). Returns whether the event was the shortcut.
 */
export function submitOnShortcut(
  event: ShortcutKeyboardEvent,
  form: Pick<HTMLFormElement, "requestSubmit"> | null,
): boolean {
  const shortcut = isSubmitShortcut({
    key: event.key,
    ctrlKey: event.ctrlKey,
    metaKey: event.metaKey,
    isComposing: event.nativeEvent.isComposing,
  });
  if (shortcut) {
    event.preventDefault();
    form?.requestSubmit();
  }
  return shortcut;
}
