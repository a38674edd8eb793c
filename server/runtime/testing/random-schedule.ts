import fc from "fast-check";

/** One call in a scripted batch. */
export interface CallSpec {
  tool: "read" | "mutate" | "unknown" | "spawn" | "wait";
  idMode: "fresh" | "duplicate" | "none";
  args: "valid" | "malformed" | "empty";
  /** The argument value (small, so identical calls repeat). */
  key: number;
  /** For waits: the bound in ms. */
  timeoutMs: number;
}

/** One model turn. */
export type Step =
  | { kind: "calls"; calls: CallSpec[] }
  | { kind: "text" }
  | { kind: "provider_error" }
  | { kind: "result"; valid: boolean };

/** Something an operator does at an iteration: during the model call or during a tool run. */
export interface Intervention {
  kind: "correction" | "cancel";
  target: "parent" | "child";
  atIteration: number;
  during: "model" | "tool";
}

/** A whole random schedule over the scripted control-contract model. */
export interface Schedule {
  parentSteps: Step[];
  childSteps: Step[];
  interventions: Intervention[];
  maxIterations: number;
  maxToolCalls: number;
}

const callSpec = (tools: CallSpec["tool"][]): fc.Arbitrary<CallSpec> =>
  fc.record({
    tool: fc.constantFrom(...tools),
    idMode: fc.constantFrom("fresh", "fresh", "fresh", "duplicate", "none"),
    args: fc.constantFrom("valid", "valid", "valid", "malformed", "empty"),
    key: fc.integer({ min: 0, max: 2 }),
    timeoutMs: fc.integer({ min: 0, max: 15 }),
  });

const step = (tools: CallSpec["tool"][], withResult: boolean): fc.Arbitrary<Step> =>
  fc.oneof(
    {
      weight: 8,
      arbitrary: fc
        .array(callSpec(tools), { minLength: 1, maxLength: 4 })
        .map((calls): Step => ({ kind: "calls", calls })),
    },
    { weight: 1, arbitrary: fc.constant<Step>({ kind: "text" }) },
    { weight: 1, arbitrary: fc.constant<Step>({ kind: "provider_error" }) },
    ...(withResult
      ? [{ weight: 2, arbitrary: fc.boolean().map((valid): Step => ({ kind: "result", valid })) }]
      : []),
  );

/** Steps, some repeated verbatim up to 5 times in a row (the repetition guard's input). */
const steps = (
  tools: CallSpec["tool"][],
  withResult: boolean,
  maxLength: number,
): fc.Arbitrary<Step[]> =>
  fc
    .array(
      fc.tuple(
        step(tools, withResult),
        fc.oneof(
          { weight: 4, arbitrary: fc.constant(1) },
          { weight: 1, arbitrary: fc.integer({ min: 2, max: 5 }) },
        ),
      ),
      { minLength: 1, maxLength },
    )
    .map((pairs) => pairs.flatMap(([entry, times]) => Array.from({ length: times }, () => entry)));

/** fast-check arbitrary of schedules: parallel batches, duplicates, malformed arguments, waits, corrections, cancels, provider errors, repetition. */
export const scheduleArbitrary: fc.Arbitrary<Schedule> = fc.record({
  parentSteps: steps(["read", "mutate", "unknown", "spawn", "wait", "wait"], false, 8),
  childSteps: steps(["read", "mutate", "unknown"], true, 6),
  interventions: fc.array(
    fc.record({
      kind: fc.constantFrom("correction", "correction", "cancel"),
      target: fc.constantFrom("parent", "child"),
      atIteration: fc.integer({ min: 1, max: 10 }),
      during: fc.constantFrom("model", "tool"),
    }),
    { maxLength: 4 },
  ),
  maxIterations: fc.integer({ min: 2, max: 14 }),
  maxToolCalls: fc.integer({ min: 1, max: 30 }),
});
