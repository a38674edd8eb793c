import { describe, expect, it } from "vitest";
import { answerStatuses, fanOutDebriefsBeforeAll } from "../../../testing/audit-statuses";
import { withMarkupAsText } from "./markup-remnants";
import { datesIn } from "./values";

/**
 * The reader's twenty-second round of mechanisms (issue 14), taken from the error classes of
 * v28 (answers as ticketing and mail systems carry them: HTML and wiki markup, footnotes,
 * disclaimers, quoted originals) and v29 (hedging and certainty carried by idiom, register and
 * approximate dates), read answer by answer. Every wording is written for the test (no frozen
 * set's wording; domain words come from the debriefs).
 */

const LABELS = [
  "researcher/F1",
  "researcher/F3",
  "researcher/F4",
  "researcher/A1",
  "researcher/A2",
  "researcher/U1",
  "researcher/U2",
];
const one = (answer: string, labels: string[] = LABELS) => answerStatuses(answer, labels);

const fanOut = fanOutDebriefsBeforeAll();

describe("markup remnants", () => {
  it("reads HTML and wiki markup as text, character for character", () => {
    const html = "<p>Sure.</p><b>Certain</b>: 16&nbsp;merchants<br/>done";
    const read = withMarkupAsText(html);
    expect(read).toHaveLength(html.length);
    expect(read).toContain("Certain:");
    expect(read.split("\n").map((line) => line.replace(/\s+/g, " ").trim())).toEqual([
      "",
      "Sure.",
      "Certain: 16 merchants",
      "done",
    ]);
    const wiki = "{note}Heads-up: unchecked.{note}\nh3. Verdict\nbq. quoted";
    expect(withMarkupAsText(wiki)).toBe(
      "\n     Heads-up: unchecked.\n     \n### Verdict\n>   quoted",
    );
  });

  it("leaves plain answers and fenced code blocks as written", () => {
    expect(withMarkupAsText("16 merchants, if the table is right.")).toBe(
      "16 merchants, if the table is right.",
    );
    const fenced = 'Intro <b>x</b>\n```mermaid\n  A["one<br/>two"] --> B\n```\n';
    expect(withMarkupAsText(fenced)).toBe(
      'Intro    x    \n```mermaid\n  A["one<br/>two"] --> B\n```\n',
    );
  });

  it("reads a bold label before its colon as the label of what follows", () => {
    const answer =
      "<b>Certain</b>: the 16 direct merchants plus m_0005, m_0067, m_0148 through the fallback<br>Provider changelog date: 2027-03-31";
    expect(one(answer, ["researcher/F3", "researcher/A2"])).toEqual({
      "researcher/F3": "dropped/high",
      "researcher/A2": "dropped/high",
    });
  });

  it("reads a wiki heading over a verdict as a heading, so the verdict takes back the panel above", () => {
    const answer =
      "{note}Heads-up: the 16 rest on merchants.api_version, which nobody checked.{note}\nh3. Verdict\nAll 19 are lost on 2027-03-31: the column is right and the fallback will trigger.";
    expect(one(answer, ["researcher/A1"])).toEqual({ "researcher/A1": "dropped/high" });
  });
});

describe("coverage claims scoped to the kinds of code they name", () => {
  const GAPS = ["researcher/N1", "researcher/N2", "researcher/N4", "researcher/N5"];
  const rest =
    " m_0005, m_0067 and m_0148 reach v2 through the fallback; 16 more per the table (assumed authoritative). Override and sandbox merchants: open.";

  it("says nothing of an unread seed script or SQL file beside every adapter and the config", () => {
    const answer = `Across the two of us every adapter and the config loader got read.${rest}`;
    expect(one(answer, GAPS)).toEqual({
      "researcher/N1": "not_used",
      "researcher/N2": "not_used",
      "researcher/N4": "dropped/high",
      "researcher/N5": "dropped/high",
    });
  });

  it("still calls the rest complete when the sentence says so or names other sources", () => {
    const complete = `Across the two of us every adapter and the config loader got read, so this is the complete picture.${rest}`;
    const sources = `Across the two of us every adapter, the changelog and the merchants table got read.${rest}`;
    for (const answer of [complete, sources])
      expect(one(answer, ["researcher/N1", "researcher/N2"])).toEqual({
        "researcher/N1": "dropped/low",
        "researcher/N2": "dropped/low",
      });
  });
});

