import { describe, expect, it } from "vitest";
import { appPageUrl, runPageUrl } from "./demo-url";

describe("npm run demo's 'Open …' address", () => {
  it("follows DEBRIEF_BASE_URL, else DEBRIEF_HOST and PORT, else 127.0.0.1:3000", () => {
    expect(runPageUrl({}, "run_1")).toBe("http://127.0.0.1:3000/runs/run_1");
    expect(runPageUrl({ PORT: "3300" }, "run_1")).toBe("http://127.0.0.1:3300/runs/run_1");
    expect(
      runPageUrl({ PORT: "3300", DEBRIEF_BASE_URL: "https://debrief.example.com/" }, "run_1"),
    ).toBe("https://debrief.example.com/runs/run_1");
    expect(runPageUrl({ DEBRIEF_HOST: "0.0.0.0", PORT: "4000" }, "run_1")).toBe(
      "http://127.0.0.1:4000/runs/run_1",
    );
    expect(runPageUrl({ DEBRIEF_HOST: "::1" }, "run_1")).toBe("http://[::1]:3000/runs/run_1");
    expect(runPageUrl({ DEBRIEF_BASE_URL: "  " }, "run_1")).toBe(
      "http://127.0.0.1:3000/runs/run_1",
    );
  });
});

describe("npm run experiment's 'Open …' address", () => {
  it("follows DEBRIEF_BASE_URL, else DEBRIEF_HOST and PORT, like the demo's (it printed 127.0.0.1:3000 always)", () => {
    expect(appPageUrl({ DEBRIEF_BASE_URL: "http://127.0.0.1:3410" }, "/experiments/exp_1")).toBe(
      "http://127.0.0.1:3410/experiments/exp_1",
    );
    expect(appPageUrl({ PORT: "3300" }, "/experiments/exp_1")).toBe(
      "http://127.0.0.1:3300/experiments/exp_1",
    );
    expect(appPageUrl({}, "/experiments/exp_1")).toBe("http://127.0.0.1:3000/experiments/exp_1");
  });
});
