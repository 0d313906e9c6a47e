-- Replies and bounces read from the organisation's mailbox (issue 21): the replies themselves,
-- where the mailbox reader stopped, and why an address is on the do-not-contact list.

-- AlterTable
ALTER TABLE "Unsubscribe" ADD COLUMN "reason" TEXT NOT NULL DEFAULT 'unsubscribed',
ADD COLUMN "detail" TEXT;

-- CreateTable
CREATE TABLE "OutreachReply" (
    "id" UUID NOT NULL,
    "tenantId" UUID NOT NULL,
    "outreachId" UUID NOT NULL,
    "sourceKey" TEXT NOT NULL,
    "fromAddress" TEXT NOT NULL,
    "fromName" TEXT,
    "subject" TEXT NOT NULL,
    "text" TEXT NOT NULL,
    "html" TEXT,
    "attachments" JSONB NOT NULL,
    "isAutoReply" BOOLEAN NOT NULL DEFAULT false,
    "sentAt" TIMESTAMP(3) NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "OutreachReply_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "MailboxCursor" (
    "name" TEXT NOT NULL,
    "uidValidity" BIGINT NOT NULL,
    "lastUid" BIGINT NOT NULL,
    "lastError" TEXT,
    "checkedAt" TIMESTAMP(3),
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "MailboxCursor_pkey" PRIMARY KEY ("name")
);

-- CreateIndex
CREATE UNIQUE INDEX "OutreachReply_outreachId_sourceKey_key" ON "OutreachReply"("outreachId", "sourceKey");

-- CreateIndex
CREATE INDEX "OutreachReply_tenantId_idx" ON "OutreachReply"("tenantId");

-- AddForeignKey
ALTER TABLE "OutreachReply" ADD CONSTRAINT "OutreachReply_tenantId_fkey" FOREIGN KEY ("tenantId") REFERENCES "Tenant"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "OutreachReply" ADD CONSTRAINT "OutreachReply_outreachId_fkey" FOREIGN KEY ("outreachId") REFERENCES "Outreach"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- CreateIndex
CREATE INDEX "Outreach_messageId_idx" ON "Outreach"("messageId");
