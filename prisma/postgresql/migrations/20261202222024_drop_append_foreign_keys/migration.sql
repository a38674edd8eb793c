-- DropForeignKey
ALTER TABLE "ModelExchange" DROP CONSTRAINT "ModelExchange_runId_fkey";

-- DropForeignKey
ALTER TABLE "RunEvent" DROP CONSTRAINT "RunEvent_runId_fkey";

-- DropForeignKey
ALTER TABLE "TelemetryEvent" DROP CONSTRAINT "TelemetryEvent_runId_fkey";

-- DropForeignKey
ALTER TABLE "TranscriptItem" DROP CONSTRAINT "TranscriptItem_agentId_fkey";

-- DropForeignKey
ALTER TABLE "WindowSample" DROP CONSTRAINT "WindowSample_runId_fkey";
