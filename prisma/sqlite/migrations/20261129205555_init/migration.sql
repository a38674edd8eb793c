-- CreateTable
CREATE TABLE "Run" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "question" TEXT NOT NULL,
    "workspaceId" TEXT NOT NULL,
    "providerName" TEXT NOT NULL,
    "model" TEXT NOT NULL,
    "returnMode" TEXT NOT NULL,
    "scenario" TEXT,
    "status" TEXT NOT NULL,
    "statusDetail" TEXT,
    "finalAnswer" TEXT,
    "createdAt" DATETIME NOT NULL,
    "startedAt" DATETIME,
    "finishedAt" DATETIME
);

-- CreateTable
CREATE TABLE "Agent" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "runId" TEXT NOT NULL,
    "parentAgentId" TEXT,
    "role" TEXT NOT NULL,
    "name" TEXT NOT NULL,
    "brief" TEXT NOT NULL,
    "status" TEXT NOT NULL,
    "statusDetail" TEXT,
    "budget" TEXT NOT NULL,
    "iteration" INTEGER NOT NULL,
    "toolCallCount" INTEGER NOT NULL,
    "activity" TEXT NOT NULL,
    "createdAt" DATETIME NOT NULL,
    "finishedAt" DATETIME,
    CONSTRAINT "Agent_runId_fkey" FOREIGN KEY ("runId") REFERENCES "Run" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);

-- CreateTable
CREATE TABLE "TranscriptItem" (
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
    CONSTRAINT "TranscriptItem_runId_fkey" FOREIGN KEY ("runId") REFERENCES "Run" ("id") ON DELETE CASCADE ON UPDATE CASCADE,
    CONSTRAINT "TranscriptItem_agentId_fkey" FOREIGN KEY ("agentId") REFERENCES "Agent" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);

-- CreateTable
CREATE TABLE "ModelExchange" (
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
    "warnings" TEXT NOT NULL,
    CONSTRAINT "ModelExchange_runId_fkey" FOREIGN KEY ("runId") REFERENCES "Run" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);

-- CreateTable
CREATE TABLE "WindowSample" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "runId" TEXT NOT NULL,
    "agentId" TEXT NOT NULL,
    "iteration" INTEGER NOT NULL,
    "tokens" INTEGER NOT NULL,
    "providerInputTokens" INTEGER,
    "mark" TEXT NOT NULL,
    "relatedAgentId" TEXT,
    "at" DATETIME NOT NULL,
    CONSTRAINT "WindowSample_runId_fkey" FOREIGN KEY ("runId") REFERENCES "Run" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);

-- CreateTable
CREATE TABLE "Debrief" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "runId" TEXT NOT NULL,
    "agentId" TEXT NOT NULL,
    "parentAgentId" TEXT NOT NULL,
    "result" TEXT,
    "renderedForParent" TEXT NOT NULL,
    "renderedTokens" INTEGER NOT NULL,
    "attempts" INTEGER NOT NULL,
    "validationErrors" TEXT NOT NULL,
    "guardsApplied" TEXT NOT NULL,
    "transcriptRef" TEXT NOT NULL,
    "createdAt" DATETIME NOT NULL,
    CONSTRAINT "Debrief_runId_fkey" FOREIGN KEY ("runId") REFERENCES "Run" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);

-- CreateTable
CREATE TABLE "Correction" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "runId" TEXT NOT NULL,
    "agentId" TEXT NOT NULL,
    "sequence" INTEGER NOT NULL,
    "text" TEXT NOT NULL,
    "author" TEXT NOT NULL,
    "createdAt" DATETIME NOT NULL,
    CONSTRAINT "Correction_runId_fkey" FOREIGN KEY ("runId") REFERENCES "Run" ("id") ON DELETE CASCADE ON UPDATE CASCADE,
    CONSTRAINT "Correction_agentId_fkey" FOREIGN KEY ("agentId") REFERENCES "Agent" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);

-- CreateTable
CREATE TABLE "CorrectionConsumption" (
    "correctionId" TEXT NOT NULL,
    "agentId" TEXT NOT NULL,
    "sequence" INTEGER NOT NULL,
    "iteration" INTEGER NOT NULL,
    "consumedAt" DATETIME NOT NULL,
    "preventedCallIds" TEXT NOT NULL,
    CONSTRAINT "CorrectionConsumption_correctionId_fkey" FOREIGN KEY ("correctionId") REFERENCES "Correction" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);

-- CreateTable
CREATE TABLE "TelemetryEvent" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "runId" TEXT NOT NULL,
    "agentId" TEXT,
    "type" TEXT NOT NULL,
    "callId" TEXT,
    "toolUseId" TEXT,
    "status" TEXT,
    "uncertainty" TEXT,
    "data" TEXT NOT NULL,
    "at" DATETIME NOT NULL,
    CONSTRAINT "TelemetryEvent_runId_fkey" FOREIGN KEY ("runId") REFERENCES "Run" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);

-- CreateTable
CREATE TABLE "Workspace" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "name" TEXT NOT NULL,
    "rootPath" TEXT NOT NULL,
    "databasePath" TEXT,
    "createdAt" DATETIME NOT NULL
);

-- CreateIndex
CREATE INDEX "Run_status_idx" ON "Run"("status");

-- CreateIndex
CREATE INDEX "Run_createdAt_idx" ON "Run"("createdAt");

-- CreateIndex
CREATE INDEX "Agent_runId_idx" ON "Agent"("runId");

-- CreateIndex
CREATE INDEX "TranscriptItem_runId_idx" ON "TranscriptItem"("runId");

-- CreateIndex
CREATE INDEX "TranscriptItem_agentId_callId_idx" ON "TranscriptItem"("agentId", "callId");

-- CreateIndex
CREATE INDEX "TranscriptItem_agentId_toolUseId_idx" ON "TranscriptItem"("agentId", "toolUseId");

-- CreateIndex
CREATE UNIQUE INDEX "TranscriptItem_agentId_sequence_key" ON "TranscriptItem"("agentId", "sequence");

-- CreateIndex
CREATE INDEX "ModelExchange_runId_idx" ON "ModelExchange"("runId");

-- CreateIndex
CREATE INDEX "ModelExchange_agentId_iteration_idx" ON "ModelExchange"("agentId", "iteration");

-- CreateIndex
CREATE INDEX "WindowSample_runId_idx" ON "WindowSample"("runId");

-- CreateIndex
CREATE INDEX "WindowSample_agentId_idx" ON "WindowSample"("agentId");

-- CreateIndex
CREATE INDEX "Debrief_runId_idx" ON "Debrief"("runId");

-- CreateIndex
CREATE INDEX "Debrief_agentId_idx" ON "Debrief"("agentId");

-- CreateIndex
CREATE INDEX "Correction_runId_idx" ON "Correction"("runId");

-- CreateIndex
CREATE UNIQUE INDEX "Correction_agentId_sequence_key" ON "Correction"("agentId", "sequence");

-- CreateIndex
CREATE UNIQUE INDEX "CorrectionConsumption_correctionId_key" ON "CorrectionConsumption"("correctionId");

-- CreateIndex
CREATE INDEX "CorrectionConsumption_agentId_idx" ON "CorrectionConsumption"("agentId");

-- CreateIndex
CREATE INDEX "TelemetryEvent_runId_at_idx" ON "TelemetryEvent"("runId", "at");

-- CreateIndex
CREATE UNIQUE INDEX "Workspace_name_key" ON "Workspace"("name");
