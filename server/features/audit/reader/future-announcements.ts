/**
 * An announcement still to come (issue 14, seventy-seventh reader round): "the provider will
 * announce it separately", "the changelog promises a separate sandbox announcement", "the
 * provider will tell us their date", "until the sandbox notice is out". English defers an
 * outcome to a word someone has yet to give: the outcome is not known now, so the clause keeps
 * the question it names open (an `unknown` hedge), as "to be announced" does. A word already
 * given ("the provider announced 2027-03-31", "the changelog says") is an attribution, not this.
 */
export const FUTURE_ANNOUNCEMENT = String.raw`(?:will|'ll|’ll|(?:is|are) going to|plans? to|(?:has|have) yet to|promis(?:es|ed|e) to)\s+(?:\w+\s+){0,2}?(?:announce|publish|tell|let (?:us|you|them|everyone) know|notify|communicate|post|issue)\b|promis(?:es|ed|e|ing)\s+(?:a|an|its|their|the)\s+(?:[\w-]+\s+){0,3}?(?:announcement|notice|bulletin|schedule|date)|(?:until|till|once)\s+(?:the\s+)?(?:[\w'’-]+\s+){0,4}?(?:notice|announcement|bulletin|schedule)\s+(?:is|comes)\s+out`;
