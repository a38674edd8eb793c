import { pastedAnswerOutcome, type PastedAnswerTask } from "../pasted-answer-audit";

/**
 * A worker entry for the pool's tests: the answer "stall" blocks its thread until the pool
 * terminates it (Atomics.wait on a value no one changes); any other answer is audited as the
 * real entry does (pasted-answer-worker.ts).
 */
export default function stallOrAudit(task: PastedAnswerTask) {
  if (task.answer === "stall") Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0);
  return pastedAnswerOutcome(task);
}