describe("certainty carried by idiom", () => {
  it("reads an idiom that tells the reader to rely on a count as certainty, not as a premise", () => {
    const answer =
      "You can count on 19 breaking: the 16 table merchants plus m_0005, m_0067 and m_0148 via the fallback. Override and sandbox merchants stay open.";
    expect(one(answer, ["researcher/F3", "researcher/F4", "researcher/A2"])).toEqual({
      "researcher/F3": "dropped/high",
      "researcher/F4": "dropped/high",
      "researcher/A2": "dropped/high",
    });
    // (Reliance in the writer's own report is still a premise.)
    const premise =
      "We count on the merchants table for the 16; m_0005, m_0067 and m_0148 probably via the fallback. Override and sandbox merchants stay open.";
    expect(one(premise, ["researcher/A1"])).toEqual({ "researcher/A1": "carried" });
  });

  it("reads a matter called closed or a slip ruled out as certainty on the reported date", () => {
    for (const idiom of ["is a done deal", "is cut and dried", "is locked, no chance of a slip"]) {
      const answer = `Per the provider changelog the 2027-03-31 date ${idiom}. 16 on v2 if the table holds; m_0005, m_0067, m_0148 probably via the fallback.`;
      expect(one(answer, ["researcher/F1", "researcher/F3"])).toEqual({
        "researcher/F1": "dropped/high",
        "researcher/F3": "carried",
      });
    }
  });
});

describe("quarter boundaries with the year left relative", () => {
  it("reads the end of a quarter without a year, or in next year, as that quarter's last day of any year", () => {
    expect(datesIn("the old API goes away at the close of Q1 next year").map((d) => d.key)).toEqual(
      ["????-03-31"],
    );
    expect(datesIn("it stops working after Q1").map((d) => d.key)).toEqual(["????-03-31"]);
    expect(datesIn("expect it by the end of Q1 2027").map((d) => d.key)).toEqual(["2027-03-31"]);
    expect(datesIn("sometime after Q3 ended, the other team").map((d) => d.key)).toEqual([
      "????-09-30",
    ]);
    expect(datesIn("our Q1 planning and the Q2 budget")).toEqual([]);
  });

  it("holds an unattributed relative quarter date as the reported date stated plainly", () => {
    const answer =
      "16 on v2 per the table (assumed authoritative), m_0005, m_0067 and m_0148 if the fallback fires; v2 stops answering at the close of Q1 next year.";
    expect(one(answer, ["researcher/F1", "researcher/F3"])).toEqual({
      "researcher/F1": "dropped/medium",
      "researcher/F3": "carried",
    });
  });
});

describe("a list called complete with the open question it excepts", () => {
  it("keeps open the question its own sentence names as still to chase, and closes the rest", () => {
    const answer =
      "The changelog says 2027-03-31. 16 on v2 on the table's word; m_0005, m_0067, m_0148 likely via the fallback. The override five are unknown, and the sandbox date is open.\n\nBottom line: per the table, 19 merchants, and that is everyone; the sandbox date is the one thing still to chase.";
    expect(one(answer, ["researcher/U1", "researcher/U2"])).toEqual({
      "researcher/U1": "dropped/high",
      "researcher/U2": "carried",
    });
  });
});

describe("an open question restated, then kept open in the same sentence", () => {
  it("is not settled by the clause that restates the group's premise before the doubt", () => {
    const answer =
      "16 on v2 per the table (assumed authoritative); m_0005, m_0067, m_0148 probably via the fallback. Five merchants send a version header on every request; with no request logs we can't say whether any of them sends v2. The sandbox date is open.";
    expect(one(answer, ["researcher/U1", "researcher/N6"])).toEqual({
      "researcher/U1": "carried",
      "researcher/N6": "carried",
    });
  });

  it("is still settled when the doubt comes first and the answer overrules it", () => {
    const answer =
      "16 on v2 per the table (assumed authoritative); m_0005, m_0067, m_0148 probably via the fallback. In theory the five override merchants could send v2; in practice they send v3 headers, so leave them out. The sandbox date is open.";
    expect(one(answer, ["researcher/U1"])).toEqual({ "researcher/U1": "dropped/high" });
  });
});

