import { z } from "zod";
import type { AnyTool, ToolDefinition } from "./tool";

const cache = new WeakMap<AnyTool, ToolDefinition>();

/**
 * A tool as providers see it: the zod input schema converted once to JSON Schema
 * (draft 2020-12, `io: "input"`, `$schema` removed since provider APIs do not want it).
 */
export function toToolDefinition(tool: AnyTool): ToolDefinition {
  const cached = cache.get(tool);
  if (cached) return cached;
  const schema = z.toJSONSchema(tool.inputSchema, {
    io: "input",
    unrepresentable: "any",
  }) as Record<string, unknown>;
  delete schema.$schema;
  const definition: ToolDefinition = {
    name: tool.name,
    description: tool.description,
    inputJsonSchema: schema,
  };
  cache.set(tool, definition);
  return definition;
}
