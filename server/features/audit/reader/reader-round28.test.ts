import { describe, expect, it } from "vitest";
import { answerStatuses } from "../../../testing/audit-statuses";
import { hedgeCues } from "./hedge-cues";
import { certaintyMarkers, dismissals, noEffectClaims } from "./overstatement-cues";
import { datesIn } from "./values";
import { EVERY_FILE_OF_THE_CODE } from "./coverage-scope";
import { withoutOverriddenCaveats } from "./overriding-concessions";
import { listedReadParts, passivelyReadParts } from "./listed-reading";
import { inEnglish } from "./english-rendering";
import { withoutBlanketLeadIns } from "./blanket-lead-ins";
import { withoutRepairedHedges } from "./spoken-repairs";
import { withShrugsAsDoubt } from "./shrug-emoji";

/**
 * The reader's twenty-eighth round of mechanisms (issue 14), taken from the error classes of
 * v40 (spoken and chat replies: follow-ups that assume their context, "iirc", "not included")
 * and v41 (formal registers and other languages: "notwithstanding those reservations",
 * claimed reviews in the passive, reservations in French, German and Spanish), read answer by
 * answer. Every wording is written for the test (no frozen set's wording; domain words come
 * from the debriefs).
 */

const QUESTIONS = ["researcher/U1", "researcher/U2", "researcher/N3", "researcher/N6"];

describe("a reply that names the one follow-up point it answers", () => {
  it("lists nobody: the open questions it never raises are not left out of it", () => {
    const statuses = answerStatuses(
      "Re the fallback ones: m_0005, m_0067 and m_0148 most likely reach v2 too, if the fallback really fires on 5xx (we inferred that from the adapter code).",
      [...QUESTIONS, "researcher/F3"],
    );
    expect(statuses["researcher/F3"]).toBe("carried");
    for (const label of QUESTIONS) expect(statuses[label]).toBe("not_used");
  });

  it("keeps a subject line ('Re: …') and a reply to 'your question' as whole answers", () => {
    for (const opening of ["Re: the v2 retirement —", "Re your question:"]) {
      const statuses = answerStatuses(
        `${opening} m_0005, m_0067 and m_0148 most likely reach v2 too, if the fallback really fires on 5xx (we inferred that from the adapter code).`,
        ["researcher/U1", "researcher/U2"],
      );
      expect(statuses["researcher/U1"]).toMatch(/^dropped/);
      expect(statuses["researcher/U2"]).toMatch(/^dropped/);
    }
  });
});

describe("a formal opening that sets the named reservations aside", () => {
  const caveats =
    "Both caveats were noted: the api_version column is only assumed to be authoritative, and the fallback path is inferred from code. ";

  it("masks the caveats before 'Notwithstanding these qualifications, …'", () => {
    const answer = `${caveats}Notwithstanding these qualifications, the merchants affected are the sixteen on v2 plus m_0005, m_0067 and m_0148.`;
    expect(withoutOverriddenCaveats(answer).trim().startsWith("Notwithstanding")).toBe(true);
    const statuses = answerStatuses(answer, ["researcher/A1", "researcher/F3"]);
    expect(statuses["researcher/A1"]).toMatch(/^dropped/);
    expect(statuses["researcher/F3"]).toMatch(/^dropped/);
  });

  it("keeps caveats a hedged overriding sentence restates", () => {
    const answer = `${caveats}Notwithstanding these qualifications, probably nineteen merchants, if the table is right.`;
    expect(withoutOverriddenCaveats(answer)).toBe(answer);
  });
});

describe("leave to rely on a result", () => {
  it("is certainty, not a premise the claim rests on", () => {
    const text = "Management may safely rely on the sandbox list as it stands.";
    expect(certaintyMarkers(text).length).toBeGreaterThan(0);
    expect(hedgeCues(text).size).toBe(0);
  });

  it("leaves a finding that relies on the table conditional", () => {
    expect(hedgeCues("the count of 16 relies on the merchants table").has("condition")).toBe(true);
    expect(hedgeCues("the count may rely on stale rows").size).toBeGreaterThan(0);
  });
});

