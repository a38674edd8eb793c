import { describe, expect, it } from "vitest";
import {
  correctingChildAt,
  ledgerlineHarness,
  runWithChildCorrection,
} from "../../testing/ledgerline-fixture";
import { SAMPLE_QUESTION } from "./sample-question";
import { SampleScriptedProvider } from "../scripted-samples";
import { skipTopics } from "./ledgerline-policy";

/**
 * "skip X" picks the most specific part of the research X names, never a part named by a generic
 * word alone: "skip the sandbox adapter" is the sandbox, not the primary adapter ("adapter").
 */
describe("skipTopics", () => {
  it("names the sandbox for the sandbox adapter and the primary file for the primary adapter", () => {
    expect([...skipTopics("the sandbox adapter")]).toEqual(["sandbox"]);
    expect([...skipTopics("the primary adapter")]).toEqual(["primary-file"]);
  });

  it("names nothing by a generic word alone; a qualifying word names no part of its own", () => {
    expect([...skipTopics("the adapter")]).toEqual([]);
    expect([...skipTopics("the code search")]).toEqual([]);
    expect([...skipTopics("the sandbox merchants")]).toEqual(["sandbox"]);
    expect([...skipTopics("the legacy client and the changelog")].sort()).toEqual([
      "changelog",
      "legacy-file",
    ]);
    expect([...skipTopics("the fallback search and the merchants table")].sort()).toEqual([
      "fallback-search",
      "merchants",
    ]);
  });
});

/** The child's calls and debrief when `text` reaches it before its third call. */
async function childWith(text: string) {
  // The slow scenario's 2 s per child call, waited on no clock: the test never sleeps.
  const { harness, run, child } = await runWithChildCorrection(
    text,
    new SampleScriptedProvider({ scenario: "slow", delay: () => Promise.resolve() }),
  );
  expect(run.status).toBe("succeeded");
  const reads = harness.store.items.flatMap((item) =>
    item.kind === "tool_call" && item.agentId === child.id && item.name === "read_file"
      ? [String((JSON.parse(item.argumentsText) as { path?: string }).path)]
      : [],
  );
  return { reads, debrief: harness.store.debriefs[0]!.result!, finalAnswer: run.finalAnswer ?? "" };
}

describe("skip corrections in the slow scenario", () => {
  it('"skip the sandbox adapter" keeps the primary adapter and leaves the sandbox out', async () => {
    const { reads, debrief, finalAnswer } = await childWith("Skip the sandbox adapter.");
    expect(reads).toEqual(["src/adapters/legacy-client.ts", "src/adapters/primary-adapter.ts"]);
    expect(debrief.findings.map((finding) => finding.claim).join(" ")).not.toMatch(
      /sandbox adapter/i,
    );
    expect(debrief.unresolved.map((item) => item.question).join(" ")).not.toMatch(/sandbox/i);
    expect(debrief.coverage.not_searched).toContain(
      "the sandbox adapter (skipped by correction #1)",
    );
    expect(finalAnswer).toContain("m_0148");
  });

  it('"skip the primary adapter" never reads src/adapters/primary-adapter.ts', async () => {
    const { reads, debrief } = await childWith("Skip the primary adapter.");
    expect(reads).toEqual(["src/adapters/legacy-client.ts"]);
    expect(debrief.coverage.not_searched).toContain(
      "the primary adapter (skipped by correction #1)",
    );
    expect(debrief.findings.map((finding) => finding.claim).join(" ")).toMatch(/sandbox adapter/i);
  });
});

describe("a skip of research already done", () => {
  it('"skip the changelog" after the child read it: not in not_searched; the reply says it was read', async () => {
    // The newcomer's report: "also check the sandbox adapter", then "skip the changelog" after
    // the child's read_changelog (its third call) had run.
    const harness = ledgerlineHarness();
    const inner = new SampleScriptedProvider({ scenario: "slow", delay: () => Promise.resolve() });
    const provider = correctingChildAt(
      harness.manager,
      correctingChildAt(harness.manager, inner, 4, "Also check the sandbox adapter."),
      6,
      "Skip the changelog.",
    );
    const run = await (await harness.start(SAMPLE_QUESTION, provider)).done;
    expect(run.status).toBe("succeeded");
    const child = harness.store.agents.find((agent) => agent.role === "child")!;
    const calls = harness.store.items.flatMap((item) =>
      item.kind === "tool_call" && item.agentId === child.id ? [item.name] : [],
    );
    expect(calls.indexOf("read_changelog")).toBe(2);
    const said = harness.store.items.flatMap((item) =>
      item.kind === "message" && item.role === "assistant" && item.agentId === child.id
        ? [item.text]
        : [],
    );
    expect(said).toContain(
      "Correction #2: the provider changelog was already read before this correction, so there is nothing left to skip; I keep what it showed and go on with the rest of the research.",
    );
    const stored = harness.store.debriefs[0]!;
    const debrief = stored.result!;
    expect(debrief.coverage.not_searched.join("\n")).not.toContain("changelog");
    expect(debrief.coverage.searched).toContain("provider changelog");
    expect(debrief.findings[0]!.claim).toMatch(/^The provider's changelog announces/);
    expect(run.finalAnswer ?? "").not.toContain("skipped by correction");
  });
});
