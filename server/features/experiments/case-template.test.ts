import path from "node:path";
import { describe, expect, it } from "vitest";
import { checkCaseTruth, sampleCaseWorkspace } from "./case-truth";
import { escalationCaseSchema } from "../../shared/escalation-case-schema";
import { TEMPLATE_WORKSPACE, TRUTH_TEMPLATE } from "../../../components/datasets/case-template";

describe("the add-case form's example ground truth", () => {
  it("validates against the ledgerline workspace as it stands", async () => {
    const candidate = escalationCaseSchema.parse({
      id: "example-affected-count",
      workspace: TEMPLATE_WORKSPACE,
      kind: "count",
      question: "How many merchants break when the provider retires API v2?",
      history: null,
      truth: JSON.parse(TRUTH_TEMPLATE) as unknown,
      caveats: [],
    });
    const repoRoot = path.resolve(__dirname, "../../..");
    expect(
      await checkCaseTruth(candidate, sampleCaseWorkspace(repoRoot, TEMPLATE_WORKSPACE)),
    ).toEqual([]);
    expect(candidate.truth).toMatchObject([{ kind: "count", key: "affected_count", value: 19 }]);
  });
});
