/**
 * How the Activity page words an action log entry for people (pure): who acted (their name,
 * the email in the title) and the details with readable labels, and names where the entry has
 * them (activity-service.ts), in place of raw keys and ids.
 */
import type { ActionLogEntry } from "@/server/features/action-log/action-log-views";
import { actorDisplayName } from "@/server/shared/human-actor";
import { shortRunId } from "@/server/shared/run-id";
import { idWithoutKind } from "@/components/ui/short-id";

/** The Who cell: the person's name where known, else the stored actor; the email as title. */
export function actorCell(entry: Pick<ActionLogEntry, "actorEmail" | "actorName">): {
  text: string;
  title: string;
} {
  const shown = actorDisplayName(entry.actorEmail);
  return { text: entry.actorName ?? shown, title: shown };
}

/** Readable labels of the detail keys the services record (server/features/…: details). */
const DETAIL_LABELS: Readonly<Record<string, string>> = {
  workspaceId: "Workspace",
  agentId: "Agent",
  runId: "Run",
  replayOf: "Replay of",
  provider: "Provider",
  model: "Model",
  scenario: "Scenario",
  sequence: "Correction no.",
  decision: "Decision",
  reviewId: "Review",
  judgementId: "Judgement",
  verdict: "Verdict",
  email: "Email",
  role: "Role",
  password: "Password given",
  from: "From",
  to: "To",
  name: "Name",
  rootPath: "Folder",
  hasDatabase: "Database",
  cancelledRuns: "Runs cancelled",
  datasetVersion: "Dataset",
  modes: "Modes",
  trials: "Trials",
  cases: "Cases",
  runs: "Runs",
  caseId: "Case",
  imported: "Cases imported",
  basedOn: "Based on",
  deadlineSeconds: "Deadline (seconds)",
};

/** The kind of id a detail key holds, for keys whose ids carry a kind prefix. */
const ID_KINDS: Readonly<Record<string, string>> = {
  agentId: "agent",
  reviewId: "review",
  judgementId: "judgement",
};

/** A key no label names, in sentence case: "cancelledRuns" → "Cancelled runs". */
export function detailLabel(key: string): string {
  const known = DETAIL_LABELS[key];
  if (known !== undefined) return known;
  const words = key
    .replace(/([a-z0-9])([A-Z])/g, "$1 $2")
    .replace(/[_-]+/g, " ")
    .trim()
    .toLowerCase();
  return words === "" ? key : words.charAt(0).toUpperCase() + words.slice(1);
}

/** One detail as shown: its label, its value for people, and the stored id as title when shortened. */
export interface ActivityDetail {
  key: string;
  label: string;
  value: string;
  /** The whole stored value, when `value` shows a name or a short form of it. */
  title?: string;
}

/**
 * The details of an entry as people read them, in their stored order: `workspaceId` and
 * `agentId` as the names the entry has for them (the id as title), run ids in their short form
 * (shared/run-id.ts), other ids without their kind prefix, yes/no for booleans, "none" for null.
 */
export function activityDetails(
  entry: Pick<ActionLogEntry, "details" | "detailNames">,
): ActivityDetail[] {
  return Object.entries(entry.details).map(([key, stored]) => {
    const label = detailLabel(key);
    if (typeof stored === "boolean") return { key, label, value: stored ? "yes" : "no" };
    if (stored === null) return { key, label, value: "none" };
    if (typeof stored === "number") return { key, label, value: String(stored) };
    const name = entry.detailNames?.[key];
    let value = stored;
    if (name !== undefined) value = name;
    else if (key === "runId" || key === "replayOf") value = shortRunId(stored);
    else if (ID_KINDS[key] !== undefined) value = idWithoutKind(ID_KINDS[key], stored);
    return value === stored ? { key, label, value } : { key, label, value, title: stored };
  });
}
