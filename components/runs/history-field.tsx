"use client";

import { formatNumber } from "@/components/ui/format";
import { FileTextPicker } from "@/components/ui/file-text-picker";
import { MAX_HISTORY_LENGTH } from "@/server/shared/limits";
import type { HistoryInput } from "@/server/shared/run-inputs";
import { OptionSelect } from "./option-select";

/** The form's history choice; "default" sends nothing (the server decides). */
export type HistoryChoice = "default" | "sample" | "none" | "attach";

const CHOICES: { name: HistoryChoice; label: string; description: string }[] = [
  {
    name: "default",
    label: "Default",
    description:
      "The workspace's escalation history when the question is the one it leads up to (the sample question on ledgerline gets ESC-0932's, about 21k tokens), otherwise none.",
  },
  {
    name: "sample",
    label: "The workspace's escalation history",
    description:
      "The ticket thread, notes and policy in the workspace's escalation-history/ folder, as the parent's opening context.",
  },
  { name: "none", label: "None", description: "The parent starts with the question only." },
  {
    name: "attach",
    label: "Attach your own",
    description:
      "Paste or load the escalation's history (ticket thread, notes, policy); keys, tokens, card numbers and emails are redacted when the run starts.",
  },
];

/** The start-run input's `history` for a choice (undefined: the server's default). */
export function historyInput(choice: HistoryChoice, text: string): HistoryInput | undefined {
  if (choice === "attach") return { text };
  return choice === "default" ? undefined : choice;
}

/**
 * The escalation history the parent starts with: default, the workspace's own, none, or the
 * user's text (a textarea, or a text file read into it).
 */
export function HistoryField({
  id,
  choice,
  text,
  onChoice,
  onText,
}: {
  id: string;
  choice: HistoryChoice;
  text: string;
  onChoice: (choice: HistoryChoice) => void;
  onText: (text: string) => void;
}) {
  const length = text.trim().length;
  const tooLong = length > MAX_HISTORY_LENGTH;
  return (
    <div className="space-y-2">
      <OptionSelect
        id={id}
        label="Escalation history"
        testId="history-select"
        value={choice}
        onChange={(value) => onChoice(value as HistoryChoice)}
        options={CHOICES}
      />
      {choice === "attach" ? (
        <div>
          <div className="mb-1 flex items-baseline justify-between gap-2">
            <label htmlFor={`${id}-text`} className="text-xs font-medium text-zinc-700">
              History text
            </label>
            <span
              className={`text-xs tabular-nums ${tooLong ? "font-medium text-red-700" : "text-zinc-400"}`}
              aria-live="polite"
            >
              {formatNumber(length)} / {formatNumber(MAX_HISTORY_LENGTH)}
            </span>
          </div>
          <textarea
            id={`${id}-text`}
            data-testid="history-text"
            value={text}
            onChange={(event) => onText(event.target.value)}
            rows={6}
            aria-invalid={tooLong}
            className="w-full resize-y rounded-md border border-zinc-300 bg-white px-2.5 py-2 font-mono text-xs leading-relaxed shadow-xs aria-invalid:border-red-400"
          />
          <div className="mt-1">
            <FileTextPicker
              label="Or load a text file…"
              accept=".md,.txt,text/plain,text/markdown"
              testId="history-file"
              onText={onText}
            />
          </div>
        </div>
      ) : null}
    </div>
  );
}
