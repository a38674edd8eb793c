-- DropForeignKey
ALTER TABLE "TranscriptItem" DROP CONSTRAINT "TranscriptItem_runId_fkey";
