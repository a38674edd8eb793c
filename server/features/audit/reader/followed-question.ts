import { contentWords } from "../entities";
import type { AuditItem } from "./debrief-model";
import { questionSubject } from "./item-mentions";

/**
 * The open question a gap follows: the one it would settle (two words shared with what would
 * settle it: "request logs" and "request logs or traffic samples") or, failing that, one about
 * its subject ("the sandbox adapter" and the sandbox merchants' date).
 */
export function followedQuestion(
  gap: AuditItem,
  questions: AuditItem[],
): { question: AuditItem; settles: boolean } | null {
  let best: { question: AuditItem; settles: boolean; shared: number } | null = null;
  for (const question of questions) {
    const settle = contentWords(question.text.replace(/^[\s\S]*\(would settle it:/, ""));
    const words = contentWords(question.text);
    const shared = [...gap.topic].filter((word) => words.has(word)).length;
    const settles = [...gap.topic].filter((word) => settle.has(word)).length >= 2;
    const bySubject = [...gap.topic].some((word) => questionSubject(question).has(word));
    if (!settles && !bySubject) continue;
    const better =
      best === null ||
      (settles && !best.settles) ||
      (settles === best.settles && shared > best.shared);
    if (better) best = { question, settles, shared };
  }
  return best;
}
