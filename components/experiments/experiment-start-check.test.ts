import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { CasePicker } from "./case-picker";
import { experimentStartProblem, togglePicked, trialCount } from "./experiment-start-check";

const ready = {
  draining: false,
  modeCount: 4,
  trials: "1",
  allCases: false,
  pickedCount: 2,
  caseCount: 32,
};

describe("starting an experiment", () => {
  it("is refused, with the reason, while no case is chosen", () => {
    expect(experimentStartProblem({ ...ready, pickedCount: 0 })).toBe(
      "Choose at least one case to start (or run all of them).",
    );
    expect(experimentStartProblem(ready)).toBeNull();
    expect(experimentStartProblem({ ...ready, allCases: true, pickedCount: 0 })).toBeNull();
  });

  it("is refused while a deployment drain is in force, before any other reason", () => {
    expect(experimentStartProblem({ ...ready, draining: true, modeCount: 0 })).toBe(
      "Experiments start runs, and new runs are refused while the deployment drain is in force.",
    );
  });

  it("is refused without a return mode, or with a dataset version that has no case", () => {
    expect(experimentStartProblem({ ...ready, modeCount: 0 })).toBe(
      "Choose at least one return mode to start.",
    );
    expect(experimentStartProblem({ ...ready, allCases: true, caseCount: 0 })).toBe(
      "The dataset version has no case to run.",
    );
  });

  it("is refused while the trials are not a whole number from 1 to 5 (no run count then)", () => {
    for (const trials of ["", "0", "9", "1.5", "-1", "two"]) {
      expect(trialCount(trials)).toBeNull();
      expect(experimentStartProblem({ ...ready, trials })).toBe(
        "Trials must be a whole number from 1 to 5.",
      );
    }
    expect(trialCount("5")).toBe(5);
    expect(experimentStartProblem({ ...ready, trials: "5" })).toBeNull();
    // A missing return mode is named first.
    expect(experimentStartProblem({ ...ready, trials: "9", modeCount: 0 })).toBe(
      "Choose at least one return mode to start.",
    );
  });

  it("selects all, none, or toggles one case, keeping the list's order", () => {
    const listed = ["c1", "c2", "c3"];
    expect(togglePicked([], listed, { kind: "all" })).toEqual(listed);
    expect(togglePicked(["c2"], listed, { kind: "none" })).toEqual([]);
    expect(togglePicked(["c3"], listed, { kind: "one", id: "c1" })).toEqual(["c1", "c3"]);
    expect(togglePicked(["c1", "c3"], listed, { kind: "one", id: "c1" })).toEqual(["c3"]);
  });
});

describe("the case picker", () => {
  it("lists a checkbox per case with its question, and says how many are chosen", () => {
    const html = renderToStaticMarkup(
      createElement(CasePicker, {
        cases: [
          { id: "v2-001", question: "Which merchants break?" },
          { id: "v2-002", question: "Which flags are stale?" },
        ],
        picked: ["v2-002"],
        onChange: () => {},
        loading: false,
      }),
    );
    expect(html.match(/type="checkbox"/g)).toHaveLength(2);
    expect(html).toMatch(/checked="" value="v2-002"/);
    expect(html).not.toMatch(/checked="" value="v2-001"/);
    expect(html).toContain("Which merchants break?");
    expect(html).toContain("1 of 2 chosen");
    expect(html).toContain(">Select all</button>");
    expect(html).toContain(">Select none</button>");
  });
});
