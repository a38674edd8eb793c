import superjson from "superjson";
import { describe, expect, it } from "vitest";
import { MAX_WINDOW_SAMPLES_PER_AGENT } from "../../shared/window-samples";
import { buildLargeRun, writeLargeRun } from "../../testing/large-run";
import { testServicesForFile } from "../../testing/test-services";
import { PrismaRunStore } from "./run-store-repository";

const setup = testServicesForFile();
const bytes = (value: unknown) => JSON.stringify(superjson.serialize(value)).length;

describe("a run with 5,002 transcript items (issue 12)", () => {
  it("loads as a snapshot of about a hundred kilobytes: first pages, counts, thinned samples", async () => {
    const large = buildLargeRun("run_large", 1_800_000_000_000);
    expect(large.items).toHaveLength(5_002);
    // Its own append writer, closed before the file's database is deleted: a run this large
    // starts the writer's checkpoint thread, which must not outlive the database file.
    const store = new PrismaRunStore(setup.services.prisma);
    try {
      await writeLargeRun(store, large);
    } finally {
      await store.close();
    }
    const [parent, child] = large.agents;

    const snapshot = await setup.caller.runs.get({ runId: "run_large" });
    const full = await setup.services.runRepository.getRunDetail("run_large");
    console.log(
      `runs.get ${bytes(snapshot)} bytes; the whole stored detail ${bytes(full)} bytes; ` +
        `${Object.values(snapshot.transcripts).flat().length} items and ` +
        `${snapshot.windowSamples.length} of ${full.windowSamples.length} window samples shipped`,
    );
    expect(bytes(snapshot)).toBeLessThan(200_000);
    expect(bytes(full)).toBeGreaterThan(3_000_000);
    expect(snapshot.transcripts[child!.id]).toHaveLength(100);
    expect(snapshot.transcriptCounts).toEqual({
      [parent!.id]: { items: 4, toolCalls: 1, lastSequence: 3 },
      [child!.id]: { items: 4_998, toolCalls: 2_498, lastSequence: 4_997 },
    });
    expect(snapshot.modelCallCounts[child!.id]).toEqual({
      calls: 2_499,
      withWarnings: 0,
      lastIteration: 2_499,
    });
    const childSamples = snapshot.windowSamples.filter((sample) => sample.agentId === child!.id);
    expect(childSamples.length).toBeLessThanOrEqual(MAX_WINDOW_SAMPLES_PER_AGENT);
    expect(snapshot.windowFigures).toEqual(full.windowFigures);
  });

  it("pages the child's transcript in pages of up to 500 items", async () => {
    const child = "run_large_child";
    let cursor: number | null = 0;
    let pages = 0;
    let items = 0;
    while (cursor !== null) {
      const page = await setup.caller.transcripts.page({
        runId: "run_large",
        agentId: child,
        cursor,
        limit: 500,
      });
      pages += 1;
      items += page.items.length;
      cursor = page.nextCursor;
    }
    expect({ pages, items }).toEqual({ pages: 10, items: 4_998 });
  });
});
