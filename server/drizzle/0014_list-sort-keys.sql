DROP INDEX "permission_log_company_idx";--> statement-breakpoint
DROP INDEX "maintenances_company_list_order_idx";--> statement-breakpoint
DROP INDEX "outages_company_list_order_idx";--> statement-breakpoint
DROP INDEX "services_company_status_idx";--> statement-breakpoint
DROP INDEX "services_company_type_idx";--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "email_key" text GENERATED ALWAYS AS (lower("email")) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "maintenances" ADD COLUMN "list_rank" smallint GENERATED ALWAYS AS (case "state" when 'in_progress' then 0 when 'scheduled' then 1 else 2 end) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "maintenances" ADD COLUMN "list_open_start" timestamp with time zone GENERATED ALWAYS AS (case when "state" in ('in_progress', 'scheduled') then "window_start" end) STORED;--> statement-breakpoint
ALTER TABLE "outages" ADD COLUMN "list_rank" smallint GENERATED ALWAYS AS (case "state" when 'ongoing' then 0 else 1 end) STORED NOT NULL;--> statement-breakpoint
CREATE INDEX "users_company_email_idx" ON "users" USING btree ("company_id","email_key","id");--> statement-breakpoint
CREATE INDEX "users_company_joined_idx" ON "users" USING btree ("company_id","created_at","id");--> statement-breakpoint
CREATE INDEX "users_company_login_idx" ON "users" USING btree ("company_id","last_login_at" NULLS FIRST,"id");--> statement-breakpoint
CREATE INDEX "services_company_speed_idx" ON "services" USING btree ("company_id","speed_mbps","id");--> statement-breakpoint
CREATE INDEX "permission_log_company_idx" ON "permission_log" USING btree ("company_id","created_at","id");--> statement-breakpoint
CREATE INDEX "maintenances_company_list_order_idx" ON "maintenances" USING btree ("company_id","list_rank","list_open_start","window_start" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "outages_company_list_order_idx" ON "outages" USING btree ("company_id","list_rank","started_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "services_company_status_idx" ON "services" USING btree ("company_id","status","name","id");--> statement-breakpoint
CREATE INDEX "services_company_type_idx" ON "services" USING btree ("company_id","type","name","id");