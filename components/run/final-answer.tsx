import { isTerminalRunStatus, type RunStatus } from "@/server/shared/run-status";

/** The parent's final answer, line breaks preserved; or why there is none (yet). */
export function FinalAnswer({ answer, status }: { answer: string | null; status: RunStatus }) {
  return (
    <section
      aria-labelledby="final-answer-heading"
      className="rounded-md border border-zinc-200 bg-white p-4 shadow-xs"
    >
      <h2
        id="final-answer-heading"
        className="mb-2 text-xs font-semibold uppercase tracking-wide text-zinc-600"
      >
        Final answer
      </h2>
      {answer !== null && answer.trim() !== "" ? (
        <div
          data-testid="final-answer"
          className="text-sm leading-relaxed whitespace-pre-wrap break-words text-zinc-900"
        >
          {answer}
        </div>
      ) : (
        <p data-testid="final-answer-pending" className="text-sm text-zinc-500 italic">
          {!isTerminalRunStatus(status)
            ? "The parent has not answered yet."
            : `No final answer: the run ${status}.`}
        </p>
      )}
    </section>
  );
}
