-- CreateIndex
CREATE INDEX "Resume_tenantId_processingStatus_idx" ON "Resume"("tenantId", "processingStatus");

-- CreateIndex
CREATE INDEX "Outreach_tenantId_sentAt_idx" ON "Outreach"("tenantId", "sentAt");
