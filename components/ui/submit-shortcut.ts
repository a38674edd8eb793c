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
