DROP INDEX "users_company_name_idx";--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "lastname_key" text GENERATED ALWAYS AS (lower("lastname")) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "firstname_key" text GENERATED ALWAYS AS (lower("firstname")) STORED NOT NULL;--> statement-breakpoint
CREATE INDEX "users_company_name_idx" ON "users" USING btree ("company_id","lastname_key","firstname_key","id");