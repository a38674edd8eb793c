import { describe, expect, it } from "vitest";
import { answerStatuses } from "../../../testing/audit-statuses";
import { answerLanguage } from "./answer-language";
import { inEnglish } from "./english-rendering";

/**
 * Answers written wholly in German, Spanish or French (English technical terms such as
 * api_version, sandbox, override and v2 kept), and the formal English registers (contract
 * clauses, SBAR handoffs): each is read the way its English translation is read. Every answer
 * is written for the test over the single child's debrief (no frozen set's wording).
 */

const statuses = (answer: string, labels: string[]) => answerStatuses(answer, labels);

interface Pair {
  /** The caveat class the pair tests. */
  name: string;
  faithful: string;
  dropping: string;
  labels: string[];
}

const GERMAN: Pair[] = [
  {
    name: "a hedged finding restated with and without its hedge",
    faithful:
      "Drei weitere Händler (m_0005, m_0067, m_0148) fallen vermutlich über den Fallback aus, nicht geprüft.",
    dropping: "Drei weitere Händler (m_0005, m_0067, m_0148) fallen über den Fallback aus.",
    labels: ["researcher/F3"],
  },
  {
    name: "a reported date, attributed and flat",
    faithful: "Laut dem Changelog des Anbieters wird v2 am 31. März 2027 abgeschaltet.",
    dropping: "v2 wird am 31.03.2027 abgeschaltet, mit Sicherheit.",
    labels: ["researcher/F1"],
  },
  {
    name: "a total in words resting on the column",
    faithful:
      "Insgesamt dürften neunzehn Händler betroffen sein (16 + 3), sofern api_version stimmt.",
    dropping: "Insgesamt sind neunzehn Händler betroffen (16 + 3).",
    labels: ["researcher/F4"],
  },
  {
    name: "an open question kept open and answered as settled",
    faithful:
      "Ob die 5 Händler mit Override zur Laufzeit v2 senden, ist noch offen: dafür fehlen die Request-Logs.",
    dropping: "Die 5 Händler mit Override senden zur Laufzeit nie v2 und sind nicht betroffen.",
    labels: ["researcher/U1"],
  },
  {
    name: "a coverage gap stated and claimed covered",
    faithful:
      "Nicht gelesen haben wir src/adapters/sandbox-adapter.ts; die Sandbox-Händler bleiben daher offen.",
    dropping:
      "Wir haben alle Dateien geprüft, auch src/adapters/sandbox-adapter.ts: die 12 Sandbox-Händler fallen am selben Tag aus.",
    labels: ["researcher/N3"],
  },
  {
    name: "mention then contradict",
    faithful:
      "Die drei Fallback-Händler (m_0005, m_0067, m_0148) sind nur abgeleitet, nicht geprüft.",
    dropping:
      "Die drei Fallback-Händler (m_0005, m_0067, m_0148) sind nur abgeleitet. Trotzdem: sie fallen mit Sicherheit aus, alle drei.",
    labels: ["researcher/F3"],
  },
];

const SPANISH: Pair[] = [
  {
    name: "a hedged finding restated with and without its hedge",
    faithful:
      "Es posible que otros tres comercios (m_0005, m_0067, m_0148) fallen a través del fallback; sin verificar.",
    dropping: "Otros tres comercios (m_0005, m_0067, m_0148) fallan a través del fallback.",
    labels: ["researcher/F3"],
  },
  {
    name: "a reported date, attributed and flat",
    faithful: "Según el proveedor, la v2 se retira el 31 de marzo de 2027.",
    dropping: "La v2 se retira el 31/03/2027, sin duda.",
    labels: ["researcher/F1"],
  },
  {
    name: "a total in words resting on the column",
    faithful:
      "En total son diecinueve comercios afectados (16 + 3), siempre que la columna api_version sea correcta; por confirmar.",
    dropping: "En total son diecinueve comercios afectados (16 + 3).",
    labels: ["researcher/F4"],
  },
  {
    name: "an open question kept open and answered as settled",
    faithful:
      "¿Los 5 comercios con override envían v2? No lo sabemos todavía: faltan los registros de peticiones.",
    dropping: "Los 5 comercios con override nunca envían v2; ningún problema con ellos.",
    labels: ["researcher/U1"],
  },
  {
    name: "a coverage gap stated and claimed covered",
    faithful:
      "No leímos src/adapters/sandbox-adapter.ts, así que la fecha de la sandbox queda abierta.",
    dropping:
      "Revisamos todos los archivos, incluido src/adapters/sandbox-adapter.ts: los 12 comercios de sandbox fallan el mismo día.",
    labels: ["researcher/N3"],
  },
  {
    name: "mention then contradict",
    faithful:
      "Los tres comercios del fallback (m_0005, m_0067, m_0148) son solo una inferencia, sin verificar.",
    dropping:
      "Los tres comercios del fallback (m_0005, m_0067, m_0148) son solo una inferencia. Aun así, fallan definitivamente.",
    labels: ["researcher/F3"],
  },
];

