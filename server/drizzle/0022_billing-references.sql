CREATE TABLE "billing_reference_log" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "billing_reference_log_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"company_id" integer NOT NULL,
	"service_id" integer NOT NULL,
	"changed_by_id" integer NOT NULL,
	"from_cost_centre" text NOT NULL,
	"to_cost_centre" text NOT NULL,
	"from_purchase_order" text NOT NULL,
	"to_purchase_order" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "invoice_lines" ADD COLUMN "cost_centre" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "invoice_lines" ADD COLUMN "purchase_order" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "services" ADD COLUMN "cost_centre" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "services" ADD COLUMN "purchase_order" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "billing_reference_log" ADD CONSTRAINT "billing_reference_log_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "billing_reference_log" ADD CONSTRAINT "billing_reference_log_service_id_services_id_fk" FOREIGN KEY ("service_id") REFERENCES "public"."services"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "billing_reference_log" ADD CONSTRAINT "billing_reference_log_changed_by_id_users_id_fk" FOREIGN KEY ("changed_by_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "billing_reference_log_service_idx" ON "billing_reference_log" USING btree ("service_id","created_at");--> statement-breakpoint
-- The wizard kept a purchase order as the description "Purchase order <PO>"; it has its own column now.
UPDATE "services" SET "purchase_order" = btrim(substr("description", 16)), "description" = '' WHERE "description" LIKE 'Purchase order %';
