import { describe, expect, it } from "vitest";
import type { FrozenAnswer } from "./frozen-set";
import { compareLabels, loadSecondLabels, type SecondLabels } from "./label-agreement";

const first: FrozenAnswer[] = [
  {
    id: "S1",
    variant: "single",
    answer: "Nineteen merchants break on 31 March.",
    faithful: false,
    items: [
      { label: "r/F1", status: "dropped", severity: "medium", note: "date unattributed" },
      { label: "r/F4", status: "dropped", severity: "high", note: "19 stated bare" },
      { label: "r/U1", status: "dropped", severity: "medium", note: "left out" },
      { label: "r/N1", status: "not_used", note: "" },
    ],
  },
  {
    id: "S2",
    variant: "single",
    answer: "Probably nineteen, per the changelog.",
    faithful: true,
    items: [
      { label: "r/F1", status: "carried", note: "per the changelog" },
      { label: "r/F4", status: "carried", note: "probably" },
      { label: "r/U1", status: "not_used", note: "" },
      { label: "r/N1", status: "not_used", note: "" },
    ],
  },
];

const second: SecondLabels[] = [
  {
    id: "S1",
    faithful: false,
    items: [
      { label: "r/F1", status: "dropped", severity: "medium" },
      { label: "r/F4", status: "dropped", severity: "medium" },
      { label: "r/U1", status: "not_used" },
      { label: "r/N1", status: "not_used" },
    ],
  },
  {
    id: "S2",
    faithful: false,
    items: [
      { label: "r/N1", status: "not_used" },
      { label: "r/U1", status: "dropped", severity: "medium" },
      { label: "r/F4", status: "carried" },
      { label: "r/F1", status: "carried" },
    ],
  },
];

describe("compareLabels", () => {
  it("counts agreement item by item, whatever the order of the second labeling's items", () => {
    const agreement = compareLabels(first, second);
    expect(agreement).toMatchObject({
      answers: 2,
      items: 8,
      statusAgreement: 6 / 8,
      firstDropped: 3,
      secondDropped: 3,
      bothDropped: 2,
      secondRecall: 2 / 3,
      secondPrecision: 2 / 3,
      firstHigh: 1,
      secondHigh: 0,
      bothHigh: 0,
      faithfulAgreement: 1,
    });
    // observed 6/8 = 0.75; chance (3/8)² + (5/8)² = 34/64; kappa (0.75 - 0.53125) / 0.46875
    expect(agreement.kappa).toBeCloseTo(0.46667, 4);
  });

  it("is perfect for a labeling compared with itself", () => {
    const same = first.map((answer) => ({
      id: answer.id,
      faithful: answer.faithful,
      items: answer.items,
    }));
    expect(compareLabels(first, same)).toMatchObject({
      statusAgreement: 1,
      kappa: 1,
      secondRecall: 1,
    });
  });

  it("rejects a second labeling that lacks an answer, lacks an item or labels one twice", () => {
    expect(() => compareLabels(first, second.slice(0, 1))).toThrow("second labels lack answer S2");
    const lacking = [second[0]!, { ...second[1]!, items: second[1]!.items.slice(1) }];
    expect(() => compareLabels(first, lacking)).toThrow("second labels of S2 lack r/N1");
    const twice = [
      second[0]!,
      { ...second[1]!, items: [...second[1]!.items, second[1]!.items[0]!] },
    ];
    expect(() => compareLabels(first, twice)).toThrow("second labels of S2 label r/N1 twice");
  });
});

describe("loadSecondLabels", () => {
  it("reads a held-out set's second labeling, one entry per answer, and null where there is none", () => {
    const v16 = loadSecondLabels("v16");
    expect(v16).toHaveLength(64);
    expect(v16!.every((entry) => entry.items.length === (entry.id.startsWith("S") ? 13 : 42))).toBe(
      true,
    );
    expect(loadSecondLabels("v1")).toBeNull();
  });
});
