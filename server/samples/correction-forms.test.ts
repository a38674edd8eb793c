import { describe, expect, it } from "vitest";
import { readCorrectionForm, targetWords } from "./correction-forms";

describe("the correction forms the scripted model acts on", () => {
  it("reads stop, skip and also-check; anything else is no form", () => {
    expect(readCorrectionForm("Stop and report.")).toEqual({ kind: "stop" });
    expect(readCorrectionForm("stop now")).toEqual({ kind: "stop" });
    expect(readCorrectionForm("Skip the changelog.")).toEqual({
      kind: "skip",
      target: "the changelog",
    });
    expect(readCorrectionForm("Also check the sandbox merchants.")).toEqual({
      kind: "also_check",
      target: "the sandbox merchants",
    });
    expect(readCorrectionForm("also read src/config/merchant-config.ts")).toEqual({
      kind: "also_check",
      target: "src/config/merchant-config.ts",
    });
    expect(readCorrectionForm("Name the sandbox caveat explicitly.")).toBeNull();
    expect(readCorrectionForm("Don't stop believing")).toBeNull();
  });

  it("keeps the words of a target", () => {
    expect(targetWords("the sandbox merchants")).toEqual(["sandbox", "merchants"]);
  });
});
