CREATE TABLE "cease_reasons" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "cease_reasons_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"label" text NOT NULL,
	"position" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "company_contacts" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "company_contacts_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"company_id" integer NOT NULL,
	"kind" text NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"phone" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "company_sites" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "company_sites_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"company_id" integer NOT NULL,
	"name" text NOT NULL,
	"address" text NOT NULL,
	"country" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "customer_accounts" (
	"company_id" integer PRIMARY KEY NOT NULL,
	"account_number" text NOT NULL,
	"country" text NOT NULL,
	"currency" text NOT NULL,
	CONSTRAINT "customer_accounts_account_number_unique" UNIQUE("account_number")
);
--> statement-breakpoint
CREATE TABLE "locations" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "locations_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"name" text NOT NULL,
	"operator" text NOT NULL,
	"address" text NOT NULL,
	"metro" text NOT NULL,
	"country" text NOT NULL,
	"latitude" double precision NOT NULL,
	"longitude" double precision NOT NULL,
	"pop_id" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "pops" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "pops_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"code" text NOT NULL,
	"name" text NOT NULL,
	"metro" text NOT NULL,
	"country" text NOT NULL,
	CONSTRAINT "pops_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "product_categories" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "product_categories_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"name" text NOT NULL,
	"service_type" text NOT NULL,
	"position" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "products" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "products_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"name" text NOT NULL,
	"category_id" integer NOT NULL,
	"service_type" text NOT NULL,
	"description" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "cease_orders" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "cease_orders_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"company_id" integer NOT NULL,
	"service_id" integer NOT NULL,
	"reason_id" integer NOT NULL,
	"cease_date" date NOT NULL,
	"comment" text DEFAULT '' NOT NULL,
	"status" text NOT NULL,
	"previous_status" text NOT NULL,
	"requested_by_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"closed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "company_cnis" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "company_cnis_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"company_id" integer NOT NULL,
	"name" text NOT NULL,
	"port_id" integer NOT NULL,
	"vlan" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "contract_lines" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "contract_lines_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"company_id" integer NOT NULL,
	"contract_number" text NOT NULL,
	"service_id" integer,
	"product_id" integer NOT NULL,
	"description" text NOT NULL,
	"quantity" integer NOT NULL,
	"term_months" integer NOT NULL,
	"start_date" date NOT NULL,
	"end_date" date NOT NULL,
	"mrc_minor" integer NOT NULL,
	"nrc_minor" integer NOT NULL,
	"currency" text NOT NULL,
	"auto_renews" boolean NOT NULL,
	"notice_period_days" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "network_service_members" (
	"network_service_id" integer NOT NULL,
	"service_id" integer NOT NULL,
	CONSTRAINT "network_service_members_network_service_id_service_id_pk" PRIMARY KEY("network_service_id","service_id")
);
--> statement-breakpoint
CREATE TABLE "network_services" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "network_services_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"company_id" integer NOT NULL,
	"name" text NOT NULL,
	"kind" text NOT NULL,
	"status" text NOT NULL,
	"bandwidth_mbps" integer NOT NULL,
	"asn" integer,
	"description" text NOT NULL,
	"prefixes" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"mrc_minor" integer NOT NULL,
	"currency" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "service_exports" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "service_exports_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"company_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"status" text NOT NULL,
	"row_count" integer,
	"started_at" timestamp with time zone NOT NULL,
	"finished_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "services" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "services_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"public_id" text NOT NULL,
	"company_id" integer NOT NULL,
	"type" text NOT NULL,
	"name" text NOT NULL,
	"custom_name" text,
	"description" text DEFAULT '' NOT NULL,
	"product_id" integer NOT NULL,
	"status" text NOT NULL,
	"admin_state" text NOT NULL,
	"oper_state" text NOT NULL,
	"order_status" text NOT NULL,
	"path_status" text NOT NULL,
	"speed_mbps" integer NOT NULL,
	"parent_id" integer,
	"location_id" integer NOT NULL,
	"a_port_id" integer,
	"a_vlan" integer,
	"b_location_id" integer,
	"b_port_id" integer,
	"b_vlan" integer,
	"media" text,
	"lag_members" integer,
	"diversity_zone" text,
	"demarcation" text,
	"cloud_provider" text,
	"cloud_region" text,
	"provider_key" text,
	"azure_state" text,
	"term_months" integer NOT NULL,
	"mrc_minor" integer NOT NULL,
	"nrc_minor" integer NOT NULL,
	"currency" text NOT NULL,
	"ordered_at" timestamp with time zone NOT NULL,
	"live_at" timestamp with time zone,
	"term_end" date,
	"checked_at" timestamp with time zone NOT NULL,
	"search_text" text GENERATED ALWAYS AS (lower("public_id" || ' ' || "name" || ' ' || coalesce("custom_name", ''))) STORED NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "company_contacts" ADD CONSTRAINT "company_contacts_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_sites" ADD CONSTRAINT "company_sites_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_accounts" ADD CONSTRAINT "customer_accounts_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "locations" ADD CONSTRAINT "locations_pop_id_pops_id_fk" FOREIGN KEY ("pop_id") REFERENCES "public"."pops"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_category_id_product_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."product_categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cease_orders" ADD CONSTRAINT "cease_orders_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cease_orders" ADD CONSTRAINT "cease_orders_service_id_services_id_fk" FOREIGN KEY ("service_id") REFERENCES "public"."services"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cease_orders" ADD CONSTRAINT "cease_orders_reason_id_cease_reasons_id_fk" FOREIGN KEY ("reason_id") REFERENCES "public"."cease_reasons"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cease_orders" ADD CONSTRAINT "cease_orders_requested_by_id_users_id_fk" FOREIGN KEY ("requested_by_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_cnis" ADD CONSTRAINT "company_cnis_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_cnis" ADD CONSTRAINT "company_cnis_port_id_services_id_fk" FOREIGN KEY ("port_id") REFERENCES "public"."services"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contract_lines" ADD CONSTRAINT "contract_lines_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contract_lines" ADD CONSTRAINT "contract_lines_service_id_services_id_fk" FOREIGN KEY ("service_id") REFERENCES "public"."services"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contract_lines" ADD CONSTRAINT "contract_lines_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "network_service_members" ADD CONSTRAINT "network_service_members_network_service_id_network_services_id_fk" FOREIGN KEY ("network_service_id") REFERENCES "public"."network_services"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "network_service_members" ADD CONSTRAINT "network_service_members_service_id_services_id_fk" FOREIGN KEY ("service_id") REFERENCES "public"."services"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "network_services" ADD CONSTRAINT "network_services_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_exports" ADD CONSTRAINT "service_exports_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_exports" ADD CONSTRAINT "service_exports_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "services" ADD CONSTRAINT "services_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "services" ADD CONSTRAINT "services_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "services" ADD CONSTRAINT "services_parent_id_services_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."services"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "services" ADD CONSTRAINT "services_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "services" ADD CONSTRAINT "services_a_port_id_services_id_fk" FOREIGN KEY ("a_port_id") REFERENCES "public"."services"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "services" ADD CONSTRAINT "services_b_location_id_locations_id_fk" FOREIGN KEY ("b_location_id") REFERENCES "public"."locations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "services" ADD CONSTRAINT "services_b_port_id_services_id_fk" FOREIGN KEY ("b_port_id") REFERENCES "public"."services"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "cease_reasons_position_idx" ON "cease_reasons" USING btree ("position");--> statement-breakpoint
