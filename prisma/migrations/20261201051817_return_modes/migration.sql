-- AlterTable
ALTER TABLE "Run" ADD COLUMN "history" TEXT;

-- RedefineTables
PRAGMA defer_foreign_keys=ON;
PRAGMA foreign_keys=OFF;
CREATE TABLE "new_Debrief" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "runId" TEXT NOT NULL,
    "agentId" TEXT NOT NULL,
    "parentAgentId" TEXT NOT NULL,
    "result" TEXT,
    "renderedForParent" TEXT NOT NULL,
    "renderedTokens" INTEGER NOT NULL,
    "attempts" INTEGER NOT NULL,
    "validationErrors" TEXT NOT NULL,
    "guardsApplied" TEXT NOT NULL,
    "transcriptRef" TEXT NOT NULL,
    "createdAt" DATETIME NOT NULL,
    "returnMode" TEXT NOT NULL DEFAULT 'contract',
    "transcriptTokens" INTEGER,
    CONSTRAINT "Debrief_runId_fkey" FOREIGN KEY ("runId") REFERENCES "Run" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);
INSERT INTO "new_Debrief" ("agentId", "attempts", "createdAt", "guardsApplied", "id", "parentAgentId", "renderedForParent", "renderedTokens", "result", "runId", "transcriptRef", "validationErrors") SELECT "agentId", "attempts", "createdAt", "guardsApplied", "id", "parentAgentId", "renderedForParent", "renderedTokens", "result", "runId", "transcriptRef", "validationErrors" FROM "Debrief";
DROP TABLE "Debrief";
ALTER TABLE "new_Debrief" RENAME TO "Debrief";
CREATE INDEX "Debrief_runId_idx" ON "Debrief"("runId");
CREATE INDEX "Debrief_agentId_idx" ON "Debrief"("agentId");
PRAGMA foreign_keys=ON;
PRAGMA defer_foreign_keys=OFF;