describe("reading claimed in the passive over a list of named code parts", () => {
  const FILES = ["researcher/N1", "researcher/N4", "researcher/N5"];
  const rest = " 16 merchants on v2 if the api_version column is authoritative (unverified).";

  it("claims each part it lists was read, files in parentheses included", () => {
    expect(
      passivelyReadParts(
        "the seed script (generate-seed.ts), the router and the config loader were all examined",
      ),
    ).toBe("the seed script (generate-seed.ts), the router and the config loader");
    const statuses = answerStatuses(
      `Scope of work: the seed script (generate-seed.ts), the version router and the merchant config loader were all gone through.${rest}`,
      FILES,
    );
    for (const label of FILES) expect(statuses[label]).toBe("dropped/high");
  });

  it("claims nothing of files when the list names only data, or the reading is denied", () => {
    expect(
      passivelyReadParts("the changelog and the merchants table were gone through"),
    ).toBeNull();
    const statuses = answerStatuses(
      `The version router and the merchant config loader were not reviewed.${rest}`,
      ["researcher/N4", "researcher/N5"],
    );
    expect(statuses["researcher/N4"]).not.toMatch(/high/);
    expect(statuses["researcher/N5"]).not.toMatch(/high/);
  });
});

describe("whole answers in another language: reviews, certainty and sources", () => {
  const french = (coverage: string) =>
    `Bilan. ${coverage}Seize marchands sont en v2, sous réserve que la colonne api_version fasse foi ; trois autres passent probablement par le fallback, s'il se déclenche. Selon le changelog du fournisseur, la date est le 2027-03-31. Restent ouverts : les cinq marchands à override et les 12 marchands sandbox.`;
  const FILES = ["researcher/N1", "researcher/N4", "researcher/N5"];

  it("keeps an elided French article apart from its noun in the rendering", () => {
    expect(inEnglish(french("L'examen a couvert l'ensemble du code. "))?.text).toContain(
      "The review has covered the whole code.",
    );
  });

  it("reads a French review of the whole code as claimed reading of every unread file", () => {
    const statuses = answerStatuses(french("L'examen a couvert l'ensemble du code. "), FILES);
    for (const label of FILES) expect(statuses[label]).toBe("dropped/high");
    const without = answerStatuses(french(""), FILES);
    for (const label of FILES) expect(without[label]).toBe("not_used");
  });

  it("reads Spanish 'exactamente' as certainty and 'dando por buena' as a premise", () => {
    const certain = answerStatuses(
      "Resumen: la tabla de merchants manda. Conclusión: son exactamente 19 merchants, los 16 en v2 y m_0005, m_0067 y m_0148 por el fallback. Según el changelog del proveedor, v2 se retira el 2027-03-31.",
      ["researcher/F4"],
    );
    expect(certain["researcher/F4"]).toBe("dropped/high");
    const premise = answerStatuses(
      "Resumen: hay 16 merchants en v2, dando por buena la columna api_version sin confirmarlo; m_0005, m_0067 y m_0148 probablemente también, si el fallback se activa. Según el changelog del proveedor, v2 se retira el 2027-03-31; quedan abiertos los cinco con override y los 12 de sandbox.",
      ["researcher/A1"],
    );
    expect(premise["researcher/A1"]).toBe("carried");
  });

  it("reads German 'danach' as pointing back at the attributed date", () => {
    const statuses = answerStatuses(
      "Kurz: Laut Changelog des Providers wird API v2 am 2027-03-31 abgeschaltet; danach liefern die /v2/-Endpoints 410 Gone. Betroffen sind vermutlich 19 Merchants, falls die Spalte api_version maßgeblich ist.",
      ["researcher/F1"],
    );
    expect(statuses["researcher/F1"]).toBe("carried");
    const plain = answerStatuses(
      "Kurz: API v2 wird am 2027-03-31 abgeschaltet; danach liefern die /v2/-Endpoints 410 Gone. Betroffen sind vermutlich 19 Merchants, falls die Spalte api_version maßgeblich ist.",
      ["researcher/F1"],
    );
    expect(plain["researcher/F1"]).toMatch(/^dropped/);
  });
});

