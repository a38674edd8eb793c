/**
 * A tool call in words for people (the correction card): what the agent did, with the tool's
 * name beside it — "returned its debrief (research_result)" — never its raw arguments, which
 * for a debrief or an answer are a long JSON object cut off mid-way.
 */
export interface ToolCallSummary {
  /** What the agent did ("read src/a.ts", "returned its debrief"). */
  description: string;
  /** The tool's name ("read_file"). */
  tool: string;
}

const MAX_ARGUMENT = 60;

const FIXED_DESCRIPTIONS: Record<string, string> = {
  research_result: "returned its debrief",
  final_answer: "gave its final answer",
  read_changelog: "read the changelog",
  query_sql: "queried the database",
  spawn_agent: "started a child agent",
  wait_for_agents: "waited for its child agents",
  correct_agent: "sent a correction to a child agent",
  fetch_transcript_span: "read part of a child's transcript",
  memory: "used its memory",
};

function clip(text: string, max: number): string {
  return text.length <= max ? text : `${text.slice(0, max - 1)}…`;
}

function stringArgument(argumentsText: string, key: string): string | null {
  try {
    const parsed = JSON.parse(argumentsText) as unknown;
    if (typeof parsed !== "object" || parsed === null) return null;
    const value = (parsed as Record<string, unknown>)[key];
    return typeof value === "string" && value.trim() !== ""
      ? clip(value.trim(), MAX_ARGUMENT)
      : null;
  } catch {
    return null;
  }
}

/** The call in words and its tool name; an unknown tool reads "called <tool>". */
export function summarizeToolCall(call: { name: string; argumentsText: string }): ToolCallSummary {
  const fixed = FIXED_DESCRIPTIONS[call.name];
  if (fixed !== undefined) return { description: fixed, tool: call.name };
  if (call.name === "read_file") {
    const path = stringArgument(call.argumentsText, "path");
    return { description: path ? `read ${path}` : "read a file", tool: call.name };
  }
  if (call.name === "search_code" || call.name === "search") {
    const query = stringArgument(call.argumentsText, "query");
    return {
      description: query ? `searched the code for "${query}"` : "searched the code",
      tool: call.name,
    };
  }
  return { description: "called a tool", tool: call.name };
}
