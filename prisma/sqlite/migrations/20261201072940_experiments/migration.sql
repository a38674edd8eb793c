-- CreateTable
CREATE TABLE "DatasetVersion" (
    "version" TEXT NOT NULL PRIMARY KEY,
    "basedOn" TEXT,
    "origin" TEXT NOT NULL,
    "casesJsonl" TEXT NOT NULL,
    "caseCount" INTEGER NOT NULL,
    "note" TEXT,
    "createdAt" DATETIME NOT NULL,
    "createdById" TEXT NOT NULL,
    "createdByEmail" TEXT NOT NULL
);

-- CreateTable
CREATE TABLE "Experiment" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "datasetVersion" TEXT NOT NULL,
    "modes" TEXT NOT NULL,
    "caseIds" TEXT NOT NULL,
    "provider" TEXT NOT NULL,
    "model" TEXT NOT NULL,
    "trials" INTEGER NOT NULL,
    "status" TEXT NOT NULL,
    "statusDetail" TEXT,
    "totalRuns" INTEGER NOT NULL,
    "owner" TEXT,
    "createdAt" DATETIME NOT NULL,
    "finishedAt" DATETIME,
    "createdById" TEXT NOT NULL,
    "createdByEmail" TEXT NOT NULL
);

-- CreateTable
CREATE TABLE "ExperimentRun" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "experimentId" TEXT NOT NULL,
    "caseId" TEXT NOT NULL,
    "mode" TEXT NOT NULL,
    "trial" INTEGER NOT NULL,
    "role" TEXT NOT NULL,
    "runId" TEXT,
    "status" TEXT NOT NULL,
    "statusDetail" TEXT,
    "held" TEXT NOT NULL,
    "heldDetail" TEXT,
    "scores" TEXT,
    "createdAt" DATETIME NOT NULL,
    "finishedAt" DATETIME
);

-- CreateIndex
CREATE INDEX "DatasetVersion_createdAt_idx" ON "DatasetVersion"("createdAt");

-- CreateIndex
CREATE INDEX "Experiment_createdAt_idx" ON "Experiment"("createdAt");

-- CreateIndex
CREATE INDEX "ExperimentRun_experimentId_idx" ON "ExperimentRun"("experimentId");

-- CreateIndex
CREATE INDEX "ExperimentRun_runId_idx" ON "ExperimentRun"("runId");

-- CreateIndex
CREATE UNIQUE INDEX "ExperimentRun_experimentId_caseId_mode_trial_key" ON "ExperimentRun"("experimentId", "caseId", "mode", "trial");
