import { describe, expect, it } from "vitest";
import { ConflictError, NotFoundError } from "./errors";
import { MemoryRunStore } from "./memory-store";
import { buildRunFixture, writeRunFixture } from "./testing/record-fixtures";

describe("MemoryRunStore", () => {
  it("keeps every record and returns transcripts in sequence order", async () => {
    const store = new MemoryRunStore();
    const fixture = buildRunFixture();
    await writeRunFixture(store, fixture);

    const [childA] = fixture.children;
    expect(await store.loadTranscript(childA.id)).toEqual(
      fixture.items.filter((item) => item.agentId === childA.id),
    );
    expect(store.agents.map((agent) => agent.id)).toEqual([
      fixture.parent.id,
      ...fixture.children.map((child) => child.id),
    ]);
    expect(store.exchanges).toEqual(fixture.exchanges);
    expect(store.windowSamples).toEqual(fixture.samples);
    expect(store.debriefs).toEqual(fixture.debriefs);
    expect(store.corrections).toEqual(fixture.corrections);
    expect(store.consumptions).toEqual(fixture.consumptions);
    expect(store.telemetry).toEqual(fixture.telemetry);
  });

  it("copies records in and out", async () => {
    const store = new MemoryRunStore();
    const fixture = buildRunFixture();
    await writeRunFixture(store, fixture);
    fixture.parent.activity.inboxCount = 99;
    const [first] = await store.loadTranscript(fixture.children[0].id);
    if (first?.kind === "message") first.text = "changed";
    expect(store.agentsById.get(fixture.parent.id)?.activity.inboxCount).toBe(0);
    expect((await store.loadTranscript(fixture.children[0].id))[0]).toEqual(fixture.items[0]);
  });

  it("applies patches and ignores undefined keys", async () => {
    const store = new MemoryRunStore();
    const fixture = buildRunFixture();
    await writeRunFixture(store, fixture);
    await store.updateRun(fixture.run.id, {
      status: "succeeded",
      finalAnswer: "42 merchants",
      finishedAt: fixture.run.createdAt + 5_000,
      statusDetail: undefined,
    });
    expect(store.runs.get(fixture.run.id)).toEqual({
      ...fixture.run,
      status: "succeeded",
      finalAnswer: "42 merchants",
      finishedAt: fixture.run.createdAt + 5_000,
    });
  });

  it("rejects a duplicate correction sequence for the same agent with ConflictError", async () => {
    const store = new MemoryRunStore();
    const fixture = buildRunFixture();
    await writeRunFixture(store, fixture);
    const duplicate = { ...fixture.corrections[0]!, id: "another_id", text: "again" };
    await expect(store.recordCorrection(duplicate)).rejects.toBeInstanceOf(ConflictError);
    // The same sequence for another agent is fine.
    await store.recordCorrection({ ...duplicate, agentId: fixture.children[1].id });
    expect(store.corrections).toHaveLength(3);
  });

  it("rejects duplicate transcript sequences atomically and a second consumption", async () => {
    const store = new MemoryRunStore();
    const fixture = buildRunFixture();
    await writeRunFixture(store, fixture);
    const [childA] = fixture.children;
    const fresh = { ...fixture.items[0]!, id: "fresh", sequence: 50 };
    const clash = { ...fixture.items[0]!, id: "clash" };
    await expect(store.appendItems(fixture.run.id, [fresh, clash])).rejects.toBeInstanceOf(
      ConflictError,
    );
    expect((await store.loadTranscript(childA.id)).map((item) => item.id)).not.toContain("fresh");
    await expect(store.recordConsumption(fixture.consumptions[0]!)).rejects.toBeInstanceOf(
      ConflictError,
    );
  });

  it("throws NotFoundError for writes about unknown runs and agents", async () => {
    const store = new MemoryRunStore();
    const fixture = buildRunFixture();
    await expect(store.updateRun("nope", { status: "failed" })).rejects.toBeInstanceOf(
      NotFoundError,
    );
    await expect(store.createAgent(fixture.parent)).rejects.toBeInstanceOf(NotFoundError);
    await store.createRun(fixture.run);
    await expect(store.updateAgent("nope", { iteration: 2 })).rejects.toBeInstanceOf(NotFoundError);
  });
});
