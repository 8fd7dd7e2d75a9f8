ALTER TABLE "outbox" ADD COLUMN "attachments" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "company_contacts" ADD COLUMN "role" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "company_contacts" ADD COLUMN "notices" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "company_contacts" ADD COLUMN "all_services" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "company_contacts" ADD COLUMN "services" jsonb DEFAULT '[]'::jsonb NOT NULL;