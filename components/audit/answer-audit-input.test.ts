import { describe, expect, it } from "vitest";
import {
  answerAuditProblem,
  offersAnotherAnswerAudit,
  runIdFromInput,
  sameAuditInput,
  unknownRunSentence,
} from "./answer-audit-input";

describe("runIdFromInput", () => {
  it("keeps a run id, trimmed", () => {
    expect(runIdFromInput("  run_3515c3a0-9c5 \n")).toBe("run_3515c3a0-9c5");
    expect(runIdFromInput("   ")).toBe("");
  });

  it("takes the run id out of a pasted run or audit page address", () => {
    expect(runIdFromInput("http://127.0.0.1:3217/runs/run_3515c3a0-9c5")).toBe("run_3515c3a0-9c5");
    expect(runIdFromInput("https://debrief.example/runs/run_ab-1/audit?x=1#flags")).toBe(
      "run_ab-1",
    );
    expect(runIdFromInput("/runs/run_ab-1/")).toBe("run_ab-1");
    expect(runIdFromInput("runs/run%5Fab")).toBe("run_ab");
  });

  it("leaves anything else for the server to refuse", () => {
    expect(runIdFromInput("3515c3a0")).toBe("3515c3a0");
    expect(runIdFromInput("http://host/experiments/exp_1")).toBe("http://host/experiments/exp_1");
    expect(runIdFromInput("/runs/%E0%A4%A")).toBe("%E0%A4%A");
  });
});

describe("answerAuditProblem", () => {
  const ready = {
    answer: "Nineteen merchants break.",
    kind: "run" as const,
    runId: "run_1",
    json: "",
  };

  it("names the first missing field and what to do", () => {
    expect(answerAuditProblem({ ...ready, answer: " \n" })).toEqual({
      field: "answer",
      message: "Paste or upload the answer to audit.",
    });
    expect(answerAuditProblem({ ...ready, runId: "  " })).toEqual({
      field: "runId",
      message:
        "Enter the id of a finished run (its short id, as the runs list shows it, or the whole run_… id), or paste its page's address.",
    });
    expect(answerAuditProblem({ ...ready, kind: "debriefs", json: "" })).toEqual({
      field: "debriefs",
      message: "Paste or upload the debriefs JSON.",
    });
    // The answer is named first when both are missing.
    expect(answerAuditProblem({ ...ready, answer: "", runId: "" })?.field).toBe("answer");
  });

  it("refuses an answer or debriefs JSON over the server's cap here, saying its size", () => {
    expect(answerAuditProblem({ ...ready, answer: "x".repeat(2_099_856) })).toEqual({
      field: "answer",
      message:
        "The answer is 2,099,856 characters; at most 50,000 are audited. Paste only the answer itself, or audit it in parts.",
    });
    // Counted as the server counts it: trimmed, so surrounding blank lines do not count.
    expect(answerAuditProblem({ ...ready, answer: `\n${"x".repeat(50_000)}\n\n` })).toBeNull();
    expect(answerAuditProblem({ ...ready, kind: "debriefs", json: "[".repeat(2_000_001) })).toEqual(
      {
        field: "debriefs",
        message:
          "The debriefs JSON is 2,000,001 characters; at most 2,000,000 are read. Give only the debriefs the answer was written from.",
      },
    );
    // A long JSON left behind while auditing against a run is not sent, so not refused.
    expect(answerAuditProblem({ ...ready, json: "[".repeat(2_000_001) })).toBeNull();
  });

  it("is null when the audit can be sent", () => {
    expect(answerAuditProblem(ready)).toBeNull();
    expect(answerAuditProblem({ ...ready, kind: "debriefs", runId: "", json: "[]" })).toBeNull();
  });
});

describe("sameAuditInput", () => {
  const audited = {
    answer: "19 merchants break.",
    source: { kind: "run" as const, runId: "run_1" },
  };

  it("is true while the form holds what was audited", () => {
    expect(sameAuditInput(audited, { ...audited, source: { kind: "run", runId: "run_1" } })).toBe(
      true,
    );
    const json = { answer: "x", source: { kind: "debriefs" as const, json: "[]" } };
    expect(sameAuditInput(json, { answer: "x", source: { kind: "debriefs", json: "[]" } })).toBe(
      true,
    );
  });

  it("is false once the answer, the run, the kind or the debriefs JSON changed", () => {
    expect(sameAuditInput(audited, { ...audited, answer: "20 merchants break." })).toBe(false);
    expect(sameAuditInput(audited, { ...audited, source: { kind: "run", runId: "run_2" } })).toBe(
      false,
    );
    expect(sameAuditInput(audited, { ...audited, source: { kind: "debriefs", json: "[]" } })).toBe(
      false,
    );
    const json = { answer: "x", source: { kind: "debriefs" as const, json: "[]" } };
    expect(sameAuditInput(json, { answer: "x", source: { kind: "debriefs", json: "[{}]" } })).toBe(
      false,
    );
  });
});

describe("unknownRunSentence", () => {
  it("names the id the server did not know and says what to paste instead", () => {
    const sentence = unknownRunSentence("deadbeef");
    expect(sentence).toContain("No run has the id “deadbeef”.");
    expect(sentence).toContain("short id");
    expect(sentence).toContain("page's address");
  });
});

describe("offersAnotherAnswerAudit", () => {
  it("offers auditing another answer only against typed debriefs", () => {
    const children = ["researcher"];
    expect(offersAnotherAnswerAudit({ children, status: "audited" })).toBe(true);
    // The parent gave no answer or no claim: the debriefs are there to audit another one.
    expect(offersAnotherAnswerAudit({ children, status: "no_answer" })).toBe(true);
    expect(offersAnotherAnswerAudit({ children, status: "no_claims" })).toBe(true);
    // A summary-mode run: a child, but no debrief: every pasted answer would be "not audited".
    expect(offersAnotherAnswerAudit({ children, status: "no_debriefs" })).toBe(false);
    expect(offersAnotherAnswerAudit({ children: [], status: "audited" })).toBe(false);
  });
});
