import type { ReactNode } from "react";

/**
 * Home's layout: for a role that starts runs, the new-run form in a 26rem column beside the
 * runs; for one that cannot (a reviewer), the runs take the whole width under one compact line
 * saying who starts them (newcomer4: a whole column spent on that sentence).
 */
export function HomeColumns({
  canStartRuns,
  form,
  runs,
}: {
  /** The signed-in role's runs:start (the server refuses a start anyway). */
  canStartRuns: boolean;
  form: ReactNode;
  runs: ReactNode;
}) {
  if (!canStartRuns)
    return (
      <div className="space-y-3">
        <p data-testid="cannot-start-runs" className="text-xs text-zinc-600">
          Your role reads runs and audits; an engineer, operator or admin starts them.
        </p>
        {runs}
      </div>
    );
  return (
    <div className="grid grid-cols-1 gap-5 lg:grid-cols-[minmax(0,26rem)_minmax(0,1fr)]">
      <div className="min-w-0">{form}</div>
      {runs}
    </div>
  );
}
