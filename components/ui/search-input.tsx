"use client";

import { useEffect, useRef, useState } from "react";

/** How long typing pauses before a search is sent (ms). */
export const SEARCH_DEBOUNCE_MS = 300;

/**
 * A search box that sends its trimmed text once typing pauses (SEARCH_DEBOUNCE_MS), and only
 * when it changed: the runs list's and a transcript's searches, both answered by the server.
 */
export function SearchInput({
  label,
  placeholder,
  maxLength,
  testId,
  onSearch,
  initialText = "",
  className = "",
}: {
  label: string;
  placeholder: string;
  maxLength: number;
  testId: string;
  onSearch: (text: string) => void;
  /**
   * The search already applied (e.g. read from the URL); not re-sent. When it changes to text
   * the box did not send (a "clear the filters" button, the URL), the box shows it.
   */
  initialText?: string;
  className?: string;
}) {
  const [typed, setTyped] = useState(initialText);
  const sent = useRef(initialText.trim());
  const latest = useRef(onSearch);
  useEffect(() => {
    latest.current = onSearch;
  }, [onSearch]);
  useEffect(() => {
    if (initialText.trim() === sent.current) return;
    sent.current = initialText.trim();
    setTyped(initialText);
  }, [initialText]);
  useEffect(() => {
    const text = typed.trim();
    if (text === sent.current) return;
    const timer = setTimeout(() => {
      sent.current = text;
      latest.current(text);
    }, SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [typed]);
  return (
    <input
      type="search"
      data-testid={testId}
      aria-label={label}
      placeholder={placeholder}
      value={typed}
      maxLength={maxLength}
      onChange={(event) => setTyped(event.target.value)}
      className={`min-w-48 flex-1 rounded border border-zinc-300 bg-white px-2 py-1 ${className}`}
    />
  );
}
