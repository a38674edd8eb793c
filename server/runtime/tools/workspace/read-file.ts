import { z } from "zod";
import type { Tool } from "../tool";
import { MAX_READ_LINES, errorOutcome, renderNumberedFile } from "./format";

const inputSchema = z.object({
  path: z.string().min(1).describe("file path relative to the workspace root, e.g. 'src/app.ts'"),
  start_line: z.number().int().min(1).optional().describe("first line to show (1-based)"),
  end_line: z.number().int().min(1).optional().describe("last line to show (inclusive)"),
});

/** Read one workspace file (or a line range) with 1-based line numbers. */
export const readFileTool: Tool<z.infer<typeof inputSchema>> = {
  name: "read_file",
  description: `Read a text file of the workspace by its path relative to the workspace root. The result starts with a header \`path (lines a-b of n)\` and prefixes every line with its 1-based number (\`  12| text\`), so you can cite a claim as path:line. Use start_line and end_line to read part of a long file; at most ${MAX_READ_LINES} lines come back per call. Paths outside the workspace are refused.`,
  inputSchema,
  effect: "read",
  async execute(input, context) {
    try {
      const text = await context.workspace.readFile(input.path);
      const rendered = renderNumberedFile(input.path, text, input.start_line ?? 1, input.end_line);
      if (!rendered.ok) {
        return { status: "error", content: rendered.message, uncertainty: null };
      }
      return { status: "ok", content: rendered.content, uncertainty: rendered.uncertainty };
    } catch (error) {
      return errorOutcome(error);
    }
  },
};