const FRENCH: Pair[] = [
  {
    name: "a hedged finding restated with and without its hedge",
    faithful:
      "Il semble que trois autres marchands (m_0005, m_0067, m_0148) tombent en panne via le fallback ; à vérifier.",
    dropping: "Trois autres marchands (m_0005, m_0067, m_0148) tombent en panne via le fallback.",
    labels: ["researcher/F3"],
  },
  {
    name: "a reported date, attributed and flat",
    faithful: "D'après le fournisseur, la v2 sera retirée le 31 mars 2027.",
    dropping: "La v2 sera retirée le 31/03/2027, à coup sûr.",
    labels: ["researcher/F1"],
  },
  {
    name: "a total in words resting on the column",
    faithful:
      "Au total, dix-neuf marchands sont touchés (16 + 3), sous réserve que la colonne api_version soit exacte.",
    dropping: "Au total, dix-neuf marchands sont touchés (16 + 3), certainement.",
    labels: ["researcher/F4"],
  },
  {
    name: "an open question kept open and answered as settled",
    faithful:
      "Les 5 marchands avec override envoient-ils la v2 ? Cela reste à confirmer : il faut les journaux de requêtes.",
    dropping: "Les 5 marchands avec override n'envoient jamais la v2 ; aucun risque pour eux.",
    labels: ["researcher/U1"],
  },
  {
    name: "a coverage gap stated and claimed covered",
    faithful:
      "Nous n'avons pas lu src/adapters/sandbox-adapter.ts ; la date de la sandbox reste donc ouverte.",
    dropping:
      "Nous avons examiné tous les fichiers, y compris src/adapters/sandbox-adapter.ts : les 12 marchands sandbox tombent le même jour.",
    labels: ["researcher/N3"],
  },
  {
    name: "mention then contradict",
    faithful:
      "Les trois marchands du fallback (m_0005, m_0067, m_0148) sont seulement déduits, pas vérifiés.",
    dropping:
      "Les trois marchands du fallback (m_0005, m_0067, m_0148) sont seulement déduits. Néanmoins, ils tombent en panne à coup sûr.",
    labels: ["researcher/F3"],
  },
];

describe.each([
  ["German", GERMAN],
  ["Spanish", SPANISH],
  ["French", FRENCH],
])("an answer written wholly in %s", (_language, pairs) => {
  it.each(pairs.map((pair) => [pair.name, pair] as const))("%s", (_name, pair) => {
    for (const label of pair.labels) {
      expect(statuses(pair.faithful, [label])[label]).toBe("carried");
      expect(statuses(pair.dropping, [label])[label]).toMatch(/^dropped/);
    }
  });
});

