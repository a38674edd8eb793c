/**
 * `tsx scripts/build-audit-worker.ts`: part of `npm run build`, after `next build` (which
 * empties .next first). Writes the pasted-answer worker's bundle where the production server
 * looks for it (bundledWorkerFile: .next/debrief-workers/pasted-answer-worker.mjs).
 */
import { bundledWorkerFile } from "../server/features/audit/pasted-answer-worker-entry";
import { buildAuditWorkerBundle } from "./build/audit-worker-bundle";

const written = await buildAuditWorkerBundle(process.cwd(), bundledWorkerFile(process.cwd()));
console.log(`debrief: pasted-answer worker bundle written to ${written}`);
