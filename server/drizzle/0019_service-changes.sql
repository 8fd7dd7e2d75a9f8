CREATE TABLE "service_changes" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "service_changes_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"company_id" integer NOT NULL,
	"service_id" integer NOT NULL,
	"requested_by_id" integer NOT NULL,
	"idempotency_key" text NOT NULL,
	"stage" text NOT NULL,
	"stage_times" jsonb NOT NULL,
	"failure_reason" text,
	"from_mbps" integer NOT NULL,
	"to_mbps" integer NOT NULL,
	"from_term_months" integer NOT NULL,
	"to_term_months" integer NOT NULL,
	"currency" text NOT NULL,
	"from_mrc_minor" integer NOT NULL,
	"to_mrc_minor" integer NOT NULL,
	"prorated_minor" integer NOT NULL,
	"prorated_days" integer NOT NULL,
	"one_off_fee_minor" integer NOT NULL,
	"term_end" date,
	"new_term_end" date,
	"effective_at" timestamp with time zone NOT NULL,
	"period_start" date NOT NULL,
	"period_end" date NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "services" ADD COLUMN "locked_by_id" integer;--> statement-breakpoint
ALTER TABLE "services" ADD COLUMN "locked_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "service_changes" ADD CONSTRAINT "service_changes_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_changes" ADD CONSTRAINT "service_changes_service_id_services_id_fk" FOREIGN KEY ("service_id") REFERENCES "public"."services"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_changes" ADD CONSTRAINT "service_changes_requested_by_id_users_id_fk" FOREIGN KEY ("requested_by_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "service_changes_idempotency_idx" ON "service_changes" USING btree ("company_id","idempotency_key");--> statement-breakpoint
CREATE UNIQUE INDEX "service_changes_one_open_idx" ON "service_changes" USING btree ("service_id") WHERE "stage" not in ('done', 'failed');--> statement-breakpoint
CREATE INDEX "service_changes_service_created_idx" ON "service_changes" USING btree ("service_id","created_at","id");--> statement-breakpoint
CREATE INDEX "service_changes_open_idx" ON "service_changes" USING btree ("company_id","created_at") WHERE "stage" not in ('done', 'failed');--> statement-breakpoint
ALTER TABLE "services" ADD CONSTRAINT "services_locked_by_id_users_id_fk" FOREIGN KEY ("locked_by_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;