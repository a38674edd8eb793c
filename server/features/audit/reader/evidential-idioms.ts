import { ENDORSEMENT } from "./endorsed-attributions";
import { applyIdiomRewrites, type IdiomRewrite } from "./idiom-rewrites";

/**
 * Evidentials: how the writer says a claim is known, read as the canonical cues hedge-cues.ts
 * knows (issue 14, thirty-ninth reader round; v58, evidentiality and attribution). Each class is
 * a shape, not a phrase of one answer:
 *
 * - **knowledge denied with an adverb between**: "nobody yet knows", "no one really knows"
 *   → "nobody knows" (an open question, as without the adverb);
 * - **an open question as the object after its particle**: "leave open what they send",
 *   "leaves open whether …" → "still open: what …" (the shape "leave X open" is already known);
 * - **a figure whose status is called conditional**: "19 is a conditional figure", "the count
 *   is 19, but it's conditional", "the headline carries its own condition" → "contingent on its
 *   premises" (a condition on the figure, as "if the table holds" is);
 * - **a report of reasoning or of a wager as the child's act**: "the researcher reasons that",
 *   "betting that the table holds", "made the same bet" → "infers that", "assuming that",
 *   "made the same assumption";
 * - **hearsay in the writer's voice**: "I'm told the fallback triggers", "we've been told" →
 *   "apparently" (the writer does not vouch for it; "word from the support desk" is a source
 *   that answers, not hearsay the writer keeps at a distance, and is left alone);
 * - **a question declined as outside the ask**: "weren't part of what I was asked", "are outside
 *   what this list covers" → "out of scope" (a dismissal, as "not part of this question");
 * - **a child quoting its source**: "the date is the changelog researcher quoting the
 *   provider" → "according to the changelog researcher";
 * - **consensus claimed for one source**: "every source we have says", "three of the four
 *   researchers independently put …" → "all sources agree", "all researchers agree" (the
 *   CONSENSUS certainty of hedge-cues.ts: corroboration the debriefs do not give);
 * - **a child's finding put under a verb of proof**: "the fallback researcher showed that" →
 *   "proved that" ("established", "proves" are already certainty);
 * - **a quoted source endorsed by the writer**: "…, and we concur", "…, and rightly so", "I'm
 *   satisfied it does" → certainty of the writer's own ("certainly");
 * - **the writer vouching by a speech act**: "I can tell you with confidence" → "with
 *   certainty"; a part called "the firm part" (or solid, settled) → "firm".
 *
 * For cue matching only: lengths change, positions are not kept.
 */

/** A child named by its role ("the fallback researcher", "researcher", "child 2"). */
const CHILD = String.raw`(?:(?:the\s+)?(?:[\w-]+[- ])?(?:researcher|child|agent|sub-?agent)(?:\s+\d)?)`;

