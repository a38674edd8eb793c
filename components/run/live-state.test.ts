import { describe, expect, it } from "vitest";
import { liveLabel, runLiveState } from "./live-state";

const base = { terminal: false, sessionEnded: false, streamDown: false, liveStatus: "pending" };

describe("runLiveState", () => {
  it("says live, connecting, or polling while the stream is down (the server not answering)", () => {
    expect(runLiveState(base)).toBe("live");
    expect(runLiveState({ ...base, liveStatus: "connecting" })).toBe("connecting");
    expect(runLiveState({ ...base, streamDown: true })).toBe("polling");
    expect(runLiveState({ ...base, liveStatus: "error" })).toBe("polling");
    expect(liveLabel("polling").text).toBe("live stream lost: polling every 2 s");
  });

  it("says the session ended, not polling, once a request was refused for want of one", () => {
    // The page said "live stream lost: polling every 2 s" for good after the session expired.
    const ended = { ...base, sessionEnded: true, streamDown: true, liveStatus: "error" };
    expect(runLiveState(ended)).toBe("session-ended");
    expect(liveLabel("session-ended").text).toBe("session ended: not updating");
    expect(runLiveState({ ...ended, terminal: true })).toBe("ended");
  });
});
