import { afterAll, describe, expect, it } from "vitest";
import { AgentManager } from "../../runtime/agent/agent-manager";
import { BufferedRunStore } from "../../runtime/buffered-run-store";
import { createIdGenerator } from "../../runtime/system-clock";
import { o200kTokenCounter } from "../../runtime/window/token-counter";
import { heldRun } from "../../testing/held-run";
import { testServicesForFile, type TestServices } from "../../testing/test-services";
import { EventHub } from "../runs/event-hub";
import { PgNotifications } from "../../db/pg-notifications";
import type { CorrectionRecord } from "../../runtime/records";
import {
  correctionMessage,
  PgRunControl,
  type RunControlMessage,
} from "../runs/run-control-channel";
import { handleRunControl } from "../runs/run-control-handler";
import { PrismaRunStore } from "../runs/run-store-repository";
import { StoredCorrectionRepository } from "./stored-correction-repository";

/**
 * Issue 10 item 5, one source of correction sequences: in PostgreSQL mode a parent's
 * correct_agent call (in the worker) and a person's correction (stored by the web process) for
 * the same child are both numbered by the database, so they never collide on (agent,
 * sequence). The worker here is a manager over a store that numbers corrections, as
 * app-services builds it in PostgreSQL mode, on the test database.
 */
const setup = testServicesForFile();

/** The worker stores' append writers, closed before the file's database is deleted. */
const workerStores: PrismaRunStore[] = [];
afterAll(async () => {
  for (const store of workerStores) await store.close();
});

/** The test services with the manager and store a worker has in PostgreSQL mode. */
function workerServices(): TestServices {
  const stored = new PrismaRunStore(setup.database.prisma, {
    announcer: setup.services.runEventFeed,
    numberCorrections: true,
  });
  workerStores.push(stored);
  const store = new BufferedRunStore(stored);
  const manager = new AgentManager({
    store,
    clock: setup.services.clock,
    ids: createIdGenerator(),
    events: new EventHub(),
    tokenCounter: o200kTokenCounter,
  });
  // setup is a proxy (its fields are read on use): name the ones heldRun reads.
  return {
    caller: setup.caller,
    database: setup.database,
    services: { ...setup.services, store, manager },
  } as TestServices;
}

