-- AlterTable
ALTER TABLE "Outreach" ADD COLUMN     "queuedAt" TIMESTAMP(3);

-- CreateIndex
CREATE INDEX "Outreach_status_queuedAt_idx" ON "Outreach"("status", "queuedAt");
