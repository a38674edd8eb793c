-- CreateTable
CREATE TABLE "CorrectionRefusal" (
    "correctionId" TEXT NOT NULL,
    "agentId" TEXT NOT NULL,
    "sequence" INTEGER NOT NULL,
    "reason" TEXT NOT NULL,
    "refusedAt" TIMESTAMP(3) NOT NULL
);

-- CreateIndex
CREATE UNIQUE INDEX "CorrectionRefusal_correctionId_key" ON "CorrectionRefusal"("correctionId");

-- CreateIndex
CREATE INDEX "CorrectionRefusal_agentId_idx" ON "CorrectionRefusal"("agentId");

-- AddForeignKey
ALTER TABLE "CorrectionRefusal" ADD CONSTRAINT "CorrectionRefusal_correctionId_fkey" FOREIGN KEY ("correctionId") REFERENCES "Correction"("id") ON DELETE CASCADE ON UPDATE CASCADE;
