import { describe, expect, it } from "vitest";
import { MAX_RUNS_SEARCH_LENGTH } from "@/server/shared/limits";
import {
  NO_RUNS_FILTER,
  filterFromSearchParams,
  isFiltered,
  listInputFor,
  runsCountLabel,
  unreviewedEmptyText,
  searchParamsFor,
  type RunsFilter,
} from "./runs-filter";

const everything: RunsFilter = {
  query: "which merchants?",
  status: "failed",
  outcome: "degraded",
  provider: "openai",
  returnMode: "summary",
  workspaceId: "ledgerline",
  source: "experiments",
  unreviewedOnly: true,
};

describe("runs filter in the URL", () => {
  it("writes nothing for the unfiltered list", () => {
    expect(searchParamsFor(NO_RUNS_FILTER)).toBe("");
    expect(filterFromSearchParams(new URLSearchParams(""))).toEqual(NO_RUNS_FILTER);
  });

  it("round-trips every field through the search parameters", () => {
    const written = searchParamsFor(everything);
    expect(written).toBe(
      "q=which+merchants%3F&status=failed&outcome=degraded&provider=openai&mode=summary&workspace=ledgerline&source=experiments&unreviewed=1",
    );
    expect(filterFromSearchParams(new URLSearchParams(written))).toEqual(everything);
  });

  it("keeps one field and leaves the others unfiltered", () => {
    const filter = { ...NO_RUNS_FILTER, returnMode: "summary" as const };
    expect(searchParamsFor(filter)).toBe("mode=summary");
    expect(filterFromSearchParams(new URLSearchParams("mode=summary"))).toEqual(filter);
  });

  it("trims the search and drops a blank one", () => {
    expect(searchParamsFor({ ...NO_RUNS_FILTER, query: "  zebra " })).toBe("q=zebra");
    expect(searchParamsFor({ ...NO_RUNS_FILTER, query: "   " })).toBe("");
    expect(filterFromSearchParams(new URLSearchParams("q=%20zebra%20")).query).toBe("zebra");
  });

  it("ignores values that filter nothing the server knows", () => {
    const read = filterFromSearchParams(
      new URLSearchParams(
        `status=exploded&outcome=great&provider=nobody&mode=poem&source=aliens&unreviewed=yes&q=${"x".repeat(MAX_RUNS_SEARCH_LENGTH + 1)}`,
      ),
    );
    expect(read).toEqual(NO_RUNS_FILTER);
  });

  it("sends the server only its own fields: unreviewed-only is filtered in the browser", () => {
    expect(listInputFor({ ...NO_RUNS_FILTER, unreviewedOnly: true })).toEqual({});
    expect(isFiltered({ ...NO_RUNS_FILTER, unreviewedOnly: true })).toBe(false);
    expect(listInputFor(everything)).toEqual({
      query: "which merchants?",
      status: "failed",
      outcome: "degraded",
      provider: "openai",
      returnMode: "summary",
      workspaceId: "ledgerline",
      source: "experiments",
    });
  });
});

describe("runsCountLabel", () => {
  it("counts the rows shown when 'unreviewed flags only' hides some (1 row: not '21 of 21 runs')", () => {
    expect(runsCountLabel({ shown: 21, loaded: 21, total: 21, unreviewedOnly: false })).toBe(
      "21 of 21 runs",
    );
    expect(runsCountLabel({ shown: 1, loaded: 21, total: 21, unreviewedOnly: true })).toBe(
      "1 run with unreviewed flags, among 21 of 21 runs",
    );
    expect(runsCountLabel({ shown: 3, loaded: 50, total: 120, unreviewedOnly: true })).toBe(
      "3 runs with unreviewed flags, among 50 of 120 runs",
    );
    expect(runsCountLabel({ shown: 1, loaded: 1, total: 1, unreviewedOnly: false })).toBe(
      "1 of 1 run",
    );
  });
});

describe("unreviewedEmptyText", () => {
  it("says every flag is reviewed only when every run is loaded", () => {
    expect(unreviewedEmptyText({ loaded: 21, total: 21 })).toEqual({
      title: "No runs with unreviewed flags",
      text: "Every flag on the listed runs has been confirmed or dismissed.",
    });
  });

  it("says older runs are not loaded yet instead of a dead end (a flagged run on page 2)", () => {
    expect(unreviewedEmptyText({ loaded: 50, total: 58 })).toEqual({
      title: "No unreviewed flags among the 50 runs loaded",
      text: "8 older runs are not loaded yet: show more to check them.",
    });
    expect(unreviewedEmptyText({ loaded: 50, total: 51 }).text).toBe(
      "1 older run is not loaded yet: show more to check it.",
    );
  });
});
