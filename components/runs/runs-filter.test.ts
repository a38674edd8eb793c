import { describe, expect, it } from "vitest";
import { MAX_RUNS_SEARCH_LENGTH } from "@/server/shared/limits";
import {
  NO_RUNS_FILTER,
  filterFromSearchParams,
  isFiltered,
  listInputFor,
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
