import {
  pastedAnswerOutcome,
  type PastedAnswerOutcome,
  type PastedAnswerTask,
} from "./pasted-answer-audit";

/**
 * The worker-thread entry of the pasted-answer pool (pasted-answer-auditor.ts): one task, one
 * outcome as plain data. Loaded from this TypeScript file through tsx in development and tests,
 * and from its esbuild bundle (scripts/build-audit-worker.ts) in the production build.
 */
export default function auditPastedAnswerInWorker(task: PastedAnswerTask): PastedAnswerOutcome {
  return pastedAnswerOutcome(task);
}
