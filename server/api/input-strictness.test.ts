import { describe, expect, it } from "vitest";
import type { z } from "zod";
import { appRouter } from "./root";

/**
 * Every object in every procedure's input refuses unknown fields (server/shared/input-rules.ts
 * `inputObject`): the router is walked, so a new procedure with a plain `z.object` input fails
 * here instead of silently dropping what a client sent.
 */

interface Walked {
  objects: number;
  loose: string[];
}

type AnyDefinition = Record<string, unknown> & { type: string };

function definitionOf(schema: unknown): AnyDefinition {
  return (schema as z.ZodType)._zod.def as unknown as AnyDefinition;
}

function walk(schema: unknown, path: string, walked: Walked, seen: Set<unknown>): void {
  if (seen.has(schema)) return;
  seen.add(schema);
  const definition = definitionOf(schema);
  const inner = (key: string, suffix = "") => walk(definition[key], path + suffix, walked, seen);
  switch (definition.type) {
    case "object": {
      walked.objects += 1;
      const catchall = definition.catchall;
      if (catchall === undefined || definitionOf(catchall).type !== "never")
        walked.loose.push(path);
      const shape = definition.shape as Record<string, unknown>;
      for (const [key, value] of Object.entries(shape)) walk(value, `${path}.${key}`, walked, seen);
      return;
    }
    case "optional":
    case "nullable":
    case "default":
    case "prefault":
    case "nonoptional":
    case "readonly":
    case "catch":
      return inner("innerType");
    case "pipe":
      inner("in");
      return inner("out");
    case "array":
      return inner("element", "[]");
    case "union":
      (definition.options as unknown[]).forEach((option, index) =>
        walk(option, `${path}|${index}`, walked, seen),
      );
      return;
    case "record":
      return inner("valueType", "{}");
    case "intersection":
      inner("left");
      return inner("right");
    default:
      return;
  }
}

describe("procedure inputs refuse unknown fields", () => {
  it("every object of every procedure's input is strict", () => {
    // At run time a flat record: "runs.start" → the procedure.
    const procedures = appRouter._def.procedures as unknown as Record<
      string,
      { _def: { inputs: unknown[] } }
    >;
    const walked: Walked = { objects: 0, loose: [] };
    let withInput = 0;
    for (const [name, procedure] of Object.entries(procedures)) {
      if (procedure._def.inputs.length > 0) withInput += 1;
      for (const input of procedure._def.inputs) walk(input, name, walked, new Set());
    }
    expect(walked.loose).toEqual([]);
    // Coverage: the walk reached the inputs (a green run cannot be an empty one).
    expect(Object.keys(procedures).length).toBeGreaterThanOrEqual(50);
    expect(withInput).toBeGreaterThanOrEqual(41);
    expect(walked.objects).toBeGreaterThanOrEqual(54);
  });
});
