/**
 * Nothing else anywhere in the code said to do anything with the version (issue 14,
 * seventy-ninth round): "nothing else anywhere in the codebase points at v2", "nothing else in
 * the repo talks to the v2 client", "nothing else anywhere references v2". What else points at
 * the version is what only reading every file would show, so a negative universal placed over
 * the whole code ("anywhere", "in the codebase") whose object is the version or its client
 * claims the code holds nothing else (overstatement-cues.ts's codeCompleteness), whatever the
 * verb of contact ("points at", "touches", "talks to", "references", "selects"). Without that
 * place ("I read the router and the config: nothing else selects v2") the "else" may be scoped
 * by the files just named, so it is left to the narrower cues. The object must be the version
 * ("v2", "the v2 client"): "nothing else in the code touches the table" says nothing of the
 * version. Denied or asked ("we can't say nothing else touches v2") or hedged by its clause it is
 * no such claim (the negation guard of codeCompleteness).
 */
export const NOTHING_ELSE_ON_VERSION = new RegExp(
  String.raw`\bnothing\s+else\s+(?:anywhere\s+(?:(?:in|across|within)\s+(?:the|our|this)\s+(?:code|codebase|repo|repository|workspace|source|project)\s+)?|(?:in|across|within)\s+(?:the|our|this)\s+(?:code|codebase|repo|repository|workspace|source|project)\s+)(?:(?:ever|still|even)\s+)?(?:points?\s+(?:at|to)|touch(?:es)?|talks?\s+to|references?|selects?|picks?|mentions?|knows?\s+about|depends\s+on|relies\s+on|hits?|reach(?:es)?|routes?\s+to|calls?|sends?(?:\s+(?:traffic|requests|calls)\s+to)?|uses?)\s+(?:the\s+)?v\d+\b(?:\s+(?:client|api|endpoints?|adapter|path))?`,
  "gi",
);
