-- Candidates' data rights (issue 22): erase, export, retention and their audit trail.

-- Retention: erase candidates with no activity for this many months; null = off (the default).
ALTER TABLE "Tenant" ADD COLUMN "retentionMonths" INTEGER;

-- An erased candidate's address stays on the do-not-contact list as a keyed hash only.
ALTER TABLE "Unsubscribe" ALTER COLUMN "email" DROP NOT NULL;
ALTER TABLE "Unsubscribe" ADD COLUMN "emailHash" TEXT;

-- CreateIndex
CREATE UNIQUE INDEX "Unsubscribe_tenantId_emailHash_key" ON "Unsubscribe"("tenantId", "emailHash");

-- An erased candidate's outreach as anonymous counts, which the dashboard adds to the live rows.
-- CreateTable
CREATE TABLE "ErasedOutreach" (
    "id" UUID NOT NULL,
    "tenantId" UUID NOT NULL,
    "status" TEXT NOT NULL,
    "sentAt" TIMESTAMP(3),
    "count" INTEGER NOT NULL,

    CONSTRAINT "ErasedOutreach_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "ErasedOutreach_tenantId_sentAt_idx" ON "ErasedOutreach"("tenantId", "sentAt");

-- AddForeignKey
ALTER TABLE "ErasedOutreach" ADD CONSTRAINT "ErasedOutreach_tenantId_fkey" FOREIGN KEY ("tenantId") REFERENCES "Tenant"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- Stored files whose rows an erase deleted, written in the erase's transaction and removed from
-- the storage after it (and by the recovery chore until done).
-- CreateTable
CREATE TABLE "PendingFileDeletion" (
    "storedName" TEXT NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "PendingFileDeletion_pkey" PRIMARY KEY ("storedName")
);