describe("correction sequences across processes", () => {
  it("numbers a parent's and a person's corrections for one child from the database: distinct, increasing, all consumed", async () => {
    const worker = workerServices();
    const { manager } = worker.services;
    const web = new StoredCorrectionRepository(setup.database.prisma, setup.services.runEventFeed);
    const { handle, child, release } = await heldRun(worker, "run_sequences");
    const controlDeps = {
      manager,
      runLeases: { cancelRequest: () => Promise.resolve(null) },
      storedCorrections: web,
      clock: setup.services.clock,
    };
    const fromParent = (text: string) =>
      manager.queueCorrection({ agentId: child.id, text, author: `agent:${handle.parentAgentId}` });
    const fromPerson = async (text: string) => {
      const stored = await web.store({
        id: `correction_${text.replace(/\W/g, "_")}`,
        runId: handle.runId,
        agentId: child.id,
        text,
        author: "human:ada@debrief.test",
        createdAt: setup.services.clock.now(),
      });
      await handleRunControl(controlDeps, correctionMessage(stored));
      return stored;
    };
    // Started together: before the fix, the parent's sequences came from the inbox (1, 2) and
    // the person's from the database (1, 2): the same keys.
    const sent = await Promise.all([
      fromParent("parent one"),
      fromPerson("person one"),
      fromParent("parent two"),
      fromPerson("person two"),
    ]);
    const sequences = sent.map((correction) => correction.sequence);
    expect([...sequences].sort((a, b) => a - b)).toEqual([1, 2, 3, 4]);
    release();
    await handle.done;
    await worker.services.store.flush();
    const rows = await setup.database.prisma.correction.findMany({
      where: { agentId: child.id },
      include: { consumption: true, refusal: true },
      orderBy: { sequence: "asc" },
    });
    expect(rows.map((row) => [row.sequence, row.text])).toEqual(
      [...sent]
        .sort((a, b) => a.sequence - b.sequence)
        .map((correction) => [correction.sequence, correction.text]),
    );
    expect(rows.map((row) => row.consumption?.sequence)).toEqual([1, 2, 3, 4]);
    expect(rows.map((row) => row.refusal)).toEqual([null, null, null, null]);
    // The child's transcript takes them in sequence order.
    const { transcripts } = await setup.caller.runs.get({ runId: handle.runId });
    const consumed = transcripts[child.id]!.flatMap((item) =>
      item.kind === "correction" ? [item.correctionSequence] : [],
    );
    expect(consumed).toEqual([1, 2, 3, 4]);
  });

  it("stores concurrent corrections for one agent with distinct sequences and one event each; refuses a missing agent, one of another run and a duplicate id", async () => {
    const worker = workerServices();
    const web = new StoredCorrectionRepository(setup.database.prisma, setup.services.runEventFeed);
    const { handle, child, release } = await heldRun(worker, "run_one_statement");
    const other = await heldRun(worker, "run_other");
    const correction = (id: string, agentId = child.id, runId = handle.runId) => ({
      id,
      runId,
      agentId,
      text: `"quoted" text of ${id}`,
      author: "human:ada@debrief.test",
      createdAt: 1_800_000_000_123,
    });
    const stored = await Promise.all(
      ["c_one", "c_two", "c_three", "c_four", "c_five"].map((id) => web.store(correction(id))),
    );
    expect(stored.map((row) => row.sequence).sort((a, b) => a - b)).toEqual([1, 2, 3, 4, 5]);
    const events = await setup.services.runEvents.eventsAfter(handle.runId, 0, 10_000);
    const queued = events.flatMap((event) =>
      event.delta.type === "correction-queued" ? [event.delta.correction] : [],
    );
    expect(queued.sort((a, b) => a.sequence - b.sequence)).toEqual(
      [...stored].sort((a, b) => a.sequence - b.sequence),
    );
    await expect(web.store(correction("c_missing", "agent_missing"))).rejects.toThrow(
      `agent agent_missing of run ${handle.runId} does not exist`,
    );
    await expect(web.store(correction("c_elsewhere", other.child.id))).rejects.toThrow(
      `agent ${other.child.id} of run ${handle.runId} does not exist`,
    );
    await expect(web.store(correction("c_one"))).rejects.toThrow(
      "correction c_one collides with a stored one",
    );
    release();
    other.release();
    await Promise.all([handle.done, other.handle.done]);
  });

  it("sends the holder's notice from the storing statement on PostgreSQL: the database's sequence in it, none for a store refused", async () => {
    const web = new StoredCorrectionRepository(setup.database.prisma, setup.services.runEventFeed);
    const { handle, child, release } = await heldRun(workerServices(), "run_notice");
    const record = (id: string, agentId = child.id) => ({
      id,
      runId: handle.runId,
      agentId,
      text: 'notice "sequence":-1 \\ end',
      author: "human:ada@debrief.test",
      createdAt: 1_800_000_000_456,
    });
    if (setup.database.provider !== "postgresql") {
      // SQLite has no other process to tell: asking for a NOTIFY is a programming error.
      const notice = { channel: "unused", payload: () => "{}" };
      await expect(web.store(record("c_sqlite"), notice)).rejects.toThrow(
        "a correction's NOTIFY in its storing statement needs PostgreSQL",
      );
      release();
      await handle.done;
      return;
    }
    const notifications = await PgNotifications.connect(setup.database.databaseUrl);
    const channel = notifications.channelName("debrief_test_notice");
    const heard: RunControlMessage[] = [];
    let arrived: () => void = () => undefined;
    await notifications.listen(channel, (payload) => {
      heard.push(JSON.parse(payload) as RunControlMessage);
      arrived();
    });
    const control = new PgRunControl(notifications);
    const notice = {
      channel,
      payload: (stored: CorrectionRecord) => control.notice(correctionMessage(stored)).payload,
    };
    // Notices arrive in commit order: one from the refused store would come before the second.
    const heardBoth = new Promise<void>(
      (resolve) => (arrived = () => heard.length >= 2 && resolve()),
    );
    await web.store(record("c_first"), notice);
    await expect(web.store(record("c_nobody", "agent_missing"), notice)).rejects.toThrow(
      `agent agent_missing of run ${handle.runId} does not exist`,
    );
    const second = await web.store(record("c_second"), notice);
    await heardBoth;
    expect(heard.map((message) => message.kind === "correction" && message.correction)).toEqual([
      { ...record("c_first"), sequence: 1 },
      { ...second, sequence: 2 },
    ]);
    await notifications.close();
    release();
    await handle.done;
  });
});
