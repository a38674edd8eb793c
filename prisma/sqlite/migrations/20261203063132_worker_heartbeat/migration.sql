-- CreateTable
CREATE TABLE "WorkerHeartbeat" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "host" TEXT NOT NULL,
    "pid" INTEGER NOT NULL,
    "appVersion" TEXT NOT NULL,
    "concurrency" INTEGER NOT NULL,
    "runsInHand" INTEGER NOT NULL,
    "state" TEXT NOT NULL,
    "heartbeatMs" INTEGER NOT NULL,
    "startedAt" DATETIME NOT NULL,
    "lastSeenAt" DATETIME NOT NULL
);

-- CreateIndex
CREATE INDEX "WorkerHeartbeat_lastSeenAt_idx" ON "WorkerHeartbeat"("lastSeenAt");
