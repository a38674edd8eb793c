-- AlterTable
ALTER TABLE "Correction" ADD COLUMN     "requestKey" TEXT;

-- CreateIndex
CREATE UNIQUE INDEX "Correction_agentId_requestKey_key" ON "Correction"("agentId", "requestKey");