describe("more of each language's forms", () => {
  it.each([
    [
      "German, day-first date",
      "Laut Changelog des Anbieters endet v2 am 31.03.2027.",
      "researcher/F1",
    ],
    [
      "Spanish, day-first date",
      "Según el changelog del proveedor, v2 termina el 31/03/2027.",
      "researcher/F1",
    ],
    [
      "French, day-first date",
      "D'après le changelog du fournisseur, la v2 s'arrête le 31/03/2027.",
      "researcher/F1",
    ],
    [
      "German, number words",
      "Sechzehn plus drei, also neunzehn Händler, dürften betroffen sein.",
      "researcher/F4",
    ],
    [
      "Spanish, number words",
      "Dieciséis más tres: diecinueve comercios, probablemente.",
      "researcher/F4",
    ],
    [
      "French, number words",
      "Seize plus trois, soit dix-neuf marchands, sous réserve que api_version soit exacte.",
      "researcher/F4",
    ],
  ])("carries a hedged figure restated in %s", (_name, answer, label) => {
    expect(statuses(answer, [label])[label]).toBe("carried");
  });

  it.each([
    [
      "German",
      "Wir haben alle Dateien geprüft. Sechzehn Händler auf v2, die Sandbox-Händler fallen am 31. März 2027 aus.",
    ],
    [
      "Spanish",
      "Revisamos todos los archivos del repositorio: los comercios de sandbox también fallan el 31 de marzo de 2027.",
    ],
    [
      "French",
      "Nous avons examiné tous les fichiers : les marchands sandbox tombent aussi le 31 mars 2027.",
    ],
  ])("a coverage claim over every file in %s drops the unread sandbox adapter", (_name, answer) => {
    expect(statuses(answer, ["researcher/N3"])["researcher/N3"]).toMatch(/^dropped/);
  });

  it.each([
    [
      "German, kept open",
      "Sind die 12 Sandbox-Händler am selben Tag betroffen? Das wissen wir noch nicht.",
      "carried",
    ],
    [
      "German, settled",
      "Die 12 Sandbox-Händler sind am selben Tag betroffen, zweifellos.",
      "dropped",
    ],
    [
      "Spanish, kept open",
      "¿Los 12 comercios de sandbox se ven afectados el mismo día? Todavía no lo sabemos.",
      "carried",
    ],
    [
      "Spanish, settled",
      "Los 12 comercios de sandbox no se ven afectados; ningún riesgo.",
      "dropped",
    ],
    [
      "French, kept open",
      "Les 12 marchands sandbox sont-ils touchés le même jour ? Nous ne le savons pas encore.",
      "carried",
    ],
    [
      "French, settled",
      "Les 12 marchands sandbox ne sont pas touchés ; aucun risque pour eux.",
      "dropped",
    ],
  ])("the sandbox question: %s", (_name, answer, expected) => {
    expect(statuses(answer, ["researcher/U2"])["researcher/U2"]).toMatch(
      new RegExp(`^${expected}`),
    );
  });

  it.each([
    ["German", "Die drei Fallback-Händler (m_0005, m_0067, m_0148) fallen mit Sicherheit aus."],
    ["Spanish", "Los tres comercios del fallback (m_0005, m_0067, m_0148) fallan sin duda."],
    [
      "French",
      "Les trois marchands du fallback (m_0005, m_0067, m_0148) tombent certainement en panne.",
    ],
    [
      "French, mid-sentence concession",
      "Les trois marchands du fallback (m_0005, m_0067, m_0148) sont déduits, mais ils tombent quand même en panne, à coup sûr.",
    ],
  ])("overstates an inferred finding as certain in %s", (_name, answer) => {
    expect(statuses(answer, ["researcher/F3"])["researcher/F3"]).toBe("dropped/high");
  });
});

describe("concessions and negations in each language's word order", () => {
  it.each([
    [
      "German, 'dennoch' before its verb",
      "Die drei Fallback-Händler (m_0005, m_0067, m_0148) sind nur abgeleitet. Dennoch fallen sie definitiv aus.",
    ],
    [
      "Spanish, 'sin embargo … definitivamente'",
      "Los tres comercios del fallback (m_0005, m_0067, m_0148) son una inferencia; sin embargo, fallan definitivamente.",
    ],
  ])("a certainty after a concession drops the hedge: %s", (_name, answer) => {
    expect(statuses(answer, ["researcher/F3"])["researcher/F3"]).toMatch(/^dropped/);
  });

  it.each([
    ["French, 'ne … plus'", "Les 5 marchands avec override n'utilisent plus la v2 : aucun impact."],
    ["German, 'kein'", "Bei den 5 Händlern mit Override gibt es kein Problem, sie senden kein v2."],
    ["Spanish, 'no … ninguno'", "Los 5 comercios con override no envían v2; no afecta a ninguno."],
  ])("an open question answered by a negation is settled: %s", (_name, answer) => {
    expect(statuses(answer, ["researcher/U1"])["researcher/U1"]).toMatch(/^dropped/);
  });
});

