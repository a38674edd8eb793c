import { describe, expect, it } from "vitest";
import { admitCorrection } from "../runtime/agent/correction-admission";
import { MAX_CORRECTION_LENGTH } from "../shared/limits";
import { heldRun } from "../testing/held-run";
import {
  createTestServicesWithSampleRun,
  testServicesForFile,
  waitForRun,
} from "../testing/test-services";
import { expectTrpcError } from "../testing/trpc-errors";

/**
 * People's corrections at the edge of the length rule: the limit is on what the person wrote.
 * Redaction (a credential in the text becomes a placeholder, which can be longer) happens after
 * the check and never turns an admitted correction into a refused one.
 */
const setup = testServicesForFile(createTestServicesWithSampleRun);

describe("a correction of the longest length that holds a credential", () => {
  it("is queued, stored redacted and consumed; one character more is refused by the length rule", async () => {
    const { handle, child, release } = await heldRun(setup, "run_long_secret_correction");
    const secret = " Use secret=ab for the sandbox.";
    const text = `${"Check the sandbox merchants. ".repeat(200).slice(0, MAX_CORRECTION_LENGTH - secret.length)}${secret}`;
    expect(text).toHaveLength(MAX_CORRECTION_LENGTH);
    await expectTrpcError(
      setup.caller.corrections.send({ runId: handle.runId, agentId: child.id, text: `${text}x` }),
      "BAD_REQUEST",
      /the correction must be at most 4,000 characters/,
    );
    const sent = await setup.caller.corrections.send({
      runId: handle.runId,
      agentId: child.id,
      text,
    });
    const stored = text.replace("secret=ab", "secret=[redacted-secret]");
    expect(sent.correction).toMatchObject({ sequence: 1, text: stored });
    // Stored redacted by another process (PostgreSQL with workers), the longer text is still
    // admitted into the inbox when its holder takes it.
    const live = setup.services.manager.get(child.id);
    expect(admitCorrection(live, { ...sent.correction, text: stored }).text).toHaveLength(
      MAX_CORRECTION_LENGTH + "[redacted-secret]".length - "ab".length,
    );
    release();
    await handle.done;
    const detail = await waitForRun(setup.caller, handle.runId);
    expect(detail.run.status).toBe("succeeded");
    const consumed = detail.transcripts[child.id]!.filter((item) => item.kind === "correction");
    expect(consumed.map((item) => item.kind === "correction" && item.text)).toEqual([stored]);
  });
});