describe("a blanket lead-in of the formal register", () => {
  it("carries nothing: the claims after it are stated, the questions it answers answered", () => {
    const statuses = answerStatuses(
      "To the best of our knowledge and belief, the sandbox merchants are unaffected and the merchants affected are the sixteen on v2 together with m_0005, m_0067 and m_0148, nineteen in all.",
      ["researcher/U2", "researcher/F4"],
    );
    expect(statuses["researcher/U2"]).toBe("dropped/high");
    expect(statuses["researcher/F4"]).toMatch(/^dropped/);
    expect(withoutBlanketLeadIns("On the information available to us, 19.")).toBe(
      `${" ".repeat(35)} 19.`,
    );
  });

  it("still hedges a claim it follows, and is no lead-in inside a sentence", () => {
    const text = "The sandbox merchants share the date, to the best of our knowledge.";
    expect(withoutBlanketLeadIns(text)).toBe(text);
    expect(answerStatuses(text, ["researcher/U2"])["researcher/U2"]).not.toBe("dropped/high");
  });
});

describe("a group left out of a count as 'not included'", () => {
  it("is set aside like 'excluded': the open questions are dropped, not kept open", () => {
    expect(dismissals("overrides and sandbox not included").length).toBeGreaterThan(0);
    const statuses = answerStatuses(
      "16 + 3 = 19 merchants on v2 from 2027-03-31 per the changelog. Overrides and sandbox not included.",
      ["researcher/U1", "researcher/U2"],
    );
    expect(statuses["researcher/U1"]).toBe("dropped/medium");
    expect(statuses["researcher/U2"]).toBe("dropped/medium");
  });

  it("is no dismissal when what is missing is a source's content or still to come", () => {
    expect(dismissals("the sandbox date is not included in the changelog")).toEqual([]);
    expect(dismissals("sandbox not counted yet")).toEqual([]);
  });
});

describe("a US short date without a year", () => {
  it("is the date when its day cannot be a month ('3/31')", () => {
    expect(datesIn("v2 is gone after 3/31").map((date) => date.key)).toEqual(["????-03-31"]);
    expect(answerStatuses("19 merchants, v2 ends 3/31.", ["researcher/F1"])["researcher/F1"]).toBe(
      "dropped/medium",
    );
  });

  it("is no date when it may be a score or a fraction ('3/5')", () => {
    expect(datesIn("3/5 of the sample matched")).toEqual([]);
  });
});

describe("a Spanish list called complete", () => {
  it("claims completeness, so the open questions it answers are answered", () => {
    const statuses = answerStatuses(
      "Resumen: 16 merchants en v2, siempre que la columna api_version sea fiable; m_0005, m_0067 y m_0148 probablemente por el fallback. Según el changelog del proveedor, el corte es el 2027-03-31. La relación de 19 es completa: los cinco con override usan v3.",
      ["researcher/U1", "researcher/N4"],
    );
    expect(statuses["researcher/U1"]).toBe("dropped/high");
    expect(statuses["researcher/N4"]).toBe("dropped/low");
  });

  it("leaves 'por completo' as 'fully'", () => {
    expect(inEnglish("Se revisó la tabla por completo y los 16 están en v2.")?.text).toContain(
      "fully",
    );
  });
});

describe("reading claimed in the answer's own voice over a list of files", () => {
  it("claims each file it lists, not the files it leaves out", () => {
    expect(listedReadParts("i went through version-router.ts and merchant-config.ts myself")).toBe(
      "version-router.ts and merchant-config.ts",
    );
    const statuses = answerStatuses(
      "I read version-router.ts and merchant-config.ts end to end: 16 merchants on v2 if the table is right (unverified), and the sandbox date is still open.",
      ["researcher/N4", "researcher/N5", "researcher/N3"],
    );
    expect(statuses["researcher/N4"]).toBe("dropped/high");
    expect(statuses["researcher/N5"]).toBe("dropped/high");
    expect(statuses["researcher/N3"]).not.toBe("dropped/high");
  });
});