CREATE INDEX "company_contacts_company_idx" ON "company_contacts" USING btree ("company_id","kind","name");--> statement-breakpoint
CREATE INDEX "company_sites_company_idx" ON "company_sites" USING btree ("company_id","name");--> statement-breakpoint
CREATE INDEX "locations_metro_idx" ON "locations" USING btree ("metro","name");--> statement-breakpoint
CREATE INDEX "cease_orders_company_created_idx" ON "cease_orders" USING btree ("company_id","created_at","id");--> statement-breakpoint
CREATE UNIQUE INDEX "cease_orders_one_pending_idx" ON "cease_orders" USING btree ("service_id") WHERE "status" = 'pending';--> statement-breakpoint
CREATE INDEX "company_cnis_company_idx" ON "company_cnis" USING btree ("company_id","name");--> statement-breakpoint
CREATE INDEX "contract_lines_company_end_idx" ON "contract_lines" USING btree ("company_id","end_date","id");--> statement-breakpoint
CREATE INDEX "network_services_company_name_idx" ON "network_services" USING btree ("company_id","name");--> statement-breakpoint
CREATE INDEX "service_exports_user_idx" ON "service_exports" USING btree ("user_id","started_at");--> statement-breakpoint
CREATE UNIQUE INDEX "services_public_id_unique" ON "services" USING btree ("public_id");--> statement-breakpoint
CREATE INDEX "services_company_name_idx" ON "services" USING btree ("company_id","name","id");--> statement-breakpoint
CREATE INDEX "services_company_ordered_idx" ON "services" USING btree ("company_id","ordered_at","id");--> statement-breakpoint
CREATE INDEX "services_company_status_idx" ON "services" USING btree ("company_id","status","name");--> statement-breakpoint
CREATE INDEX "services_company_type_idx" ON "services" USING btree ("company_id","type","name");--> statement-breakpoint
CREATE INDEX "services_company_location_idx" ON "services" USING btree ("company_id","location_id");--> statement-breakpoint
CREATE INDEX "services_company_parent_idx" ON "services" USING btree ("company_id","parent_id","name");--> statement-breakpoint
CREATE INDEX "services_search_idx" ON "services" USING gin ("search_text" gin_trgm_ops);