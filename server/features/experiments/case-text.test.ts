import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestServices, type TestServices } from "../../testing/test-services";
import { expectTrpcError, zodMessages } from "../../testing/trpc-errors";
import type { EscalationCase } from "../../shared/escalation-case-schema";

/**
 * Every free text a dataset case stores follows the free-text rule (textRule): notes, truth and
 * caveat descriptions, cited text, ids, values and caveat mentions refuse NUL, BEL and the
 * right-to-left override, through datasets.addCase and through datasets.import, where JSON's
 * escapes ("\u0000") decode before the check (attack repro 12). Nothing is stored.
 */

let setup: TestServices;
beforeAll(async () => {
  setup = await createTestServices();
});
afterAll(async () => {
  await setup.disconnect();
});

const baseCase: EscalationCase = {
  id: "ledgerline-legacy-pin-text",
  workspace: "ledgerline",
  kind: "cause_location",
  question: "Where is the legacy client's API version pinned?",
  history: null,
  truth: [
    {
      kind: "location",
      key: "version_pin",
      file: "src/adapters/legacy-client.ts",
      line: 11,
      text: 'const LEGACY_API_VERSION = "v2";',
    },
  ],
  caveats: [
    {
      id: "pin-owner",
      description: "who pinned it is not recorded",
      mentions: [["not recorded"]],
    },
  ],
};

/** The attack's case: control and override characters in the notes and both descriptions. */
const attackCase: EscalationCase = {
  ...baseCase,
  notes: "note NUL \u0000 RLO \u202e gnp.exe BEL \u0007",
  truth: [{ ...baseCase.truth[0]!, description: "desc \u202e reversed" }],
  caveats: [{ ...baseCase.caveats[0]!, description: "caveat \u0007 bell" }],
};

const EXPECTED = [
  "the description must not contain bidirectional override characters (U+202E at character 6), which show the text after them reversed",
  "the caveat description must not contain control characters (U+0007 at character 8); only tab and line breaks are allowed",
  "the notes must not contain control characters (U+0000 at character 10); only tab and line breaks are allowed",
];

describe("free text in dataset cases", () => {
  it("datasets.addCase refuses control and override characters in every stored text field", async () => {
    const reviewer = await setup.callerAs("reviewer");
    const before = await setup.caller.datasets.list();
    const error = await expectTrpcError(
      reviewer.datasets.addCase({ basedOn: "v1", case: attackCase, note: "attack" }),
      "BAD_REQUEST",
      /must not contain/,
    );
    expect(zodMessages(error)).toEqual(EXPECTED);
    expect(await setup.caller.datasets.list()).toEqual(before);
  });

  it("datasets.addCase: cited text, ids, values and mentions follow the rule too", async () => {
    const reviewer = await setup.callerAs("reviewer");
    const error = await expectTrpcError(
      reviewer.datasets.addCase({
        basedOn: "v1",
        case: {
          ...baseCase,
          truth: [
            {
              kind: "location",
              key: "version_pin",
              file: "src/adapters/legacy-client.ts",
              line: 11,
              text: "pin\u0000",
            },
            { kind: "id_set", key: "ids", ids: ["m_1\u202e"], sql: "SELECT id FROM merchants" },
            {
              kind: "value",
              key: "owner",
              value: "a\u0001",
              source: { file: "README.md", line: 1, text: "a\u0001" },
            },
          ],
          caveats: [{ ...baseCase.caveats[0]!, mentions: [["ok", "bad\u0008"]] }],
        },
      }),
      "BAD_REQUEST",
      /must not contain/,
    );
    expect(zodMessages(error)).toEqual([
      "the cited text must not contain control characters (U+0000 at character 4); only tab and line breaks are allowed",
      "each id must not contain bidirectional override characters (U+202E at character 4), which show the text after them reversed",
      "the value must not contain control characters (U+0001 at character 2); only tab and line breaks are allowed",
      "the cited text must not contain control characters (U+0001 at character 2); only tab and line breaks are allowed",
      "each mention must not contain control characters (U+0008 at character 4); only tab and line breaks are allowed",
    ]);
  });

  it("datasets.import: escaped characters in the JSON meet the same rule; nothing is stored", async () => {
    const reviewer = await setup.callerAs("reviewer");
    const before = await setup.caller.datasets.list();
    // JSON.stringify escapes NUL and BEL but not U+202E: escaped by hand, as the attack sent it.
    const jsonl = JSON.stringify(attackCase).replaceAll("\u202e", "\\u202e");
    // The raw text holds only escapes ("\u0000"), which the file's own check lets through.
    expect(jsonl).toContain("\\u0000");
    expect(["\u0000", "\u0007", "\u202e"].filter((raw) => jsonl.includes(raw))).toEqual([]);
    const error = await expectTrpcError(
      reviewer.datasets.import({ jsonl }),
      "BAD_REQUEST",
      /must not contain/,
    );
    for (const message of EXPECTED) expect(error.message).toContain(message);
    expect(await setup.caller.datasets.list()).toEqual(before);
  });

  it("tab and line breaks stay allowed in notes and descriptions", async () => {
    const reviewer = await setup.callerAs("reviewer");
    const made = await reviewer.datasets.addCase({
      basedOn: "v1",
      case: {
        ...baseCase,
        id: "ledgerline-legacy-pin-tabs",
        notes: "first line\n\tsecond line\r\n",
        caveats: [{ ...baseCase.caveats[0]!, description: "who\tpinned\nit" }],
      },
    });
    const dataset = await reviewer.datasets.get({ version: made.version });
    const stored = dataset.cases.find((entry) => entry.id === "ledgerline-legacy-pin-tabs");
    expect(stored?.notes).toBe("first line\n\tsecond line\r\n");
  });
});
