-- RedefineTables
PRAGMA defer_foreign_keys=ON;
PRAGMA foreign_keys=OFF;
CREATE TABLE "new_TranscriptItem" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "runId" TEXT NOT NULL,
    "agentId" TEXT NOT NULL,
    "sequence" INTEGER NOT NULL,
    "iteration" INTEGER NOT NULL,
    "kind" TEXT NOT NULL,
    "createdAt" DATETIME NOT NULL,
    "callId" TEXT,
    "toolUseId" TEXT,
    "status" TEXT,
    "uncertainty" TEXT,
    "name" TEXT,
    "payload" TEXT NOT NULL,
    "searchText" TEXT,
    CONSTRAINT "TranscriptItem_agentId_fkey" FOREIGN KEY ("agentId") REFERENCES "Agent" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);
INSERT INTO "new_TranscriptItem" ("agentId", "callId", "createdAt", "id", "iteration", "kind", "name", "payload", "runId", "searchText", "sequence", "status", "toolUseId", "uncertainty") SELECT "agentId", "callId", "createdAt", "id", "iteration", "kind", "name", "payload", "runId", "searchText", "sequence", "status", "toolUseId", "uncertainty" FROM "TranscriptItem";
DROP TABLE "TranscriptItem";
ALTER TABLE "new_TranscriptItem" RENAME TO "TranscriptItem";
CREATE INDEX "TranscriptItem_runId_idx" ON "TranscriptItem"("runId");
CREATE UNIQUE INDEX "TranscriptItem_agentId_sequence_key" ON "TranscriptItem"("agentId", "sequence");
PRAGMA foreign_keys=ON;
PRAGMA defer_foreign_keys=OFF;
