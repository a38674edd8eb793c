"use client";

import { useId, useState } from "react";
import { chosenFileText } from "./file-choice";

/**
 * A file input styled as the app's other controls: a labelled button (the native input is
 * visually hidden but stays focusable, so Tab, Enter and Space open the picker and the focus
 * ring shows on the button) and the chosen file's name beside it ("no file chosen" before).
 * `onText` gets the file's text; nothing leaves the browser. `testId` stays on the input (for
 * tests that set files on it).
 */
export function FileTextPicker({
  label,
  accept,
  onText,
  testId,
}: {
  /** The button's text: "Upload the answer…". */
  label: string;
  accept: string;
  onText: (text: string) => void;
  testId?: string;
}) {
  const id = useId();
  const [name, setName] = useState<string | null>(null);
  return (
    <span className="inline-flex flex-wrap items-center gap-2 text-xs">
      <input
        id={id}
        type="file"
        accept={accept}
        data-testid={testId}
        aria-describedby={`${id}-chosen`}
        onChange={(event) => {
          const file = event.target.files?.[0];
          setName(file?.name ?? null);
          if (file) void file.text().then(onText);
        }}
        className="peer sr-only"
      />
      <label
        htmlFor={id}
        className="cursor-pointer rounded-md border border-zinc-300 bg-white px-2.5 py-1 font-medium text-zinc-800 shadow-xs peer-focus-visible:ring-2 peer-focus-visible:ring-sky-500 hover:bg-zinc-50"
      >
        {label}
      </label>
      <span
        id={`${id}-chosen`}
        data-testid={testId ? `${testId}-name` : undefined}
        className="text-zinc-500"
      >
        {chosenFileText(name)}
      </span>
    </span>
  );
}
