-- DropIndex
DROP INDEX "ModelExchange_agentId_iteration_idx";

-- DropIndex
DROP INDEX "TranscriptItem_agentId_callId_idx";

-- DropIndex
DROP INDEX "TranscriptItem_agentId_toolUseId_idx";

-- DropIndex
DROP INDEX "WindowSample_agentId_idx";
