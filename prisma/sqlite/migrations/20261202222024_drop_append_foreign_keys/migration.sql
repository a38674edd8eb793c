-- RedefineTables
PRAGMA defer_foreign_keys=ON;
PRAGMA foreign_keys=OFF;
CREATE TABLE "new_ModelExchange" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "runId" TEXT NOT NULL,
    "agentId" TEXT NOT NULL,
    "iteration" INTEGER NOT NULL,
    "provider" TEXT NOT NULL,
    "model" TEXT NOT NULL,
    "requestBody" TEXT NOT NULL,
    "responseBody" TEXT NOT NULL,
    "httpStatus" INTEGER,
    "inputTokens" INTEGER,
    "cachedInputTokens" INTEGER,
    "outputTokens" INTEGER,
    "reasoningTokens" INTEGER,
    "latencyMs" INTEGER NOT NULL,
    "startedAt" DATETIME NOT NULL,
    "warnings" TEXT NOT NULL
);
INSERT INTO "new_ModelExchange" ("agentId", "cachedInputTokens", "httpStatus", "id", "inputTokens", "iteration", "latencyMs", "model", "outputTokens", "provider", "reasoningTokens", "requestBody", "responseBody", "runId", "startedAt", "warnings") SELECT "agentId", "cachedInputTokens", "httpStatus", "id", "inputTokens", "iteration", "latencyMs", "model", "outputTokens", "provider", "reasoningTokens", "requestBody", "responseBody", "runId", "startedAt", "warnings" FROM "ModelExchange";
DROP TABLE "ModelExchange";
ALTER TABLE "new_ModelExchange" RENAME TO "ModelExchange";
CREATE INDEX "ModelExchange_runId_idx" ON "ModelExchange"("runId");
CREATE TABLE "new_RunEvent" (
    "runId" TEXT NOT NULL,
    "sequence" INTEGER NOT NULL,
    "type" TEXT NOT NULL,
    "delta" TEXT NOT NULL,
    "at" DATETIME NOT NULL,

    PRIMARY KEY ("runId", "sequence")
);
INSERT INTO "new_RunEvent" ("at", "delta", "runId", "sequence", "type") SELECT "at", "delta", "runId", "sequence", "type" FROM "RunEvent";
DROP TABLE "RunEvent";
ALTER TABLE "new_RunEvent" RENAME TO "RunEvent";
CREATE TABLE "new_TelemetryEvent" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "runId" TEXT NOT NULL,
    "agentId" TEXT,
    "type" TEXT NOT NULL,
    "callId" TEXT,
    "toolUseId" TEXT,
    "status" TEXT,
    "uncertainty" TEXT,
    "data" TEXT NOT NULL,
    "at" DATETIME NOT NULL
);
INSERT INTO "new_TelemetryEvent" ("agentId", "at", "callId", "data", "id", "runId", "status", "toolUseId", "type", "uncertainty") SELECT "agentId", "at", "callId", "data", "id", "runId", "status", "toolUseId", "type", "uncertainty" FROM "TelemetryEvent";
DROP TABLE "TelemetryEvent";
ALTER TABLE "new_TelemetryEvent" RENAME TO "TelemetryEvent";
CREATE INDEX "TelemetryEvent_runId_at_idx" ON "TelemetryEvent"("runId", "at");
CREATE TABLE "new_TranscriptItem" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "runId" TEXT NOT NULL,
    "agentId" TEXT NOT NULL,
    "sequence" INTEGER NOT NULL,
    "iteration" INTEGER NOT NULL,
    "kind" TEXT NOT NULL,
    "createdAt" DATETIME NOT NULL,
    "callId" TEXT,
    "toolUseId" TEXT,
    "status" TEXT,
    "uncertainty" TEXT,
    "name" TEXT,
    "payload" TEXT NOT NULL,
    "searchText" TEXT
);
INSERT INTO "new_TranscriptItem" ("agentId", "callId", "createdAt", "id", "iteration", "kind", "name", "payload", "runId", "searchText", "sequence", "status", "toolUseId", "uncertainty") SELECT "agentId", "callId", "createdAt", "id", "iteration", "kind", "name", "payload", "runId", "searchText", "sequence", "status", "toolUseId", "uncertainty" FROM "TranscriptItem";
DROP TABLE "TranscriptItem";
ALTER TABLE "new_TranscriptItem" RENAME TO "TranscriptItem";
CREATE INDEX "TranscriptItem_runId_idx" ON "TranscriptItem"("runId");
CREATE UNIQUE INDEX "TranscriptItem_agentId_sequence_key" ON "TranscriptItem"("agentId", "sequence");
CREATE TABLE "new_WindowSample" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "runId" TEXT NOT NULL,
    "agentId" TEXT NOT NULL,
    "iteration" INTEGER NOT NULL,
    "tokens" INTEGER NOT NULL,
    "providerInputTokens" INTEGER,
    "mark" TEXT NOT NULL,
    "relatedAgentId" TEXT,
    "at" DATETIME NOT NULL
);
INSERT INTO "new_WindowSample" ("agentId", "at", "id", "iteration", "mark", "providerInputTokens", "relatedAgentId", "runId", "tokens") SELECT "agentId", "at", "id", "iteration", "mark", "providerInputTokens", "relatedAgentId", "runId", "tokens" FROM "WindowSample";
DROP TABLE "WindowSample";
ALTER TABLE "new_WindowSample" RENAME TO "WindowSample";
CREATE INDEX "WindowSample_runId_idx" ON "WindowSample"("runId");
PRAGMA foreign_keys=ON;
PRAGMA defer_foreign_keys=OFF;
