-- pg_trgm ships with PostgreSQL (contrib, a trusted extension) and with PGlite (loaded in connect.ts).
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "search_text" text GENERATED ALWAYS AS (lower("firstname" || ' ' || "lastname" || ' ' || "email")) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "maintenances" ADD COLUMN "search_text" text GENERATED ALWAYS AS (lower("reference" || ' ' || "title" || ' ' || "location" || ' ' || jsonb_path_query_array("services", '$[*].id')::text || ' ' || jsonb_path_query_array("services", '$[*].name')::text)) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "outages" ADD COLUMN "search_text" text GENERATED ALWAYS AS (lower("reference" || ' ' || "title" || ' ' || "location" || ' ' || jsonb_path_query_array("services", '$[*].id')::text || ' ' || jsonb_path_query_array("services", '$[*].name')::text)) STORED NOT NULL;--> statement-breakpoint
CREATE INDEX "users_search_idx" ON "users" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "users_company_name_idx" ON "users" USING btree ("company_id",lower("lastname"),lower("firstname"),"id");--> statement-breakpoint
CREATE INDEX "maintenances_search_idx" ON "maintenances" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "maintenances_company_list_order_idx" ON "maintenances" USING btree ("company_id",(case "state" when 'in_progress' then 0 when 'scheduled' then 1 else 2 end),(case when "state" in ('in_progress', 'scheduled') then "window_start" end),"window_start" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "outages_search_idx" ON "outages" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "outages_company_list_order_idx" ON "outages" USING btree ("company_id",(case "state" when 'ongoing' then 0 else 1 end),"started_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "support_tickets_search_idx" ON "support_tickets" USING gin ("search_text" gin_trgm_ops);