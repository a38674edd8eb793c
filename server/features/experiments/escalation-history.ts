import path from "node:path";
import { z } from "zod";
import { InputValidationError, NotFoundError } from "../../runtime/errors";
import { readConfinedText, type ConfinedFile } from "../workspaces/confined-file";
import { MAX_WORKSPACE_FILE_BYTES } from "../workspaces/file-workspace";

/** Largest history file read (index.json or one document): read_file's cap. */
export const MAX_HISTORY_FILE_BYTES = MAX_WORKSPACE_FILE_BYTES;

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
 * Read `<workspaceRoot>/<folder>/index.json` and every document it lists, each confined to the
 * workspace (confined-file.ts: inside the folder at the read, a regular text file of at most
 * MAX_HISTORY_FILE_BYTES; a FIFO cannot block). Errors name files relative to the workspace:
 * NotFoundError when the index or a listed file is missing, WorkspaceAccessError for one that
 * links out of the workspace, is not a regular file or is too large, InputValidationError when
 * the index is malformed (the message names the index file and each issue).
 */
export async function loadEscalationHistory(
  workspaceRoot: string,
  folder: string = DEFAULT_HISTORY_FOLDER,
): Promise<EscalationHistory> {
  const historyFile = (file: string): ConfinedFile => ({
    folder: workspaceRoot,
    file: path.join(folder, file),
  });
  const indexFile = historyFile("index.json");
  const shownIndex = path.posix.join(folder, "index.json");
  const indexText = await readConfinedText(indexFile, MAX_HISTORY_FILE_BYTES).catch(
    (error: unknown) => {
      if (!(error instanceof NotFoundError)) throw error;
      throw new NotFoundError(`no escalation history: ${shownIndex} does not exist`);
    },
  );
  let raw: unknown;
  try {
    raw = JSON.parse(indexText);
  } catch {
    throw new InputValidationError(`${shownIndex}: invalid JSON`);
  }
  const parsed = historyIndexSchema.safeParse(raw);
  if (!parsed.success) {
    const issues = parsed.error.issues
      .map((issue) => `${issue.path.map(String).join(".") || "(index)"}: ${issue.message}`)
      .join("; ");
    throw new InputValidationError(`${shownIndex}: ${issues}`);
  }
  const documents = [];
  for (const document of parsed.data.documents) {
    const text = await readConfinedText(historyFile(document.file), MAX_HISTORY_FILE_BYTES).catch(
      (error: unknown) => {
        if (!(error instanceof NotFoundError)) throw error;
        throw new NotFoundError(
          `escalation history lists a missing file: ${path.posix.join(folder, document.file)}`,
        );
      },
    );
    documents.push({ ...document, text });
  }
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