const IDIOMS: readonly IdiomRewrite[] = [
  {
    pattern:
      /\b(nobody|no one|no-one|none of us)\s+(?:yet|really|actually|currently|still|as yet|truly)\s+knows?\b/gi,
    canonical: (_found: string, subject: string) => `${subject} knows`,
  },
  {
    pattern:
      /\b(?:leaves?|leaving|left|keeps?|keeping|kept|holds?|holding|held)\s+open\s+(?=(?:what|whether|who|which|how|when|if)\b)/gi,
    canonical: "still open: ",
  },
  {
    pattern:
      /\b(?:(?:is|'s|’s|are|was|were)\s+(?:a\s+|an\s+|only\s+a\s+|still\s+a\s+)?(?:conditional|contingent)(?:\s+(?:figure|number|count|total|estimate|answer|result))?|carr(?:y|ies)\s+(?:its|their)\s+own\s+(?:condition|conditions|caveat|caveats))\b(?!\s+(?:on|upon)\b)/gi,
    canonical: " contingent on its premises",
  },
  {
    pattern:
      /\b(?:i'm|i am|i've been|i have been|we're|we are|we've been|we have been|so i'm)\s+told\b(?!\s+(?:to|not)\b)/gi,
    canonical: "apparently",
  },
  {
    pattern:
      /(?:\bnot|n['’]t)\s+(?:a\s+)?part\s+of\s+what\s+(?:i|we)\s+(?:was|were|am|are|have been|had been)\s+(?:asked|tasked with|asked to [\w-]+)\b/gi,
    canonical: " out of scope",
  },
  {
    pattern:
      /\b(?:(?:is|'s|’s|are|was|were|lies?|falls?|sits?)\s+)?outside\s+(?:what|the\s+scope\s+of)\s+(?:this|the|our|my)\s+(?:list|answer|count|summary|review|report|tally)(?:\s+(?:covers|includes|addresses|counts))?\b/gi,
    canonical: " out of scope",
  },
  {
    pattern: new RegExp(String.raw`\b(${CHILD})\s+reasons\s+that\b`, "gi"),
    canonical: (_found: string, child: string) => `${child} infers that`,
  },
  {
    pattern: /\b(?:betting|wagering|banking)\s+(?:that|on)\b/gi,
    canonical: "assuming that",
  },
  {
    pattern: /\bmade\s+the\s+same\s+(?:bet|wager)\b/gi,
    canonical: "made the same assumption",
  },
  {
    pattern: new RegExp(
      String.raw`\b(${CHILD})\s+(?:quoting|relaying|passing on|citing)\s+(?:the\s+)?(?=[\w-]+)`,
      "gi",
    ),
    canonical: (_found: string, child: string) => `according to ${child}, as reported by the `,
  },
  {
    pattern:
      /\b(?:every|each|all (?:the )?)\s*(?:source|sources|researcher|researchers|report|reports)\s+(?:we|i)\s+(?:have|had|got|read)\s+(?:says?|said|puts?|gives?|gave|reports?|reported|shows?|showed)\b/gi,
    canonical: "all sources agree that",
  },
  {
    pattern:
      /\b(?:two|three|four|five|\d)\s+of\s+(?:the\s+)?(?:two|three|four|five|six|\d)\s+(?:researchers|children|agents|sources|reports|debriefs)\s+independently\b/gi,
    canonical: "all researchers agree and",
  },
  {
    pattern: new RegExp(
      String.raw`\b(${CHILD})\s+(?:showed|has\s+shown|had\s+shown|shows|demonstrated|has\s+demonstrated)\s+that\b`,
      "gi",
    ),
    canonical: (_found: string, child: string) => `${child} proved that`,
  },
  {
    pattern: new RegExp(ENDORSEMENT, "gi"),
    canonical: ", and certainly so",
  },
  {
    pattern:
      /\b(?:tell|say|state|report|assure)\s+(?:you\s+|us\s+)?with\s+(?:full\s+|complete\s+|total\s+)?confidence\b/gi,
    canonical: "tell you with certainty",
  },
  {
    pattern:
      /\b(is|are)\s+the\s+(?:firm|solid|settled|hard|certain)\s+(?:part|bit|piece|half|core)\b/gi,
    canonical: (_found: string, verb: string) => `${verb} firm`,
  },
];

/**
 * The text with evidential idioms read as canonical cues (see the module comment); for cue
 * matching only.
 */
export function withEvidentialIdioms(text: string): string {
  return applyIdiomRewrites(text, IDIOMS);
}

/**
 * One item named as all that nobody has settled ("the only thing nobody has pinned down is the
 * override five", "the one question we haven't answered"): as "the only open question" does
 * (question-closures.ts), it says every other question is settled (v18's "the one loose end",
 * v58's labeling decision on it).
 */
export const ONLY_UNSETTLED =
  /\b(?:the|our)\s+(?:only|one|single|sole|lone)\s+(?:thing|item|question|piece|issue|point)s?\s+(?:that\s+)?(?:nobody|no one|no-one|(?:we|i)\s+(?:haven't|have not|don't|do not|can't|cannot|couldn't|could not))\s+(?:has\s+|have\s+)?(?:yet\s+|really\s+)?(?:pinned down|nailed down|settled|answered|resolved|figured out|worked out|knows?|know|confirmed|verified)\b/i;
