-- The recruiter who sent an outreach is e-mailed when the candidate replies (issue 21): the
-- setting to turn it off, and each reply's notice, pending until it is sent.

-- AlterTable
ALTER TABLE "User" ADD COLUMN "emailOnReply" BOOLEAN NOT NULL DEFAULT true;

-- AlterTable
ALTER TABLE "OutreachReply" ADD COLUMN "notification" TEXT,
ADD COLUMN "notificationDueAt" TIMESTAMP(3),
ADD COLUMN "notificationAttempts" INTEGER NOT NULL DEFAULT 0,
ADD COLUMN "notificationError" TEXT,
ADD COLUMN "notifiedAt" TIMESTAMP(3);

-- CreateIndex
CREATE INDEX "OutreachReply_notification_notificationDueAt_idx" ON "OutreachReply"("notification", "notificationDueAt");
