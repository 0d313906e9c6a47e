-- The sign-in budgets (per address, per account, per device) counted in the database instead of
-- each process's memory, so that every replica spends from the same budget. One row per limiter
-- and key; a hit is one INSERT ... ON CONFLICT DO UPDATE that counts up or starts a new window
-- (http/rate-limit-store.ts). Rows whose window is over are deleted by a chore.
CREATE TABLE "RateLimitCounter" (
    "key" TEXT NOT NULL,
    "hits" INTEGER NOT NULL,
    "resetAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "RateLimitCounter_pkey" PRIMARY KEY ("key")
);
