-- CreateTable
CREATE TABLE "RunEvent" (
    "runId" TEXT NOT NULL,
    "sequence" INTEGER NOT NULL,
    "type" TEXT NOT NULL,
    "delta" TEXT NOT NULL,
    "at" DATETIME NOT NULL,

    PRIMARY KEY ("runId", "sequence"),
    CONSTRAINT "RunEvent_runId_fkey" FOREIGN KEY ("runId") REFERENCES "Run" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);

-- CreateTable
CREATE TABLE "Drain" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "requestedBy" TEXT NOT NULL,
    "startedAt" DATETIME NOT NULL,
    "deadlineAt" DATETIME NOT NULL,
    "completedAt" DATETIME,
    "liftedAt" DATETIME,
    "liftedBy" TEXT
);

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
CREATE TABLE "new_Run" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "question" TEXT NOT NULL,
    "workspaceId" TEXT NOT NULL,
    "providerName" TEXT NOT NULL,
    "model" TEXT NOT NULL,
    "returnMode" TEXT NOT NULL,
    "scenario" TEXT,
    "history" TEXT,
    "status" TEXT NOT NULL,
    "statusDetail" TEXT,
    "finalAnswer" TEXT,
    "createdAt" DATETIME NOT NULL,
    "startedAt" DATETIME,
    "finishedAt" DATETIME,
    "eventSequence" INTEGER NOT NULL DEFAULT 0,
    "appVersion" TEXT,
    "leaseOwner" TEXT,
    "leaseExpiresAt" DATETIME,
    "heartbeatAt" DATETIME,
    "cancelRequest" TEXT
);
INSERT INTO "new_Run" ("createdAt", "finalAnswer", "finishedAt", "id", "model", "providerName", "question", "returnMode", "scenario", "startedAt", "status", "statusDetail", "workspaceId") SELECT "createdAt", "finalAnswer", "finishedAt", "id", "model", "providerName", "question", "returnMode", "scenario", "startedAt", "status", "statusDetail", "workspaceId" FROM "Run";
DROP TABLE "Run";
ALTER TABLE "new_Run" RENAME TO "Run";
CREATE INDEX "Run_status_idx" ON "Run"("status");
CREATE INDEX "Run_createdAt_idx" ON "Run"("createdAt");
PRAGMA foreign_keys=ON;
PRAGMA defer_foreign_keys=OFF;

-- CreateIndex
CREATE INDEX "Drain_liftedAt_idx" ON "Drain"("liftedAt");
