/** The pages of one run: its view and its caveat audit. */
export type RunPage = "run" | "audit";

/** The address of a run's page (`/runs/<id>` or `/runs/<id>/audit`), the id encoded. */
export function runPagePath(runId: string, page: RunPage): string {
  const base = `/runs/${encodeURIComponent(runId)}`;
  return page === "audit" ? `${base}/audit` : base;
}
