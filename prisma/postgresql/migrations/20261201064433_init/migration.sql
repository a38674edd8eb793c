-- CreateTable
CREATE TABLE "Run" (
    "id" TEXT NOT NULL,
    "question" TEXT NOT NULL,
    "workspaceId" TEXT NOT NULL,
    "providerName" TEXT NOT NULL,
    "model" TEXT NOT NULL,
    "returnMode" TEXT NOT NULL,
    "scenario" TEXT,
    "history" TEXT,
    "status" TEXT NOT NULL,
    "statusDetail" TEXT,
    "finalAnswer" TEXT,
    "createdAt" TIMESTAMP(3) NOT NULL,
    "startedAt" TIMESTAMP(3),
    "finishedAt" TIMESTAMP(3),
    "eventSequence" INTEGER NOT NULL DEFAULT 0,
    "appVersion" TEXT,
    "leaseOwner" TEXT,
    "leaseExpiresAt" TIMESTAMP(3),
    "heartbeatAt" TIMESTAMP(3),
    "cancelRequest" TEXT,

    CONSTRAINT "Run_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "Agent" (
    "id" TEXT NOT NULL,
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
    "createdAt" TIMESTAMP(3) NOT NULL,
    "finishedAt" TIMESTAMP(3),

    CONSTRAINT "Agent_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "TranscriptItem" (
    "id" TEXT NOT NULL,
    "runId" TEXT NOT NULL,
    "agentId" TEXT NOT NULL,
    "sequence" INTEGER NOT NULL,
    "iteration" INTEGER NOT NULL,
    "kind" TEXT NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL,
    "callId" TEXT,
    "toolUseId" TEXT,
    "status" TEXT,
    "uncertainty" TEXT,
    "name" TEXT,
    "payload" TEXT NOT NULL,

    CONSTRAINT "TranscriptItem_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "ModelExchange" (
    "id" TEXT NOT NULL,
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
    "startedAt" TIMESTAMP(3) NOT NULL,
    "warnings" TEXT NOT NULL,

    CONSTRAINT "ModelExchange_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "WindowSample" (
    "id" TEXT NOT NULL,
    "runId" TEXT NOT NULL,
    "agentId" TEXT NOT NULL,
    "iteration" INTEGER NOT NULL,
    "tokens" INTEGER NOT NULL,
    "providerInputTokens" INTEGER,
    "mark" TEXT NOT NULL,
    "relatedAgentId" TEXT,
    "at" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "WindowSample_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "Debrief" (
    "id" TEXT NOT NULL,
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
    "createdAt" TIMESTAMP(3) NOT NULL,
    "returnMode" TEXT NOT NULL DEFAULT 'contract',
    "transcriptTokens" INTEGER,

    CONSTRAINT "Debrief_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "Correction" (
    "id" TEXT NOT NULL,
    "runId" TEXT NOT NULL,
    "agentId" TEXT NOT NULL,
    "sequence" INTEGER NOT NULL,
    "text" TEXT NOT NULL,
    "author" TEXT NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "Correction_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "CorrectionConsumption" (
    "correctionId" TEXT NOT NULL,
    "agentId" TEXT NOT NULL,
    "sequence" INTEGER NOT NULL,
    "iteration" INTEGER NOT NULL,
    "consumedAt" TIMESTAMP(3) NOT NULL,
    "preventedCallIds" TEXT NOT NULL
);

