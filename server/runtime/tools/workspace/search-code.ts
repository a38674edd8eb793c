import { z } from "zod";
import type { Tool } from "../tool";
import { redactTextKeepingLines } from "../../redaction/redaction";
import { errorOutcome, splitLines } from "./format";
import { noFilesSearchedHint } from "./skipped-files-hint";

/** Longest line text a match shows; longer lines are cut with "…". */
const MAX_MATCH_TEXT = 200;

const inputSchema = z.object({
  query: z.string().min(1).describe("literal text to find (case-insensitive, not a regex)"),
  path_prefix: z
    .string()
    .optional()
    .describe("only search files whose path starts with this, e.g. 'src/adapters/'"),
  max_results: z
    .number()
    .int()
    .min(1)
    .max(100)
    .default(20)
    .describe("most matching lines to return (1-100, default 20)"),
});

/**
 * Literal, case-insensitive search over every text file of the workspace, matched against each
 * file redacted (lines kept): a secret's text is neither shown nor found.
 */
export const searchCodeTool: Tool<z.infer<typeof inputSchema>> = {
  name: "search_code",
  description:
    "Search every text file of the workspace for a literal string (case-insensitive, not a regex). Returns a header with the number of matches, then one line per match as `path:line: text`, sorted by path and line. Use path_prefix to narrow the search to a folder and max_results to see more; when the list is cut, the result says so. Read a match in context with read_file.",
  inputSchema,
  effect: "read",
  async execute(input, context) {
    try {
      const needle = input.query.toLowerCase();
      const prefix = normalizePrefix(input.path_prefix);
      const listed = await context.workspace.listFiles();
      const files = listed.filter((file) => file.startsWith(prefix));
      const matches: string[] = [];
      const unreadable: string[] = [];
      let total = 0;
      for (const file of files) {
        if (context.signal.aborted) {
          return { status: "error", content: "search_code was cancelled", uncertainty: null };
        }
        let text: string;
        try {
          text = await context.workspace.readFile(file);
        } catch {
          unreadable.push(file);
          continue;
        }
        // Redacted before it is split and matched (a private key's lines are found whole); only
        // files that hold the query are redacted, the others show nothing.
        if (!text.toLowerCase().includes(needle)) continue;
        const lines = splitLines(redactTextKeepingLines(text));
        lines.forEach((line, index) => {
          if (!line.toLowerCase().includes(needle)) {
            return;
          }
          total += 1;
          if (matches.length < input.max_results) {
            matches.push(`${file}:${index + 1}: ${clip(line.trim())}`);
          }
        });
      }
      const where = prefix === "" ? "" : ` under ${prefix}`;
      const header = `${total} matches for "${input.query}"${where} (${files.length} files searched)`;
      const caveats: string[] = [];
      if (total > matches.length) {
        caveats.push(
          `showing the first ${matches.length} of ${total} matches; narrow the query or path_prefix, or raise max_results (up to 100)`,
        );
      }
      if (unreadable.length > 0) {
        caveats.push(`${unreadable.length} files could not be read: ${unreadable.join(", ")}`);
      }
      // "0 files searched" alone did not say why: name what was skipped (too large, binary, …).
      const hint =
        files.length === 0
          ? noFilesSearchedHint(
              (await context.workspace.listSkippedFiles?.()) ?? null,
              prefix,
              listed.length,
            )
          : null;
      return {
        status: "ok",
        content: [header, ...(hint === null ? [] : [hint]), ...matches].join("\n"),
        uncertainty: caveats.length > 0 ? caveats.join("; ") : null,
      };
    } catch (error) {
      return errorOutcome(error, "search_code failed");
    }
  },
};

function normalizePrefix(prefix: string | undefined): string {
  return (prefix ?? "").trim().replace(/^\.\//, "").replace(/^\/+/, "");
}

function clip(text: string): string {
  return text.length > MAX_MATCH_TEXT ? `${text.slice(0, MAX_MATCH_TEXT)}…` : text;
}
