import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { z } from "zod";
import { InputValidationError, NotFoundError } from "../../runtime/errors";

/**
 * The escalation history a parent agent starts with (issue 11: "an escalation carries its
 * history: the customer's ticket thread, earlier notes, the support policy"). A history is a
 * folder of Markdown documents inside the workspace with an index.json listing them in order.
 */

/** What a history document is. */
export const HISTORY_DOCUMENT_KINDS = [
  "ticket",
  "escalation",
  "notes",
  "chat",
  "policy",
  "example",
  "draft",
  "runbook",
  "correspondence",
  "reference",
  "handoff",
] as const;

/** The default history folder of a workspace. */
export const DEFAULT_HISTORY_FOLDER = "escalation-history";

/** index.json of a history folder. */
export const historyIndexSchema = z
  .object({
    format: z.literal("escalation-history/v1"),
    workspace: z.string().min(1),
    /** The escalation's reference, e.g. ESC-0932. */
    escalation: z.string().min(1),
    /** The question the history leads up to. */
    question: z.string().min(1),
    /** The date the history was exported (nothing in it is later). */
    asOf: z.iso.date(),
    documents: z
      .array(
        z
          .object({
            file: z
              .string()
              .regex(/^[A-Za-z0-9][A-Za-z0-9._-]*\.md$/, "must be a .md file in the folder"),
            title: z.string().min(1),
            kind: z.enum(HISTORY_DOCUMENT_KINDS),
          })
          .strict(),
      )
      .min(1),
  })
  .strict()
  .superRefine((index, context) => {
    const seen = new Set<string>();
    index.documents.forEach((document, position) => {
      if (seen.has(document.file)) {
        context.addIssue({
          code: "custom",
          path: ["documents", position, "file"],
          message: `listed twice: ${document.file}`,
        });
      }
      seen.add(document.file);
    });
  });
export type HistoryIndex = z.infer<typeof historyIndexSchema>;

/** A history with each document's text, in index order. */
export interface EscalationHistory {
  index: HistoryIndex;
  documents: (HistoryIndex["documents"][number] & { text: string })[];
}

/**
 * Read `<workspaceRoot>/<folder>/index.json` and every document it lists. Throws NotFoundError
 * when the index or a listed file is missing, InputValidationError when the index is malformed
 * (the message names the index file and each issue).
 */
export function loadEscalationHistory(
  workspaceRoot: string,
  folder: string = DEFAULT_HISTORY_FOLDER,
): EscalationHistory {
  const directory = path.join(workspaceRoot, folder);
  const indexPath = path.join(directory, "index.json");
  if (!existsSync(indexPath)) {
    throw new NotFoundError(`no escalation history: ${indexPath} does not exist`);
  }
  let raw: unknown;
  try {
    raw = JSON.parse(readFileSync(indexPath, "utf8"));
  } catch {
    throw new InputValidationError(`${indexPath}: invalid JSON`);
  }
  const parsed = historyIndexSchema.safeParse(raw);
  if (!parsed.success) {
    const issues = parsed.error.issues
      .map((issue) => `${issue.path.map(String).join(".") || "(index)"}: ${issue.message}`)
      .join("; ");
    throw new InputValidationError(`${indexPath}: ${issues}`);
  }
  const documents = parsed.data.documents.map((document) => {
    const file = path.join(directory, document.file);
    if (!existsSync(file)) {
      throw new NotFoundError(`escalation history lists a missing file: ${file}`);
    }
    return { ...document, text: readFileSync(file, "utf8") };
  });
  return { index: parsed.data, documents };
}

/**
 * The history as one text for the parent's first message: a heading with the escalation and
 * its question, then each document under its title, in index order.
 */
export function renderEscalationHistory(history: EscalationHistory): string {
  const header = `# Escalation history ${history.index.escalation} (as of ${history.index.asOf})\n\nQuestion: ${history.index.question}`;
  const sections = history.documents.map(
    (document, position) =>
      `---\n\nDocument ${position + 1} of ${history.documents.length} (${document.kind}): ${document.title}\n\n${document.text.trim()}`,
  );
  return [header, ...sections].join("\n\n");
}
