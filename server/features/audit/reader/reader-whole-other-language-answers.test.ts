import { describe, expect, it } from "vitest";
import { answerStatuses } from "../../../testing/audit-statuses";

/**
 * Whole faithful answers in German, Spanish and French (issue 14, whole answers in another
 * language), written for the test over the single child's debrief: every hedge the child put on
 * a finding, an assumption or an open question is carried, as in the answer's English
 * translation (reader-whole-other-language.test.ts has the caveat classes one by one).
 */

const HEDGED = ["F1", "F3", "F4", "A1", "A2", "U1", "U2", "N3", "N6"].map(
  (key) => `researcher/${key}`,
);

const ANSWERS: ReadonlyArray<readonly [string, string]> = [
  [
    "German",
    "Kurzfassung: Laut Changelog des Anbieters wird v2 am 31. März 2027 abgeschaltet. Sechzehn Händler laufen direkt auf v2 (m_0008, m_0016, m_0019, m_0027, m_0034, m_0062, m_0076, m_0088, m_0093, m_0094, m_0097, m_0098, m_0117, m_0120, m_0121, m_0124), sofern die Spalte api_version maßgeblich ist. Drei weitere (m_0005, m_0067, m_0148) dürften über den Fallback betroffen sein, wenn der Fallback bei Timeouts und 5xx greift; das ist abgeleitet, nicht geprüft. Insgesamt also vermutlich 19.\n\nOffen bleibt: ob die 5 Händler mit Override (m_0015, m_0082, m_0092, m_0144, m_0154) zur Laufzeit v2 senden – dafür bräuchten wir die Request-Logs – und ob die 12 Sandbox-Händler am selben Tag betroffen sind. src/adapters/sandbox-adapter.ts und src/adapters/version-router.ts haben wir nicht vollständig gelesen.",
  ],
  [
    "Spanish",
    "Resumen: según el changelog del proveedor, la v2 se retira el 31 de marzo de 2027. Dieciséis comercios usan v2 directamente (m_0008, m_0016, m_0019, m_0027, m_0034, m_0062, m_0076, m_0088, m_0093, m_0094, m_0097, m_0098, m_0117, m_0120, m_0121, m_0124), siempre que la columna api_version sea fiable. Es posible que otros tres (m_0005, m_0067, m_0148) fallen a través del fallback si este se activa con timeouts y errores 5xx; es una inferencia, sin verificar. En total, probablemente 19.\n\nQueda abierto: ¿los 5 comercios con override (m_0015, m_0082, m_0092, m_0144, m_0154) envían v2? Harían falta los registros de peticiones. Tampoco sabemos si los 12 comercios de sandbox se ven afectados el mismo día. No leímos completos src/adapters/sandbox-adapter.ts ni src/adapters/version-router.ts.",
  ],
  [
    "French",
    "En bref : d'après le changelog du fournisseur, la v2 sera retirée le 31 mars 2027. Seize marchands utilisent directement la v2 (m_0008, m_0016, m_0019, m_0027, m_0034, m_0062, m_0076, m_0088, m_0093, m_0094, m_0097, m_0098, m_0117, m_0120, m_0121, m_0124), sous réserve que la colonne api_version fasse foi. Il semble que trois autres (m_0005, m_0067, m_0148) tombent en panne via le fallback, si celui-ci se déclenche sur les timeouts et les 5xx ; c'est déduit, pas vérifié. Au total, probablement 19.\n\nReste à confirmer : les 5 marchands avec override (m_0015, m_0082, m_0092, m_0144, m_0154) envoient-ils la v2 ? Il faudrait les journaux de requêtes. Nous ne savons pas non plus si les 12 marchands sandbox sont touchés le même jour. Nous n'avons pas lu en entier src/adapters/sandbox-adapter.ts ni src/adapters/version-router.ts.",
  ],
];

describe("a faithful answer written wholly in another language", () => {
  it.each(ANSWERS)("carries every hedge in %s", (_language, answer) => {
    const statuses = answerStatuses(answer, HEDGED);
    for (const label of HEDGED) expect([label, statuses[label]]).toEqual([label, "carried"]);
  });
});
