import { z } from "zod";
import type { Tool } from "../tool";
import { errorOutcome, renderNumberedFile } from "./format";

const CHANGELOG_NAME = /changelog/i;

const inputSchema = z.object({
  path: z
    .string()
    .min(1)
    .optional()
    .describe("one changelog file to read; omit it to read every changelog in the workspace"),
});

/** Every file named like a changelog, with line numbers (read_file format). */
export const readChangelogTool: Tool<z.infer<typeof inputSchema>> = {
  name: "read_changelog",
  description:
    "Read the workspace's changelogs: every file whose name contains 'changelog' (any case), sorted by path, one section per file in the read_file format (header `path (lines a-b of n)`, then numbered lines) so entries can be cited as path:line. Pass path to read a single changelog. Use it for deprecations, retirement dates and version changes announced upstream.",
  inputSchema,
  effect: "read",
  async execute(input, context) {
    try {
      const files =
        input.path !== undefined
          ? [input.path]
          : (await context.workspace.listFiles()).filter((file) =>
              CHANGELOG_NAME.test(baseName(file)),
            );
      if (files.length === 0) {
        return {
          status: "ok",
          content: "no changelog files found (no file name contains 'changelog')",
          uncertainty:
            "the workspace has no file named like a changelog; release notes may live elsewhere",
        };
      }
      const sections: string[] = [];
      const uncertainties: string[] = [];
      for (const file of files) {
        const rendered = renderNumberedFile(file, await context.workspace.readFile(file));
        if (!rendered.ok) {
          return { status: "error", content: rendered.message, uncertainty: null };
        }
        sections.push(rendered.content);
        if (rendered.uncertainty !== null) {
          uncertainties.push(`${file}: ${rendered.uncertainty} (use read_file)`);
        }
      }
      return {
        status: "ok",
        content: sections.join("\n\n"),
        uncertainty: uncertainties.length > 0 ? uncertainties.join("; ") : null,
      };
    } catch (error) {
      return errorOutcome(error);
    }
  },
};

function baseName(file: string): string {
  return file.slice(file.lastIndexOf("/") + 1);
}
