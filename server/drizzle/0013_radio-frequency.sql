CREATE TABLE "rf_device_interfaces" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "rf_device_interfaces_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"company_id" integer NOT NULL,
	"device_id" integer NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"link_name" text NOT NULL,
	"peer" text NOT NULL,
	"band" text NOT NULL,
	"frequency_mhz" integer NOT NULL,
	"capacity_mbps" integer NOT NULL,
	"polarisation" text NOT NULL,
	"channel_width_mhz" integer NOT NULL,
	"antenna_diameter_cm" integer NOT NULL,
	"azimuth_deg" double precision NOT NULL,
	"link_distance_km" double precision NOT NULL,
	"tx_power_dbm" double precision NOT NULL,
	"planned_rx_level_dbm" double precision NOT NULL,
	"search_text" text GENERATED ALWAYS AS (lower("name" || ' ' || "link_name" || ' ' || "description")) STORED NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "rf_device_thresholds" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "rf_device_thresholds_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"company_id" integer NOT NULL,
	"interface_id" integer NOT NULL,
	"metric" text NOT NULL,
	"warning" double precision NOT NULL,
	"critical" double precision NOT NULL,
	"level" text DEFAULT 'normal' NOT NULL,
	"checked_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "rf_devices" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "rf_devices_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"company_id" integer NOT NULL,
	"name" text NOT NULL,
	"model" text NOT NULL,
	"firmware" text NOT NULL,
	"serial_number" text NOT NULL,
	"site" text NOT NULL,
	"metro" text NOT NULL,
	"status" text NOT NULL,
	"up_since" timestamp with time zone,
	"search_text" text GENERATED ALWAYS AS (lower("name" || ' ' || "site" || ' ' || "model")) STORED NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "rf_logs" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "rf_logs_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"company_id" integer NOT NULL,
	"device_id" integer NOT NULL,
	"interface_id" integer,
	"kind" text NOT NULL,
	"message" text NOT NULL,
	"old_value" text DEFAULT '' NOT NULL,
	"new_value" text DEFAULT '' NOT NULL,
	"actor_user_id" integer,
	"actor_name" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "rf_device_interfaces" ADD CONSTRAINT "rf_device_interfaces_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rf_device_interfaces" ADD CONSTRAINT "rf_device_interfaces_device_id_rf_devices_id_fk" FOREIGN KEY ("device_id") REFERENCES "public"."rf_devices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rf_device_thresholds" ADD CONSTRAINT "rf_device_thresholds_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rf_device_thresholds" ADD CONSTRAINT "rf_device_thresholds_interface_id_rf_device_interfaces_id_fk" FOREIGN KEY ("interface_id") REFERENCES "public"."rf_device_interfaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rf_devices" ADD CONSTRAINT "rf_devices_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rf_logs" ADD CONSTRAINT "rf_logs_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rf_logs" ADD CONSTRAINT "rf_logs_device_id_rf_devices_id_fk" FOREIGN KEY ("device_id") REFERENCES "public"."rf_devices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rf_logs" ADD CONSTRAINT "rf_logs_interface_id_rf_device_interfaces_id_fk" FOREIGN KEY ("interface_id") REFERENCES "public"."rf_device_interfaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rf_logs" ADD CONSTRAINT "rf_logs_actor_user_id_users_id_fk" FOREIGN KEY ("actor_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "rf_device_interfaces_company_link_idx" ON "rf_device_interfaces" USING btree ("company_id","link_name","name","id");--> statement-breakpoint
CREATE INDEX "rf_device_interfaces_device_idx" ON "rf_device_interfaces" USING btree ("device_id","name","id");--> statement-breakpoint
CREATE INDEX "rf_device_interfaces_search_idx" ON "rf_device_interfaces" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE UNIQUE INDEX "rf_device_thresholds_interface_metric_unique" ON "rf_device_thresholds" USING btree ("interface_id","metric");--> statement-breakpoint
CREATE INDEX "rf_device_thresholds_company_idx" ON "rf_device_thresholds" USING btree ("company_id","interface_id","id");--> statement-breakpoint
CREATE INDEX "rf_devices_company_name_idx" ON "rf_devices" USING btree ("company_id","name","id");--> statement-breakpoint
CREATE INDEX "rf_devices_search_idx" ON "rf_devices" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "rf_logs_company_created_idx" ON "rf_logs" USING btree ("company_id","created_at","id");--> statement-breakpoint
CREATE INDEX "rf_logs_device_created_idx" ON "rf_logs" USING btree ("company_id","device_id","created_at","id");