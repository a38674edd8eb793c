import type { Tool } from "../tool";
import { querySqlTool } from "./query-sql";
import { readChangelogTool } from "./read-changelog";
import { readFileTool } from "./read-file";
import { searchCodeTool } from "./search-code";

export { querySqlTool, readChangelogTool, readFileTool, searchCodeTool };

/** The workspace tools a research agent gets (all effect "read", confined to the workspace). */
export const workspaceTools: Tool[] = [
  searchCodeTool,
  readFileTool,
  querySqlTool,
  readChangelogTool,
];
