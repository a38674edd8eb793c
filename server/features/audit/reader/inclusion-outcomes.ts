/**
 * A group's outcome given as its inclusion in the list or its exemption from it (issue 14,
 * thirty-seventh reader round; negation): "the sandbox twelve don't get a reprieve", "no
 * exemption for them", "they escape", "count them in as well", "they go down with the rest"
 * say whether the group is hit as "breaks" or "spared" do (settled-outcomes.ts), often under a
 * negation that reads as no outcome word at all.
 */
export const INCLUDED_OR_EXEMPTED =
  /\b(?:(?:get|gets|got|getting|no|any)\s+(?:a\s+|any\s+)?reprieve|exempt(?:ed|ion)?|(?:escape|escapes|escaped)(?!\s+(?:hatch|clause))|count (?:them|it|those|these|that group) (?:in|among)|(?:go|goes|went|going) down with|let off)\b/i;
