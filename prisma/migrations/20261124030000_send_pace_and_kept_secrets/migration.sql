-- One pace for the send queue across replicas: the earliest time the deployment's next queued
-- e-mail may go out. Each claim moves it on by 60 / OUTREACH_PER_MINUTE seconds in the same
-- statement that claims the row, so N replicas together send at the pace of one.
CREATE TABLE "SendPace" (
    "name" TEXT NOT NULL,
    "nextSendAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "SendPace_pkey" PRIMARY KEY ("name")
);
INSERT INTO "SendPace" ("name", "nextSendAt") VALUES ('outreach', '1970-01-01 00:00:00');

-- Keys the server generates when none is configured (the session key without JWT_SECRET): kept in
-- the database, so every replica signs and checks with the same one.
CREATE TABLE "GeneratedSecret" (
    "name" TEXT NOT NULL,
    "value" TEXT NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "GeneratedSecret_pkey" PRIMARY KEY ("name")
);