-- CreateTable
CREATE TABLE "TelemetryEvent" (
    "id" TEXT NOT NULL,
    "runId" TEXT NOT NULL,
    "agentId" TEXT,
    "type" TEXT NOT NULL,
    "callId" TEXT,
    "toolUseId" TEXT,
    "status" TEXT,
    "uncertainty" TEXT,
    "data" TEXT NOT NULL,
    "at" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "TelemetryEvent_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "Workspace" (
    "id" TEXT NOT NULL,
    "name" TEXT NOT NULL,
    "rootPath" TEXT NOT NULL,
    "databasePath" TEXT,
    "createdAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "Workspace_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "AuditReport" (
    "id" TEXT NOT NULL,
    "runId" TEXT NOT NULL,
    "report" TEXT NOT NULL,
    "flagCount" INTEGER NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "AuditReport_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "AuditFlagReview" (
    "id" TEXT NOT NULL,
    "runId" TEXT NOT NULL,
    "flagId" TEXT NOT NULL,
    "decision" TEXT NOT NULL,
    "note" TEXT NOT NULL,
    "reviewer" TEXT NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "AuditFlagReview_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "ProvenanceCheck" (
    "id" TEXT NOT NULL,
    "runId" TEXT NOT NULL,
    "debriefId" TEXT NOT NULL,
    "agentId" TEXT NOT NULL,
    "findingIndex" INTEGER NOT NULL,
    "entryIndex" INTEGER NOT NULL,
    "entry" TEXT NOT NULL,
    "form" TEXT NOT NULL,
    "status" TEXT NOT NULL,
    "reason" TEXT NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "ProvenanceCheck_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "RunEvent" (
    "runId" TEXT NOT NULL,
    "sequence" INTEGER NOT NULL,
    "type" TEXT NOT NULL,
    "delta" TEXT NOT NULL,
    "at" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "RunEvent_pkey" PRIMARY KEY ("runId","sequence")
);

-- CreateTable
CREATE TABLE "Drain" (
    "id" TEXT NOT NULL,
    "requestedBy" TEXT NOT NULL,
    "startedAt" TIMESTAMP(3) NOT NULL,
    "deadlineAt" TIMESTAMP(3) NOT NULL,
    "completedAt" TIMESTAMP(3),
    "liftedAt" TIMESTAMP(3),
    "liftedBy" TEXT,

    CONSTRAINT "Drain_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "user" (
    "id" TEXT NOT NULL,
    "name" TEXT NOT NULL,
    "email" TEXT NOT NULL,
    "emailVerified" BOOLEAN NOT NULL DEFAULT false,
    "image" TEXT,
    "createdAt" TIMESTAMP(3) NOT NULL,
    "updatedAt" TIMESTAMP(3) NOT NULL,
    "role" TEXT,
    "banned" BOOLEAN DEFAULT false,
    "banReason" TEXT,
    "banExpires" TIMESTAMP(3),

    CONSTRAINT "user_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "session" (
    "id" TEXT NOT NULL,
    "expiresAt" TIMESTAMP(3) NOT NULL,
    "token" TEXT NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL,
    "updatedAt" TIMESTAMP(3) NOT NULL,
    "ipAddress" TEXT,
    "userAgent" TEXT,
    "userId" TEXT NOT NULL,
    "impersonatedBy" TEXT,

    CONSTRAINT "session_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "account" (
    "id" TEXT NOT NULL,
    "accountId" TEXT NOT NULL,
    "providerId" TEXT NOT NULL,
    "userId" TEXT NOT NULL,
    "accessToken" TEXT,
    "refreshToken" TEXT,
    "idToken" TEXT,
    "accessTokenExpiresAt" TIMESTAMP(3),
    "refreshTokenExpiresAt" TIMESTAMP(3),
    "scope" TEXT,
    "password" TEXT,
    "createdAt" TIMESTAMP(3) NOT NULL,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "account_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "verification" (
    "id" TEXT NOT NULL,
    "identifier" TEXT NOT NULL,
    "value" TEXT NOT NULL,
    "expiresAt" TIMESTAMP(3) NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "verification_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "FirstAdminClaim" (
    "id" INTEGER NOT NULL,
    "email" TEXT NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "FirstAdminClaim_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "ActionLog" (
    "id" TEXT NOT NULL,
    "at" TIMESTAMP(3) NOT NULL,
    "actorUserId" TEXT NOT NULL,
    "actorEmail" TEXT NOT NULL,
    "action" TEXT NOT NULL,
    "targetType" TEXT NOT NULL,
    "targetId" TEXT NOT NULL,
    "details" TEXT NOT NULL,

    CONSTRAINT "ActionLog_pkey" PRIMARY KEY ("id")
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

-- CreateIndex
CREATE UNIQUE INDEX "AuditReport_runId_key" ON "AuditReport"("runId");

-- CreateIndex
CREATE INDEX "AuditReport_createdAt_idx" ON "AuditReport"("createdAt");

-- CreateIndex
CREATE INDEX "AuditFlagReview_runId_flagId_createdAt_idx" ON "AuditFlagReview"("runId", "flagId", "createdAt");

-- CreateIndex
CREATE INDEX "ProvenanceCheck_runId_idx" ON "ProvenanceCheck"("runId");

-- CreateIndex
CREATE UNIQUE INDEX "ProvenanceCheck_debriefId_findingIndex_entryIndex_key" ON "ProvenanceCheck"("debriefId", "findingIndex", "entryIndex");

-- CreateIndex
CREATE INDEX "Drain_liftedAt_idx" ON "Drain"("liftedAt");

-- CreateIndex
CREATE UNIQUE INDEX "user_email_key" ON "user"("email");

-- CreateIndex
CREATE UNIQUE INDEX "session_token_key" ON "session"("token");

-- CreateIndex
CREATE INDEX "session_userId_idx" ON "session"("userId");

-- CreateIndex
CREATE INDEX "account_userId_idx" ON "account"("userId");

-- CreateIndex
CREATE INDEX "verification_identifier_idx" ON "verification"("identifier");

-- CreateIndex
CREATE INDEX "ActionLog_at_idx" ON "ActionLog"("at");

-- CreateIndex
CREATE INDEX "ActionLog_actorUserId_at_idx" ON "ActionLog"("actorUserId", "at");

-- AddForeignKey
ALTER TABLE "Agent" ADD CONSTRAINT "Agent_runId_fkey" FOREIGN KEY ("runId") REFERENCES "Run"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "TranscriptItem" ADD CONSTRAINT "TranscriptItem_runId_fkey" FOREIGN KEY ("runId") REFERENCES "Run"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "TranscriptItem" ADD CONSTRAINT "TranscriptItem_agentId_fkey" FOREIGN KEY ("agentId") REFERENCES "Agent"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ModelExchange" ADD CONSTRAINT "ModelExchange_runId_fkey" FOREIGN KEY ("runId") REFERENCES "Run"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "WindowSample" ADD CONSTRAINT "WindowSample_runId_fkey" FOREIGN KEY ("runId") REFERENCES "Run"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Debrief" ADD CONSTRAINT "Debrief_runId_fkey" FOREIGN KEY ("runId") REFERENCES "Run"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Correction" ADD CONSTRAINT "Correction_runId_fkey" FOREIGN KEY ("runId") REFERENCES "Run"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Correction" ADD CONSTRAINT "Correction_agentId_fkey" FOREIGN KEY ("agentId") REFERENCES "Agent"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "CorrectionConsumption" ADD CONSTRAINT "CorrectionConsumption_correctionId_fkey" FOREIGN KEY ("correctionId") REFERENCES "Correction"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "TelemetryEvent" ADD CONSTRAINT "TelemetryEvent_runId_fkey" FOREIGN KEY ("runId") REFERENCES "Run"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "RunEvent" ADD CONSTRAINT "RunEvent_runId_fkey" FOREIGN KEY ("runId") REFERENCES "Run"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "session" ADD CONSTRAINT "session_userId_fkey" FOREIGN KEY ("userId") REFERENCES "user"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "account" ADD CONSTRAINT "account_userId_fkey" FOREIGN KEY ("userId") REFERENCES "user"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- The action log is insert-only: the database refuses to change or remove a row (the SQLite
-- migration's triggers, in plpgsql; TRUNCATE, which skips row triggers, is refused too).
CREATE FUNCTION "ActionLog_insert_only"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
    RAISE EXCEPTION 'the action log is insert-only' USING ERRCODE = 'integrity_constraint_violation';
END;
$$;

CREATE TRIGGER "ActionLog_no_update" BEFORE UPDATE ON "ActionLog"
FOR EACH ROW EXECUTE FUNCTION "ActionLog_insert_only"();

CREATE TRIGGER "ActionLog_no_delete" BEFORE DELETE ON "ActionLog"
FOR EACH ROW EXECUTE FUNCTION "ActionLog_insert_only"();

CREATE TRIGGER "ActionLog_no_truncate" BEFORE TRUNCATE ON "ActionLog"
FOR EACH STATEMENT EXECUTE FUNCTION "ActionLog_insert_only"();
