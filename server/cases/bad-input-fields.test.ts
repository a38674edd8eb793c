import { describe, expect, it } from "vitest";
import { sendCorrectionInputSchema } from "../shared/correction-input";
import { createUserInputSchema } from "../shared/user-inputs";
import { startRunInputSchema } from "../shared/run-inputs";
import { testServicesForFile } from "../testing/test-services";
import { expectTrpcError, zodMessages } from "../testing/trpc-errors";

/**
 * An attack script's inputs through the tRPC caller on a real SQLite file: unknown fields,
 * absurd numbers, over-long names, control and bidirectional characters. Each gets its exact
 * message in words a person understands, and nothing is stored.
 */

const START_FIELDS =
  "question, workspaceId, provider, model, returnMode, scenario, contextTokens, history";

describe("unknown fields, bounds, names and control characters in inputs", () => {
  const setup = testServicesForFile();
  const start = { question: "Which merchants use API v2?", workspaceId: "ledgerline" };

  async function rejected(call: Promise<unknown>): Promise<string[]> {
    return zodMessages(await expectTrpcError(call, "BAD_REQUEST", /./));
  }

  it("refuses unknown fields, naming them and the fields the input takes, and stores nothing", async () => {
    const before = (await setup.caller.runs.list()).total;
    expect(
      await rejected(setup.caller.runs.start({ ...start, temperature: 2 } as typeof start)),
    ).toEqual([`unknown field "temperature"; this input takes ${START_FIELDS}`]);
    expect(
      await rejected(
        setup.caller.runs.start({ ...start, isAdmin: true, owner: "x" } as typeof start),
      ),
    ).toEqual([`unknown fields "isAdmin", "owner"; this input takes ${START_FIELDS}`]);
    // Nested objects too: the attached history takes only its text.
    expect(
      await rejected(
        setup.caller.runs.start({ ...start, history: { text: "h", source: "sample" } as never }),
      ),
    ).toEqual(['unknown field "source"; this input takes text']);
    // A correction's author is the signed-in user, never a field.
    expect(
      await rejected(
        setup.caller.corrections.send({
          runId: "run_x",
          agentId: "agent_x",
          text: "stop",
          author: "human:someone-else",
        } as never),
      ),
    ).toEqual(['unknown field "author"; this input takes runId, agentId, text, requestKey']);
    expect(
      await rejected(setup.caller.workspaces.remove({ id: "w", force: true } as never)),
    ).toEqual(['unknown field "force"; this input takes id']);
    expect((await setup.caller.runs.list()).total).toBe(before);
  });

  it("accepts the cursor and direction tRPC's infinite queries add to the list inputs", async () => {
    const page = await setup.caller.runs.list({ limit: 5, direction: "forward", cursor: null });
    expect(page).toEqual({ runs: [], nextCursor: null, total: 0 });
    const log = await setup.caller.activity.list({ limit: 5, direction: "forward" });
    expect(log.entries).toEqual([]);
    expect(await rejected(setup.caller.runs.list({ direction: "sideways" } as never))).toEqual([
      'Invalid option: expected one of "forward"|"backward"',
    ]);
  });

  it("bounds contextTokens to a whole number from 1024 to 10,000,000", async () => {
    const cases: [unknown, string][] = [
      [1e15, "contextTokens must be at most 10,000,000"],
      [10_000_001, "contextTokens must be at most 10,000,000"],
      [1023, "contextTokens must be at least 1,024"],
      [-5, "contextTokens must be at least 1,024"],
      [4096.5, "contextTokens must be a whole number of tokens"],
      ["4096", "contextTokens must be a number"],
      [Number.NaN, "contextTokens must be a number"],
    ];
    for (const [contextTokens, message] of cases) {
      expect(
        await rejected(setup.caller.runs.start({ ...start, contextTokens } as typeof start)),
      ).toEqual([message]);
    }
    for (const contextTokens of [1024, 10_000_000]) {
      expect(startRunInputSchema.parse({ ...start, contextTokens }).contextTokens).toBe(
        contextTokens,
      );
    }
    expect((await setup.caller.runs.list()).total).toBe(0);
  });

  it("says what is wrong with a name in words: workspace, model, paths, ids", async () => {
    const register = { name: "Ledger", rootPath: "/tmp/ledger" };
    const cases: [Parameters<typeof setup.caller.workspaces.register>[0], string][] = [
      [{ ...register, name: "n".repeat(65) }, "the workspace name must be at most 64 characters"],
      [{ ...register, name: "   " }, "the workspace name must not be empty"],
      [{ ...register, rootPath: "" }, "the folder path must not be empty"],
      [
        { ...register, rootPath: "/" + "p".repeat(4096) },
        "the folder path must be at most 4,096 characters",
      ],
      [
        { ...register, databasePath: "d".repeat(4097) },
        "the database path must be at most 4,096 characters",
      ],
    ];
    for (const [input, message] of cases) {
      expect(await rejected(setup.caller.workspaces.register(input))).toEqual([message]);
    }
    expect(await rejected(setup.caller.runs.start({ ...start, model: "m".repeat(201) }))).toEqual([
      "the model name must be at most 200 characters",
    ]);
    expect(await rejected(setup.caller.runs.get({ runId: "r".repeat(201) }))).toEqual([
      "runId must be at most 200 characters",
    ]);
    expect(
      await rejected(setup.caller.runs.start({ ...start, provider: "gpt-5" } as typeof start)),
    ).toEqual([
      "provider must be one of scripted, openai, kimi, openai-compatible, ollama, anthropic",
    ]);
    expect(
      await rejected(setup.caller.runs.start({ ...start, returnMode: "full" } as typeof start)),
    ).toEqual(["returnMode must be one of contract, summary, transcript, inline"]);
    expect((await setup.caller.workspaces.list()).map((workspace) => workspace.name)).not.toContain(
      "Ledger",
    );
  });

  it("refuses NUL and other control characters in text, allowing tab and line breaks", async () => {
    const before = (await setup.caller.runs.list()).total;
    expect(
      await rejected(setup.caller.runs.start({ ...start, question: "Why\u0000 v2?" })),
    ).toEqual([
      "the question must not contain control characters (U+0000 at character 4); only tab and line breaks are allowed",
    ]);
    expect(
      await rejected(
        setup.caller.runs.start({ ...start, history: { text: "ESC-1\u001B[31m red" } }),
      ),
    ).toEqual([
      "the attached history must not contain control characters (U+001B at character 6); only tab and line breaks are allowed",
    ]);
    expect(
      await rejected(
        setup.caller.corrections.send({ runId: "run_x", agentId: "agent_x", text: "bell\u0007" }),
      ),
    ).toEqual([
      "the correction must not contain control characters (U+0007 at character 5); only tab and line breaks are allowed",
    ]);
    expect(
      await rejected(
        setup.caller.audit.auditAnswer({
          answer: "ok\u007F",
          source: { kind: "run", runId: "run_x" },
        }),
      ),
    ).toEqual([
      "the answer must not contain control characters (U+007F at character 3); only tab and line breaks are allowed",
    ]);
    expect((await setup.caller.runs.list()).total).toBe(before);
    // Tab, line feed and carriage return are text.
    const text = "line one\r\n\tline two";
    expect(sendCorrectionInputSchema.parse({ runId: "r", agentId: "a", text }).text).toBe(text);
  });

  it("refuses control and bidirectional characters in short names; free text keeps right-to-left marks", async () => {
    const register = { name: "Ledger", rootPath: "/tmp/ledger" };
    expect(
      await rejected(setup.caller.workspaces.register({ ...register, name: "abc\u202Egnp.exe" })),
    ).toEqual([
      "the workspace name must not contain bidirectional control characters (U+202E at character 4), which reorder the text around it",
    ]);
    expect(
      await rejected(setup.caller.workspaces.register({ ...register, name: "a\u2066b\u2069" })),
    ).toEqual([
      "the workspace name must not contain bidirectional control characters (U+2066 at character 2), which reorder the text around it",
    ]);
    expect(
      await rejected(setup.caller.workspaces.register({ ...register, name: "two\nlines" })),
    ).toEqual([
      "the workspace name must not contain control characters, tabs or line breaks (U+000A at character 4)",
    ]);
    const user = { email: "new@debrief.test", role: "engineer" as const };
    expect(
      createUserInputSchema.safeParse({ ...user, name: "Eve\u202Enimda" }).error?.issues,
    ).toEqual([
      expect.objectContaining({
        message:
          "the name must not contain bidirectional control characters (U+202E at character 4), which reorder the text around it",
      }),
    ]);
    // A question may hold right-to-left text and its marks: the UI isolates user text.
    const question = "Which merchants \u202Bמוחלף\u202C use v2?";
    expect(startRunInputSchema.parse({ ...start, question }).question).toBe(question);
  });

  it("refuses unpaired surrogates in text and names, keeping paired ones (emoji)", async () => {
    const before = (await setup.caller.runs.list()).total;
    expect(
      await rejected(setup.caller.runs.start({ ...start, question: "bad \ud800 text" })),
    ).toEqual([
      "the question must not contain unpaired surrogates (U+D800 at character 5); they are not valid Unicode text",
    ]);
    expect(
      await rejected(
        setup.caller.corrections.send({ runId: "run_x", agentId: "agent_x", text: "end \udfff" }),
      ),
    ).toEqual([
      "the correction must not contain unpaired surrogates (U+DFFF at character 5); they are not valid Unicode text",
    ]);
    // A high surrogate followed by another high one is unpaired too.
    expect(
      await rejected(
        setup.caller.workspaces.register({ name: "W\ud83d\ud83d", rootPath: "/tmp/ledger" }),
      ),
    ).toEqual([
      "the workspace name must not contain unpaired surrogates (U+D83D at character 2); they are not valid Unicode text",
    ]);
    expect((await setup.caller.runs.list()).total).toBe(before);
    const question = "Which merchants \ud83d\ude00 use v2?";
    expect(startRunInputSchema.parse({ ...start, question }).question).toBe(question);
  });

  it("counts text of only invisible format characters as empty; refuses them in names", async () => {
    const before = (await setup.caller.runs.list()).total;
    expect(
      await rejected(setup.caller.runs.start({ ...start, question: "\u200b\u2060 \ufeff" })),
    ).toEqual(["the question must not be empty"]);
    // Inside the history union too, with the one message (not zod's "Invalid input").
    expect(
      await rejected(setup.caller.runs.start({ ...start, history: { text: "\u200b\v\u200b" } })),
    ).toEqual(["the attached history must not be empty"]);
    expect(
      await rejected(
        setup.caller.corrections.send({ runId: "run_x", agentId: "agent_x", text: "\u200b\u200b" }),
      ),
    ).toEqual(["the correction must not be empty"]);
    const register = { name: "Ledger", rootPath: "/tmp/ledger" };
    expect(
      await rejected(setup.caller.workspaces.register({ ...register, name: "\u200d" })),
    ).toEqual(["the workspace name must not be empty"]);
    expect(
      await rejected(setup.caller.workspaces.register({ ...register, databasePath: "\u2060" })),
    ).toEqual(["the database path must be empty or a path"]);
    expect(
      await rejected(setup.caller.workspaces.register({ ...register, name: "Ledger\u200b" })),
    ).toEqual([
      "the workspace name must not contain invisible format characters (U+200B at character 7), which make look-alike names",
    ]);
    const user = { email: "new@debrief.test", role: "engineer" as const };
    expect(createUserInputSchema.safeParse({ ...user, name: "\u200bAdmin" }).error?.issues).toEqual(
      [
        expect.objectContaining({
          message:
            "the name must not contain invisible format characters (U+200B at character 1), which make look-alike names",
        }),
      ],
    );
    expect(createUserInputSchema.safeParse({ ...user, name: "\u2060" }).error?.issues).toEqual([
      expect.objectContaining({ message: "the name must not be empty" }),
    ]);
    expect((await setup.caller.runs.list()).total).toBe(before);
    // Free text keeps format characters between visible ones (an emoji's zero-width joiner).
    const text = "thanks \ud83d\udc69\u200d\ud83d\udcbb";
    expect(sendCorrectionInputSchema.parse({ runId: "r", agentId: "a", text }).text).toBe(text);
  });

  it("takes the joiners a name's script or emoji needs, and refuses them in Latin text", () => {
    const user = { email: "joiner@debrief.test", role: "engineer" as const };
    const accepted = (name: string) => createUserInputSchema.safeParse({ ...user, name }).success;
    // Persian "Mehrnoosh" written with a zero width non-joiner, Hindi "Kshatriya" with a joiner,
    // and an emoji sequence (woman technologist) after a Latin name.
    expect(accepted("\u0645\u0647\u0631\u200c\u0646\u0648\u0634")).toBe(true);
    expect(accepted("\u0915\u094d\u200d\u0937")).toBe(true);
    expect(accepted("Dana \ud83d\udc69\u200d\ud83d\udcbb")).toBe(true);
    const refused = (name: string) =>
      createUserInputSchema
        .safeParse({ ...user, name })
        .error?.issues.map((issue) => issue.message);
    expect(refused("Ad\u200dmin")).toEqual([
      "the name must not contain invisible format characters (U+200D at character 3), which make look-alike names",
    ]);
    expect(refused("Ad\u200cmin")).toEqual([
      "the name must not contain invisible format characters (U+200C at character 3), which make look-alike names",
    ]);
    // A joiner at an edge or beside a space joins nothing.
    expect(refused("\u0645\u0647\u200c")).toEqual([
      "the name must not contain invisible format characters (U+200C at character 3), which make look-alike names",
    ]);
    expect(refused("Dana\u200d \ud83d\udc69")).toEqual([
      "the name must not contain invisible format characters (U+200D at character 5), which make look-alike names",
    ]);
  });

  it("refuses bidirectional overrides in free text and keeps embeddings and right-to-left text", () => {
    const correction = (text: string) =>
      sendCorrectionInputSchema
        .safeParse({ runId: "r", agentId: "a", text })
        .error?.issues.map((issue) => issue.message);
    expect(correction("check invoice\u202Efdp.exe first")).toEqual([
      "the correction must not contain bidirectional override characters (U+202E at character 14), which show the text after them reversed",
    ]);
    expect(correction("\u202Dforced left")).toEqual([
      "the correction must not contain bidirectional override characters (U+202D at character 1), which show the text after them reversed",
    ]);
    // Hebrew text, an embedding closed by its pop, and an isolate are ordinary text.
    expect(correction("\u05e9\u05dc\u05d5\u05dd merchants")).toBeUndefined();
    expect(correction("a \u202Bembedded\u202C b")).toBeUndefined();
    expect(correction("a \u2067isolated\u2069 b")).toBeUndefined();
  });

  it("refuses a model the scripted provider does not have, storing nothing", async () => {
    const before = (await setup.caller.runs.list()).total;
    await expectTrpcError(
      setup.caller.runs.start({ ...start, provider: "scripted", model: "gpt-5" }),
      "BAD_REQUEST",
      'the scripted provider has one model, scripted-1; leave the model empty or name scripted-1 (got "gpt-5")',
    );
    expect((await setup.caller.runs.list()).total).toBe(before);
  });
});