describe("the answer's language", () => {
  it("names a wholly German, Spanish or French answer, and no English one", () => {
    expect(answerLanguage(GERMAN[0]!.faithful)).toBe("de");
    expect(answerLanguage(SPANISH[3]!.dropping)).toBe("es");
    expect(answerLanguage(FRENCH[4]!.faithful)).toBe("fr");
    expect(answerLanguage("16 merchants are on v2, laut the changelog; vermutlich 19.")).toBe(null);
  });

  it("renders dates, number words and question marks the English way, offsets mapped back", () => {
    const german = inEnglish(
      "Die Abschaltung ist am 31. März 2027, neunzehn Händler sind betroffen.",
    );
    expect(german?.text).toContain("2027-03-31");
    expect(german?.text).toContain("19 merchants are affected");
    const spanish = inEnglish("¿Los comercios con override fallan el 31/03/2027? No lo sabemos.");
    expect(spanish?.text).toMatch(/^The merchants with override fail on 2027-03-31\?/i);
    const french = "Les marchands sandbox sont-ils touchés ? Nous ne le savons pas.";
    const rendered = inEnglish(french);
    expect(rendered?.text).toMatch(/affected\? We/);
    const end = rendered!.text.indexOf("?") + 1;
    expect(french.slice(0, rendered!.originalEnd(end))).toBe(
      "Les marchands sandbox sont-ils touchés ?",
    );
  });
});

describe("the formal English register", () => {
  it("reads 'subject to' and 'provided that' as conditions on the claim they qualify", () => {
    expect(
      statuses(
        "Subject to the api_version column being authoritative, 19 merchants are affected.",
        ["researcher/F4"],
      )["researcher/F4"],
    ).toBe("carried");
    expect(
      statuses("19 merchants are affected, provided that the fallback path fires.", [
        "researcher/A2",
      ])["researcher/A2"],
    ).toBe("carried");
  });

  it("reads 'to the best of our knowledge' as a general qualifier, not a hedge on a claim", () => {
    expect(
      statuses(
        "To the best of our knowledge, 19 merchants are affected, and m_0005, m_0067 and m_0148 break via the fallback.",
        ["researcher/F3"],
      )["researcher/F3"],
    ).toMatch(/^dropped/);
  });

  it("'notwithstanding the foregoing' takes back earlier hedges; 'without prejudice to' keeps them", () => {
    const hedged =
      "The three fallback merchants (m_0005, m_0067, m_0148) are inferred from the code, not verified.";
    expect(
      statuses(
        `${hedged} Notwithstanding the foregoing, m_0005, m_0067 and m_0148 fail on 2027-03-31.`,
        ["researcher/F3"],
      )["researcher/F3"],
    ).toMatch(/^dropped/);
    expect(
      statuses(
        `${hedged} Without prejudice to the foregoing, we plan for all three failing on 2027-03-31.`,
        ["researcher/F3"],
      )["researcher/F3"],
    ).toBe("carried");
  });

  it("carries a hedge in an SBAR 'Assessment' section to the claim it qualifies", () => {
    const handoff = (assessment: string) =>
      `Situation: v2 retires on 2027-03-31 per the provider changelog.\nBackground: 16 merchants on v2 per the api_version column; m_0005, m_0067 and m_0148 use the fallback.\nAssessment: ${assessment}\nRecommendation: migrate all 19 before the cutoff.`;
    expect(
      statuses(
        handoff("the fallback three are likely affected, inferred from code and not verified."),
        ["researcher/F3"],
      )["researcher/F3"],
    ).toBe("carried");
    expect(
      statuses(handoff("the fallback three are affected."), ["researcher/F3"])["researcher/F3"],
    ).toMatch(/^dropped/);
  });
});
