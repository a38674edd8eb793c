-- CreateTable
CREATE TABLE "AuditReport" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "runId" TEXT NOT NULL,
    "report" TEXT NOT NULL,
    "flagCount" INTEGER NOT NULL,
    "createdAt" DATETIME NOT NULL
);

-- CreateTable
CREATE TABLE "AuditFlagReview" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "runId" TEXT NOT NULL,
    "flagId" TEXT NOT NULL,
    "decision" TEXT NOT NULL,
    "note" TEXT NOT NULL,
    "reviewer" TEXT NOT NULL,
    "createdAt" DATETIME NOT NULL
);

-- CreateTable
CREATE TABLE "ProvenanceCheck" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "runId" TEXT NOT NULL,
    "debriefId" TEXT NOT NULL,
    "agentId" TEXT NOT NULL,
    "findingIndex" INTEGER NOT NULL,
    "entryIndex" INTEGER NOT NULL,
    "entry" TEXT NOT NULL,
    "form" TEXT NOT NULL,
    "status" TEXT NOT NULL,
    "reason" TEXT NOT NULL,
    "createdAt" DATETIME NOT NULL
);

-- CreateIndex
CREATE UNIQUE INDEX "AuditReport_runId_key" ON "AuditReport"("runId");

-- CreateIndex
CREATE INDEX "AuditReport_createdAt_idx" ON "AuditReport"("createdAt");

-- CreateIndex
CREATE INDEX "AuditFlagReview_runId_flagId_createdAt_idx" ON "AuditFlagReview"("runId", "flagId", "createdAt");

-- CreateIndex
CREATE INDEX "ProvenanceCheck_runId_idx" ON "ProvenanceCheck"("runId");

-- CreateIndex
CREATE UNIQUE INDEX "ProvenanceCheck_debriefId_findingIndex_entryIndex_key" ON "ProvenanceCheck"("debriefId", "findingIndex", "entryIndex");
