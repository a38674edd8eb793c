-- AlterTable
ALTER TABLE "Run" ADD COLUMN "experimentId" TEXT;

-- CreateIndex
CREATE INDEX "Run_experimentId_idx" ON "Run"("experimentId");
