import { describe, expect, it } from "vitest";
import { Prisma as PostgresPrisma } from "../generated/postgresql/client";
import { Prisma as SqlitePrisma } from "../generated/sqlite/client";
import { APPEND_TABLES, eventRows, RUN_EVENT_TABLE } from "./append-rows";

/** Each append-only table's columns are exactly its model's fields, with a kind each. */
describe("APPEND_TABLES", () => {
  const fieldsOf = (prisma: typeof SqlitePrisma | typeof PostgresPrisma, table: string) => {
    const enums: Record<string, Record<string, string>> = {
      TranscriptItem: prisma.TranscriptItemScalarFieldEnum,
      TelemetryEvent: prisma.TelemetryEventScalarFieldEnum,
      ModelExchange: prisma.ModelExchangeScalarFieldEnum,
      WindowSample: prisma.WindowSampleScalarFieldEnum,
      RunEvent: prisma.RunEventScalarFieldEnum,
    };
    return Object.values(enums[table] ?? {}).sort();
  };

  it("lists every field of the model (both generated clients) with one kind per column", () => {
    expect(APPEND_TABLES.map((table) => table.name)).toEqual([
      "TranscriptItem",
      "TelemetryEvent",
      "ModelExchange",
      "WindowSample",
    ]);
    for (const table of APPEND_TABLES) {
      expect([...table.columns].sort()).toEqual(fieldsOf(SqlitePrisma, table.name));
      expect([...table.columns].sort()).toEqual(fieldsOf(PostgresPrisma, table.name));
      expect(table.kinds).toHaveLength(table.columns.length);
      table.columns.forEach((column, index) => {
        const kind = table.kinds[index];
        if (/At$|^at$/.test(column)) expect(kind).toBe("time");
        else if (kind === "time") throw new Error(`${table.name}.${column} is not a time`);
      });
    }
  });

  it("lists the run event log's fields the same way; its rows are numbered from the first sequence", () => {
    expect([...RUN_EVENT_TABLE.columns].sort()).toEqual(fieldsOf(SqlitePrisma, "RunEvent"));
    expect([...RUN_EVENT_TABLE.columns].sort()).toEqual(fieldsOf(PostgresPrisma, "RunEvent"));
    expect(RUN_EVENT_TABLE.kinds).toEqual(["text", "int", "text", "text", "time"]);
    const drafts = [
      { type: "items", delta: "{}" },
      { type: "agent", delta: "{}" },
    ];
    expect(eventRows("run_1", 7, drafts, 1_000)).toEqual([
      { runId: "run_1", sequence: 7, type: "items", delta: "{}", at: new Date(1_000) },
      { runId: "run_1", sequence: 8, type: "agent", delta: "{}", at: new Date(1_000) },
    ]);
  });
});
