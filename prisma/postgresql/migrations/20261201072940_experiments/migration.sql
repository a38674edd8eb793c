-- CreateTable
CREATE TABLE "DatasetVersion" (
    "version" TEXT NOT NULL,
    "basedOn" TEXT,
    "origin" TEXT NOT NULL,
    "casesJsonl" TEXT NOT NULL,
    "caseCount" INTEGER NOT NULL,
    "note" TEXT,
    "createdAt" TIMESTAMP(3) NOT NULL,
    "createdById" TEXT NOT NULL,
    "createdByEmail" TEXT NOT NULL,

    CONSTRAINT "DatasetVersion_pkey" PRIMARY KEY ("version")
);

-- CreateTable
CREATE TABLE "Experiment" (
    "id" TEXT NOT NULL,
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
    "createdAt" TIMESTAMP(3) NOT NULL,
    "finishedAt" TIMESTAMP(3),
    "createdById" TEXT NOT NULL,
    "createdByEmail" TEXT NOT NULL,

    CONSTRAINT "Experiment_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "ExperimentRun" (
    "id" TEXT NOT NULL,
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
    "createdAt" TIMESTAMP(3) NOT NULL,
    "finishedAt" TIMESTAMP(3),

    CONSTRAINT "ExperimentRun_pkey" PRIMARY KEY ("id")
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
