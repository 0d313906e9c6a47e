-- Work in progress is claimed with an owner and a lease, so that with several replicas only the
-- work of a process that died is taken over, and by one replica only (decision 105).
ALTER TABLE "Resume" ADD COLUMN "leaseOwner" TEXT, ADD COLUMN "leaseExpiresAt" TIMESTAMP(3);
ALTER TABLE "Document" ADD COLUMN "leaseOwner" TEXT, ADD COLUMN "leaseExpiresAt" TIMESTAMP(3);

-- Chores that must run on one replica at a time (file clean-up, maintenance), each held by a lease.
CREATE TABLE "ChoreLease" (
    "name" TEXT NOT NULL,
    "owner" TEXT NOT NULL,
    "expiresAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "ChoreLease_pkey" PRIMARY KEY ("name")
);
