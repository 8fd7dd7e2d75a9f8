-- Issue 48: an outage that degraded its services (packet loss) rather than cutting them.
ALTER TABLE "outages" ADD COLUMN "degraded" boolean DEFAULT false NOT NULL;