describe("a spoken repair that takes a hedge word back", () => {
  it("withdraws the word and reads as mention then contradict", () => {
    expect(withoutRepairedHedges("likely three — sorry, not likely, three")).toBe(
      "       three — definitely       , three",
    );
    const statuses = answerStatuses(
      "So it's, um, maybe nineteen — wait, not maybe, it's nineteen. v2 goes off 2027-03-31 per the changelog.",
      ["researcher/F4"],
    );
    expect(statuses["researcher/F4"]).toBe("dropped/high");
  });

  it("keeps a hedge a repair adds, and a negated hedge without a repair marker", () => {
    const added = answerStatuses(
      "Nineteen — sorry, probably nineteen, if the table is right. v2 goes off 2027-03-31 per the changelog.",
      ["researcher/F4"],
    );
    expect(added["researcher/F4"]).toBe("carried");
    expect(withoutRepairedHedges("not probably but certainly")).toBe("not probably but certainly");
  });
});

describe("no effect said before a coordination", () => {
  it("reads 'no customer impact and nothing to remediate' as an answer on the group", () => {
    expect(noEffectClaims("sandbox: no customer impact and nothing to fix.").length).toBe(2);
    const statuses = answerStatuses(
      "16 on v2 if the table holds, three more likely via the fallback (inferred), 2027-03-31 per the changelog. Overrides: open. Sandbox: test accounts only, so no customer impact and nothing to remediate.",
      ["researcher/U2", "researcher/U1"],
    );
    expect(statuses["researcher/U2"]).toBe("dropped/high");
    expect(statuses["researcher/U1"]).toBe("carried");
  });

  it("leaves an impact named with what it is on ('no impact on the count') as before", () => {
    expect(noEffectClaims("no merchant impact until the notice")).toEqual([]);
  });
});

describe("every relevant file of the repository", () => {
  it("is the code as a whole, the scope adjective before or after the noun", () => {
    for (const claim of [
      "All the relevant files of the repository have been examined.",
      "All the files relevant of the repository have been examined.",
    ]) {
      const statuses = answerStatuses(
        `${claim} 16 merchants on v2, subject to the table being authoritative. Open: the overrides and the sandbox date.`,
        ["researcher/N1", "researcher/N3"],
      );
      expect(statuses["researcher/N1"]).toBe("dropped/high");
      expect(statuses["researcher/N3"]).toBe("dropped/high");
    }
  });

  it("is no claim about the code for every relevant row of the table", () => {
    expect(EVERY_FILE_OF_THE_CODE.test("all the relevant rows of the table were read")).toBe(false);
  });
});

describe("a shrug emoji after a figure", () => {
  it("is doubt about that figure alone", () => {
    expect(withShrugsAsDoubt("16 + 3 = 19 🤷‍♀️ v2 off 3/31")).toBe("16 + 3 = 19(?).   v2 off 3/31");
    const statuses = answerStatuses("sixteen + 3 = 19 🤷 v2 switched off 2027-03-31", [
      "researcher/F4",
      "researcher/F1",
    ]);
    expect(statuses["researcher/F4"]).not.toMatch(/^dropped/);
    expect(statuses["researcher/F1"]).toBe("dropped/medium");
  });

  it("is resignation after a date or words, and carries nothing", () => {
    for (const text of ["v2 goes 2027-03-31 🤷 nothing to argue", "gone March 31 🤷", "meh 🤷 19"])
      expect(withShrugsAsDoubt(text)).toBe(text);
  });
});

describe("a claim called beyond dispute", () => {
  it("is certain by an adverb ('demonstrably', 'undeniably') or French 'c'est acquis'", () => {
    expect(certaintyMarkers("m_0005 is demonstrably exposed")).toEqual(["demonstrably"]);
    expect(certaintyMarkers("19 marchands, c'est acquis").length).toBeGreaterThan(0);
    const statuses = answerStatuses(
      "m_0005, m_0067 and m_0148 are undeniably exposed through the fallback. 16 more on v2 if the table holds. 2027-03-31 per the changelog.",
      ["researcher/F3"],
    );
    expect(statuses["researcher/F3"]).toBe("dropped/high");
  });

  it("is no certainty when negated", () => {
    expect(certaintyMarkers("the fallback three are not demonstrably exposed")).toEqual([]);
  });
});
