import { z } from "zod";
import type { AnyTool, ToolDefinition } from "./tool";

const cache = new WeakMap<AnyTool, ToolDefinition>();
/** JSON Schemas by zod schema: a tool made per run (closing over the run) shares its schema's. */
const schemas = new WeakMap<AnyTool["inputSchema"], Record<string, unknown>>();

/**
 * A tool as providers see it: the zod input schema converted once to JSON Schema
 * (draft 2020-12, `io: "input"`, `$schema` removed since provider APIs do not want it).
 * Converted once per schema object, not per tool object (a conversion costs about a
 * millisecond: a run's fixed cost, issue 10 item 9). The JSON Schema is shared: never change it.
 */
export function toToolDefinition(tool: AnyTool): ToolDefinition {
  const cached = cache.get(tool);
  if (cached) return cached;
  let schema = schemas.get(tool.inputSchema);
  if (schema === undefined) {
    schema = z.toJSONSchema(tool.inputSchema, {
      io: "input",
      unrepresentable: "any",
    }) as Record<string, unknown>;
    delete schema.$schema;
    schemas.set(tool.inputSchema, schema);
  }
  const definition: ToolDefinition = {
    name: tool.name,
    description: tool.description,
    inputJsonSchema: schema,
  };
  cache.set(tool, definition);
  return definition;
}
