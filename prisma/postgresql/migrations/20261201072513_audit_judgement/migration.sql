-- CreateTable
CREATE TABLE "AuditJudgement" (
    "id" TEXT NOT NULL,
    "runId" TEXT NOT NULL,
    "flagId" TEXT NOT NULL,
    "provider" TEXT NOT NULL,
    "model" TEXT NOT NULL,
    "requestBody" TEXT NOT NULL,
    "responseBody" TEXT NOT NULL,
    "httpStatus" INTEGER,
    "usage" TEXT NOT NULL,
    "latencyMs" INTEGER NOT NULL,
    "warnings" TEXT NOT NULL,
    "verdict" TEXT NOT NULL,
    "explanation" TEXT NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "AuditJudgement_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "AuditJudgement_runId_flagId_createdAt_idx" ON "AuditJudgement"("runId", "flagId", "createdAt");