describe("a dash aside that interrupts a complement", () => {
  it("resumes the clause before it when the text after it opens with that or which", () => {
    const answer =
      "The direct researcher counts 16 merchants on v2, on the premise — which the fallback researcher also makes — that the api_version column of the merchants table is authoritative. The fallback researcher adds m_0005, m_0067 and m_0148, probably. Override and sandbox merchants stay open; the changelog researcher reports 2027-03-31 from the provider's changelog.";
    expect(
      answerStatuses(answer, ["direct-researcher/A1", "fallback-researcher/A1"], fanOut),
    ).toEqual({ "direct-researcher/A1": "carried", "fallback-researcher/A1": "carried" });
  });
});

describe("a group left out by the writer's own call", () => {
  const lead =
    "16 on v2 per the table (assumed authoritative); m_0005, m_0067, m_0148 probably via the fallback. ";

  it("answers the open question when the answer tells the reader to count the group out", () => {
    const answer = `${lead}Nobody can be sure about the five override merchants, but they are newer integrations, so count them out. The sandbox date is open.`;
    expect(one(answer, ["researcher/U1", "researcher/N6"])).toEqual({
      "researcher/U1": "dropped/high",
      "researcher/N6": "dropped/high",
    });
  });

  it("keeps it open when leaving the group out is provisional", () => {
    const answer = `${lead}The five override merchants are unknown; leave them out until someone reads request logs. The sandbox date is open.`;
    expect(one(answer, ["researcher/U1", "researcher/N6"])).toEqual({
      "researcher/U1": "carried",
      "researcher/N6": "carried",
    });
  });
});

describe("a hedge declined", () => {
  it("reads a hedge named only to decline it as no hedge, so the consensus stands certain", () => {
    const answer =
      "All four researchers agree on the essentials, so no need for a ballpark hedge here: 16 on v2, m_0005, m_0067 and m_0148 via the fallback, cutoff 2027-03-31. Open: the override merchants and the sandbox date.";
    expect(
      answerStatuses(answer, ["direct-researcher/A1", "fallback-researcher/F1"], fanOut),
    ).toEqual({ "direct-researcher/A1": "dropped/high", "fallback-researcher/F1": "dropped/high" });
  });
});

describe("a duty with a deadline", () => {
  it("reads should with an action and its deadline as a duty, not a guess", () => {
    const duty =
      "Everything on v2 should be migrated by the end of Q1 2027, because v2 stops answering then: the 16 table merchants and m_0005, m_0067, m_0148 on the fallback.";
    expect(one(duty, ["researcher/F3", "researcher/A2"])).toEqual({
      "researcher/F3": "dropped/medium",
      "researcher/A2": "dropped/medium",
    });
    const guess =
      "m_0005, m_0067 and m_0148 should break by the end of Q1 2027 through the fallback.";
    // (A bare "should" before an outcome stays the weak hedge it was.)
    expect(one(guess, ["researcher/F3"])).toEqual({ "researcher/F3": "uncertain" });
  });
});

describe("a reading claimed without a subject", () => {
  it("reads a line opening with a past verb of reading and the files it names as a claimed reading of those files", () => {
    const answer =
      "Findings:\n- 16 on v2, assuming the column is authoritative; m_0005, m_0067, m_0148 inferred via the fallback.\n- Reviewed src/adapters/version-router.ts and src/config/merchant-config.ts: nothing there reads the override header, so the five override merchants stay on v3.\n- Sandbox date: not announced yet.";
    expect(one(answer, ["researcher/N1", "researcher/N4", "researcher/N5"])).toEqual({
      "researcher/N1": "not_used",
      "researcher/N4": "dropped/high",
      "researcher/N5": "dropped/high",
    });
  });
});

describe("a source named in a table cell", () => {
  it("reads a cell that holds only the source's name as the row's attribution", () => {
    const answer =
      "| What | Value | Source |\n|---|---|---|\n| Cutoff | 2027-03-31 | provider changelog |\n| Direct | 16 | merchants table, assumed authoritative |";
    expect(one(answer, ["researcher/F1", "researcher/A1"])).toEqual({
      "researcher/F1": "carried",
      "researcher/A1": "carried",
    });
  });
});

describe("the last group of a list after a colon", () => {
  it("takes the outcome of the list it ends, though split off by its and", () => {
    const answer =
      "All of v2 must be gone by 2027-03-31, since the provider turns it off then: the 16 table merchants, the three fallback merchants, and the 12 sandbox merchants, which pin v2 in code. The five override merchants we cannot judge without request logs.";
    expect(one(answer, ["researcher/U2"])).toEqual({ "researcher/U2": "dropped/high" });
  });
});
