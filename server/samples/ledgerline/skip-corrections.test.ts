import { describe, expect, it } from "vitest";
import { runWithChildCorrection } from "../../testing/ledgerline-fixture";
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
