-- "Already contacted" (issue 18): the candidates list reads the latest e-mail sent or queued to each
-- of its addresses in one statement; this index finds a tenant's messages to an address without
-- reading all of the tenant's outreach.
CREATE INDEX "Outreach_tenantId_recipientEmail_idx" ON "Outreach"("tenantId", "recipientEmail");
