import { describe, expect, it } from "vitest";
import { idWithoutKind, shortRunId } from "./short-id";

describe("ids without their kind", () => {
  it("drops a prefix that repeats the kind", () => {
    expect(idWithoutKind("run", "run_8f76a1b2c3d4")).toBe("8f76a1b2c3d4");
    expect(idWithoutKind("correction", "correction_5e0a9c")).toBe("5e0a9c");
    expect(idWithoutKind("audit-flag", "audit_flag_12")).toBe("12");
    expect(idWithoutKind("audit-flag", "flag_12")).toBe("12");
  });

  it("keeps ids of another shape whole", () => {
    expect(idWithoutKind("user", "ada@example.com")).toBe("ada@example.com");
    expect(idWithoutKind("workspace", "ledgerline")).toBe("ledgerline");
    expect(idWithoutKind("run", "run_")).toBe("run_");
    expect(idWithoutKind("agent", "agent_t:3")).toBe("t:3");
  });

  it("shortens a run id to 8 characters after its prefix", () => {
    expect(shortRunId("run_8f76a1b2c3d4")).toBe("8f76a1b2");
    expect(shortRunId("run_1")).toBe("1");
  });
});
