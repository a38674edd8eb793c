/**
 * Replies to a follow-up (issue 14, twenty-eighth reader round): a chat or email reply that
 * opens by naming the one point it answers ("Re the override five — …", "Re the sandbox
 * ones: …", "Re 'when do we need to be done': …") assumes the rest of the conversation. Like
 * an opening that limits itself to one question ("On the retry question only: …",
 * letter-frame.ts), it lists nobody: what it says is about that point, so an open question it
 * never raises is not left out of it.
 */

/**
 * "Re" (not the "Re:" of a subject line) and a short topic, then a colon or a dash; a reply
 * to "your question" or "your email" names no point of its own.
 */
const REPLY_TOPIC =
  /^[\s*_#>]*re\s+(?!(?:your|this|that|the)\s+(?:question|email|e-mail|message|note|ask|request)\s*[:—–-])[^\n:.;?!—–]{1,60}?\s*(?::|\s[—–-]\s|[—–])/i;

/**
 * Does the answer open as a reply to one follow-up point ("Re the fallback ones: …")? Its
 * first unit's text is tested; the answer is then read as scoped to that point.
 */
export function repliesToOnePoint(opening: string): boolean {
  return REPLY_TOPIC.test(opening);
}
