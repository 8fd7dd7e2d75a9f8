CREATE SEQUENCE "public"."service_order_numbers" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 50001 CACHE 1;--> statement-breakpoint
CREATE TABLE "service_order_drafts" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"type" text NOT NULL,
	"form" jsonb NOT NULL,
	"active_step" integer NOT NULL,
	"steps_done" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "service_orders" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "service_orders_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"company_id" integer NOT NULL,
	"service_id" integer NOT NULL,
	"ordered_by_id" integer NOT NULL,
	"idempotency_key" text NOT NULL,
	"type" text NOT NULL,
	"stage" text NOT NULL,
	"stage_times" jsonb NOT NULL,
	"failure_reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "service_order_drafts" ADD CONSTRAINT "service_order_drafts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_orders" ADD CONSTRAINT "service_orders_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_orders" ADD CONSTRAINT "service_orders_service_id_services_id_fk" FOREIGN KEY ("service_id") REFERENCES "public"."services"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_orders" ADD CONSTRAINT "service_orders_ordered_by_id_users_id_fk" FOREIGN KEY ("ordered_by_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "service_orders_idempotency_idx" ON "service_orders" USING btree ("company_id","idempotency_key");--> statement-breakpoint
CREATE UNIQUE INDEX "service_orders_service_idx" ON "service_orders" USING btree ("service_id");--> statement-breakpoint
CREATE INDEX "service_orders_open_idx" ON "service_orders" USING btree ("company_id","created_at") WHERE "stage" not in ('live', 'failed');