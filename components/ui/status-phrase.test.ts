import { describe, expect, it } from "vitest";
import { AGENT_STATUSES } from "@/server/shared/agent-status";
import { RUN_STATUSES } from "@/server/shared/run-status";
import { noFinalAnswerText, statusPhrase } from "./status-phrase";

describe("statusPhrase", () => {
  it("reads as a sentence for each status", () => {
    expect(`the parent ${statusPhrase("succeeded")}`).toBe("the parent has succeeded");
    expect(`the child ${statusPhrase("cancelled")}`).toBe("the child was cancelled");
    expect(`the run ${statusPhrase("running")}`).toBe("the run is running");
    expect(statusPhrase("terminated")).toBe("was terminated");
  });

  it("has a phrase for every run and agent status, none of them 'is <past participle>'", () => {
    for (const status of [...RUN_STATUSES, ...AGENT_STATUSES]) {
      const phrase = statusPhrase(status);
      expect(phrase).toMatch(/^(is|has|was) /);
      expect(phrase).not.toMatch(/^is (succeeded|failed|cancelled|interrupted|terminated)/);
    }
  });
});

describe("noFinalAnswerText", () => {
  it("says how the run ended in a sentence, never 'the run cancelled'", () => {
    expect(noFinalAnswerText("cancelled")).toBe("No final answer: the run was cancelled.");
    expect(noFinalAnswerText("failed")).toBe("No final answer: the run has failed.");
    expect(noFinalAnswerText("interrupted")).toBe("No final answer: the run was interrupted.");
  });
});
