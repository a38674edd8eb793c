import { TRPCError } from "@trpc/server";
import { describe, expect, it } from "vitest";
import { createTestServicesWithSampleRun, testServicesForFile } from "../testing/test-services";

/**
 * Attack: ids as an address or a client sends them (very long, with "/", "..", "%2F",
 * Unicode, whitespace, LIKE wildcards, quotes) into every query that reads one record by id.
 * Each must answer NOT_FOUND or BAD_REQUEST (the pages' 404), never a 500. (A toolCallId that
 * trims to nothing is absent by design: the whole transcript.)
 */
const setup = testServicesForFile(createTestServicesWithSampleRun);

const HOSTILE_IDS = [
  "x".repeat(201),
  "x".repeat(200),
  "a/b",
  "../../etc/passwd",
  "..",
  "%2F..%2F",
  "run_%",
  "run__",
  "%",
  "_",
  "\\",
  "' OR '1'='1",
  '"; DROP TABLE "Run"; --',
  "İstanbul",
  "ｒｕｎ＿１",
  "😀",
  "e\u0301",
  " run_x ",
  "\u0000",
  "a\u0000b",
  "\u202e",
];

async function codeOf(call: () => Promise<unknown>): Promise<string> {
  try {
    await call();
    return "OK";
  } catch (error) {
    return error instanceof TRPCError ? error.code : `not a TRPCError: ${String(error)}`;
  }
}

describe("attack: hostile ids", () => {
  it("answers every id-reading query with NOT_FOUND or BAD_REQUEST", async () => {
    const caller = setup.caller;
    const agentId = (await caller.runs.get({ runId: setup.runId })).agents[0]!.id;
    const calls: Record<string, (id: string) => Promise<unknown>> = {
      "runs.get": (id) => caller.runs.get({ runId: id }),
      "runs.summary": (id) => caller.runs.summary({ runId: id }),
      "runs.resolveId": (id) => caller.runs.resolveId({ runId: id }),
      "runs.timeline": (id) => caller.runs.timeline({ runId: id }),
      "runs.exchanges": (id) => caller.runs.exchanges({ runId: id }),
      "runs.exchanges agent": (id) => caller.runs.exchanges({ runId: setup.runId, agentId: id }),
      "audit.get": (id) => caller.audit.get({ runId: id }),
      "audit.provenance": (id) => caller.audit.provenance({ runId: id }),
      "audit.export": (id) => caller.audit.export({ runId: id, format: "markdown" }),
      "replay.start": (id) => caller.replay.start({ runId: id }),
      "transcripts.span": (id) => caller.transcripts.span({ ref: id }),
      "transcripts.span toolCallId": (id) =>
        caller.transcripts.span({ ref: `transcript:${agentId}`, toolCallId: id }),
      "transcripts.page run": (id) => caller.transcripts.page({ runId: id, agentId }),
      "transcripts.page agent": (id) =>
        caller.transcripts.page({ runId: setup.runId, agentId: id }),
      "experiments.get": (id) => caller.experiments.get({ experimentId: id }),
      "experiments.progress": (id) => caller.experiments.progress({ experimentId: id }),
      "experiments.case": (id) => caller.experiments.case({ experimentId: id, caseId: id }),
    };
    const wrong: string[] = [];
    for (const [name, call] of Object.entries(calls)) {
      for (const id of HOSTILE_IDS) {
        const code = await codeOf(() => call(id));
        const blankToolCall = name === "transcripts.span toolCallId" && id.trim() === "";
        if (code !== "NOT_FOUND" && code !== "BAD_REQUEST" && !(blankToolCall && code === "OK")) {
          wrong.push(`${name}(${JSON.stringify(id.slice(0, 30))}): ${code}`);
        }
      }
    }
    expect(wrong).toEqual([]);
  });
});
