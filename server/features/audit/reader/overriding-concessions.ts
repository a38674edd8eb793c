import { hedgeCues } from "./hedge-cues";
import { certaintyMarkers } from "./overstatement-cues";
import { sentencesOf } from "./sentence-split";
import { blankOut } from "./masking";

/**
 * Caveats conceded, then overridden (issue 14, twenty-first reader round; class 4, mention then
 * contradict): an answer lays out its caveats and then, after a concessive opening ("Even so",
 * "Nevertheless", "All the same", "That said", "Regardless"), states its result as certain:
 * "… the date is only announced. Even so, we put the odds that exactly these ship at 0.99." The
 * concession acknowledges the caveats only to set them aside: the answer is what its overriding
 * sentence says. The caveats before it in its paragraph are masked with spaces (offsets hold),
 * as a closing verdict's material is (closing-verdicts.ts). A concessive sentence that hedges
 * ("Even so, probably 19") or states nothing as certain overrides nothing, and one whose subject
 * is a pointer ("Even so, they are certainly on v3") overrules the doubt about that part alone.
 */

/** A concessive opening that sets what came before aside. */
const CONCESSIVE =
  /^[\s*_>-]*(?:even so|nevertheless|nonetheless|all the same|that said|having said that|regardless|be that as it may|despite (?:all )?(?:this|that|these|those)(?: caveats?)?|still)\s*[,:—–-]/i;

/**
 * The caveats named as a whole ("those reservations", "these qualifications", "all such
 * caveats"): what a formal opening can set aside (twenty-eighth reader round).
 */
const RESERVATIONS =
  "(?:(?:all|any) )?(?:those|these|the|such|the said|the above|our|their) (?:reservations|qualifications|caveats|limitations|exceptions|uncertainties|doubts|assumptions)";

/**
 * A formal opening that sets everything before it aside ("Notwithstanding the foregoing, …"):
 * it overrides the caveats before it whether or not its sentence states a certainty (formal
 * register; "without prejudice to the foregoing" keeps them, and is no such opening).
 */
const SETTING_ASIDE = new RegExp(
  `^[\\s*_>-]*(?:notwithstanding (?:the foregoing|the above|anything (?:above|to the contrary)|(?:all|any) of the (?:foregoing|above)|${RESERVATIONS})|(?:the foregoing|that|${RESERVATIONS}) notwithstanding)\\s*[,:—–-]`,
  "i",
);

/** A pointer as the subject of the overriding sentence ("they", "that part", "those"). */
const POINTER_SUBJECT = /^\s*(?:they|it|those|these|this|that|he|she|them)\b(?!\s+\d)/i;

/** A paragraph break. */
const PARAGRAPH = /\n[ \t]*\n/;

/** The answer with the caveats an overriding concession sets aside masked (module comment). */
export function withoutOverriddenCaveats(answer: string): string {
  let masked = answer;
  for (const { segment, index } of sentencesOf(answer)) {
    const settingAside = SETTING_ASIDE.test(segment);
    if (!settingAside && !CONCESSIVE.test(segment)) continue;
    const body = segment.replace(settingAside ? SETTING_ASIDE : CONCESSIVE, " ");
    // (One that points at a single part, "Even so, they're certainly on v3", overrules the doubt
    // about that part alone: a pointer's reading, overruled-doubt.ts.)
    if (POINTER_SUBJECT.test(body)) continue;
    const certain = certaintyMarkers(body);
    if (certain.length === 0 && !settingAside) continue;
    let rest = body;
    for (const marker of certain) rest = rest.replace(new RegExp(escape(marker), "i"), " ");
    if (stillHedged(rest, settingAside)) continue;
    const before = answer.slice(0, index);
    const breaks = [...before.matchAll(new RegExp(PARAGRAPH.source, "g"))];
    const start = breaks.length > 0 ? breaks.at(-1)!.index! + breaks.at(-1)![0].length : 0;
    if (answer.slice(start, index).trim() === "") continue;
    masked = masked.slice(0, start) + blankOut(masked.slice(start, index)) + masked.slice(index);
  }
  return masked;
}

/**
 * Does the overriding sentence hedge what it states? After a formal setting-aside opening, a
 * source named for one part ("per the changelog") is no hedge on the caveats it sets aside
 * (and leave to rely on the result is certainty: "licensed reliance", everyday-hedges.ts).
 */
function stillHedged(body: string, settingAside: boolean): boolean {
  if (!settingAside) return hedgeCues(body).size > 0;
  const cues = hedgeCues(body);
  cues.delete("attribution");
  return cues.size > 0;
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
