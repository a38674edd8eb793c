/**
 * Sentences of a layout unit (issue 14): the platform's ICU sentence segmenter
 * (Intl.Segmenter), with the cuts it misses in chat-style text (answer-clauses.ts reads them).
 */

const SEGMENTER = new Intl.Segmenter("en", { granularity: "sentence" });

/** Abbreviations a stop does not end a sentence after ("e.g. the", "vs. v3", "approx. 19"). */
const ABBREVIATION = /(?:^|[\s(])(?:[a-z]\.[a-z]|etc|vs|approx|incl|cf|esp|ca|no|fig|al|[a-z])\.$/i;

/**
 * A cut the segmenter misses: after a sentence's stop (also one right after a note marker, "… the
 * fallback [1]. v2 shuts …": forty-eighth round), before a lower-case, digit, signed ("+3")
 * or approximate ("~31") opening or an enumerator in brackets ("… as follows. (ii) Sixteen …", "… (b) the rest").
 */
const SENTENCE_CUT =
  /(?<=[a-z0-9)\]%][.!?])\s+(?=[a-z0-9~≈]|[+±]\d|\((?:[ivx]{1,5}|[a-h]|\d{1,2})\)\s)/g;

/**
 * The sentences of a text: the ICU segmenter's, also cut where a sentence ends and the next
 * opens in lower case or with a digit or a sign of approximation ("… fail. m_0005 and …", "… after that. 16
 * merchants …", "… all of them. ~20 in all",
 * "… no doubt. the date is …": chat-style text) or with an enumerator in brackets ("… as
 * follows. (i) The …"), which the segmenter keeps together; never after an abbreviation or a
 * list number.
 */
export function sentencesOf(text: string): { segment: string; index: number }[] {
  const sentences: { segment: string; index: number }[] = [];
  for (const { segment, index } of SEGMENTER.segment(text)) {
    let from = 0;
    for (const match of segment.matchAll(SENTENCE_CUT)) {
      const before = segment.slice(from, match.index);
      if (ABBREVIATION.test(before) || /^\W*\d+[.)]$/.test(before.trim())) continue;
      const at = (match.index ?? 0) + match[0].length;
      sentences.push({ segment: segment.slice(from, at), index: index + from });
      from = at;
    }
    sentences.push({ segment: segment.slice(from), index: index + from });
  }
  return sentences;
}
