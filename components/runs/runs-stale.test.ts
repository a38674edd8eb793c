import { TRPCClientError } from "@trpc/client";
import { describe, expect, it } from "vitest";
import { formatTimestamp } from "@/components/ui/format";
import { runsListView, runsLiveView } from "./runs-stale";

const loadedAt = new Date(2026, 11, 3, 15, 30, 2).getTime();
const refused = (code: string) =>
  TRPCClientError.from({
    error: { code: -32000, message: "no", data: { code, httpStatus: 500 } },
  });

describe("runsListView", () => {
  it("keeps the loaded rows when a re-read gets no answer, saying since when they are shown", () => {
    // The list was replaced by "Could not load runs" while the server was down.
    const view = runsListView({
      error: new TRPCClientError("Failed to fetch"),
      hasRows: true,
      placeholder: false,
      loadedAt,
    });
    expect(view).toEqual({
      kind: "stale",
      notice: `Server not answering — showing what was loaded at ${formatTimestamp(loadedAt)}.`,
    });
  });

  it("says a refused re-read as such, and leaves the session's end to its own notice", () => {
    expect(
      runsListView({
        error: refused("INTERNAL_SERVER_ERROR"),
        hasRows: true,
        placeholder: false,
        loadedAt,
      }),
    ).toEqual({
      kind: "stale",
      notice: `The runs could not be re-read — showing what was loaded at ${formatTimestamp(loadedAt)}.`,
    });
    expect(
      runsListView({ error: refused("UNAUTHORIZED"), hasRows: true, placeholder: false, loadedAt }),
    ).toEqual({ kind: "stale", notice: null });
  });

  it("shows the error when nothing was loaded, or the rows were another filter's", () => {
    const error = new TRPCClientError("Failed to fetch");
    expect(runsListView({ error, hasRows: false, placeholder: false, loadedAt: 0 })).toEqual({
      kind: "error",
    });
    expect(runsListView({ error, hasRows: true, placeholder: true, loadedAt })).toEqual({
      kind: "error",
    });
    expect(runsListView({ error: null, hasRows: true, placeholder: false, loadedAt })).toEqual({
      kind: "fresh",
    });
  });
});

describe("runsLiveView", () => {
  it("says live, polling while the change stream is down, and not updating once the session ended", () => {
    expect(runsLiveView(true, false)).toMatchObject({ state: "live", text: "live" });
    expect(runsLiveView(false, false)).toMatchObject({ state: "polling", text: "polling" });
    // It said "polling" for good after the session had ended, though nothing was read any more.
    expect(runsLiveView(false, true)).toMatchObject({ state: "ended", text: "not updating" });
  });
});
