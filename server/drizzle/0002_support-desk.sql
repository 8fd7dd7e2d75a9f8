CREATE SEQUENCE "public"."support_issue_number_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1001 CACHE 1;--> statement-breakpoint
CREATE TABLE "support_activity" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "support_activity_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"ticket_id" integer NOT NULL,
	"kind" text NOT NULL,
	"author_id" integer,
	"author_name" text NOT NULL,
	"is_agent" boolean DEFAULT false NOT NULL,
	"comment_id" integer,
	"attachment_id" integer,
	"from_status" text,
	"to_status" text,
	"transition_name" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "support_attachments" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "support_attachments_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"company_id" integer NOT NULL,
	"ticket_id" integer,
	"comment_id" integer,
	"storage_key" text NOT NULL,
	"name" text NOT NULL,
	"size" bigint NOT NULL,
	"content_type" text NOT NULL,
	"uploader_id" integer NOT NULL,
	"expires_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "support_classifications" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "support_classifications_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"request_type_id" integer NOT NULL,
	"name" text NOT NULL,
	"position" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "support_comments" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "support_comments_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"ticket_id" integer NOT NULL,
	"author_id" integer,
	"author_name" text NOT NULL,
	"is_agent" boolean DEFAULT false NOT NULL,
	"body" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "support_followers" (
	"ticket_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "support_followers_ticket_id_user_id_pk" PRIMARY KEY("ticket_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "support_request_types" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "support_request_types_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"name" text NOT NULL,
	"description" text NOT NULL,
	"requires_service" boolean NOT NULL,
	"position" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "support_service_refs" (
	"company_id" integer NOT NULL,
	"service_id" text NOT NULL,
	"name" text NOT NULL,
	CONSTRAINT "support_service_refs_company_id_service_id_pk" PRIMARY KEY("company_id","service_id")
);
--> statement-breakpoint
CREATE TABLE "support_statuses" (
	"key" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"position" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "support_template_fields" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "support_template_fields_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"request_type_id" integer NOT NULL,
	"name" text NOT NULL,
	"label" text NOT NULL,
	"kind" text NOT NULL,
	"required" boolean NOT NULL,
	"help_text" text,
	"options" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"position" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "support_ticket_exports" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "support_ticket_exports_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"company_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"status" text NOT NULL,
	"row_count" integer,
	"started_at" timestamp with time zone NOT NULL,
	"finished_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "support_tickets" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "support_tickets_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"company_id" integer NOT NULL,
	"issue_number" integer DEFAULT nextval('support_issue_number_seq') NOT NULL,
	"request_type_id" integer NOT NULL,
	"classification_id" integer,
	"summary" text NOT NULL,
	"description" text NOT NULL,
	"priority" text NOT NULL,
	"status" text NOT NULL,
	"service_id" text,
	"service_name" text,
	"reporter_id" integer NOT NULL,
	"fields" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"search_text" text GENERATED ALWAYS AS (lower('SUP-' || "issue_number"::text || ' ' || "summary" || ' ' || "description")) STORED NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "support_transitions" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "support_transitions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"name" text NOT NULL,
	"from_status" text NOT NULL,
	"to_status" text NOT NULL,
	"actor" text NOT NULL,
	"position" integer NOT NULL
);
--> statement-breakpoint
ALTER TABLE "support_activity" ADD CONSTRAINT "support_activity_ticket_id_support_tickets_id_fk" FOREIGN KEY ("ticket_id") REFERENCES "public"."support_tickets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "support_activity" ADD CONSTRAINT "support_activity_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "support_activity" ADD CONSTRAINT "support_activity_comment_id_support_comments_id_fk" FOREIGN KEY ("comment_id") REFERENCES "public"."support_comments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "support_activity" ADD CONSTRAINT "support_activity_attachment_id_support_attachments_id_fk" FOREIGN KEY ("attachment_id") REFERENCES "public"."support_attachments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "support_attachments" ADD CONSTRAINT "support_attachments_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "support_attachments" ADD CONSTRAINT "support_attachments_ticket_id_support_tickets_id_fk" FOREIGN KEY ("ticket_id") REFERENCES "public"."support_tickets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "support_attachments" ADD CONSTRAINT "support_attachments_comment_id_support_comments_id_fk" FOREIGN KEY ("comment_id") REFERENCES "public"."support_comments"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "support_attachments" ADD CONSTRAINT "support_attachments_uploader_id_users_id_fk" FOREIGN KEY ("uploader_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "support_classifications" ADD CONSTRAINT "support_classifications_request_type_id_support_request_types_id_fk" FOREIGN KEY ("request_type_id") REFERENCES "public"."support_request_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "support_comments" ADD CONSTRAINT "support_comments_ticket_id_support_tickets_id_fk" FOREIGN KEY ("ticket_id") REFERENCES "public"."support_tickets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "support_comments" ADD CONSTRAINT "support_comments_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "support_followers" ADD CONSTRAINT "support_followers_ticket_id_support_tickets_id_fk" FOREIGN KEY ("ticket_id") REFERENCES "public"."support_tickets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "support_followers" ADD CONSTRAINT "support_followers_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "support_service_refs" ADD CONSTRAINT "support_service_refs_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "support_template_fields" ADD CONSTRAINT "support_template_fields_request_type_id_support_request_types_id_fk" FOREIGN KEY ("request_type_id") REFERENCES "public"."support_request_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "support_ticket_exports" ADD CONSTRAINT "support_ticket_exports_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "support_ticket_exports" ADD CONSTRAINT "support_ticket_exports_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "support_tickets" ADD CONSTRAINT "support_tickets_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "support_tickets" ADD CONSTRAINT "support_tickets_request_type_id_support_request_types_id_fk" FOREIGN KEY ("request_type_id") REFERENCES "public"."support_request_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "support_tickets" ADD CONSTRAINT "support_tickets_classification_id_support_classifications_id_fk" FOREIGN KEY ("classification_id") REFERENCES "public"."support_classifications"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "support_tickets" ADD CONSTRAINT "support_tickets_status_support_statuses_key_fk" FOREIGN KEY ("status") REFERENCES "public"."support_statuses"("key") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "support_tickets" ADD CONSTRAINT "support_tickets_reporter_id_users_id_fk" FOREIGN KEY ("reporter_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "support_transitions" ADD CONSTRAINT "support_transitions_from_status_support_statuses_key_fk" FOREIGN KEY ("from_status") REFERENCES "public"."support_statuses"("key") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "support_transitions" ADD CONSTRAINT "support_transitions_to_status_support_statuses_key_fk" FOREIGN KEY ("to_status") REFERENCES "public"."support_statuses"("key") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "support_activity_ticket_idx" ON "support_activity" USING btree ("ticket_id","created_at","id");--> statement-breakpoint
CREATE INDEX "support_attachments_ticket_idx" ON "support_attachments" USING btree ("ticket_id","created_at");--> statement-breakpoint
CREATE INDEX "support_attachments_comment_idx" ON "support_attachments" USING btree ("comment_id");--> statement-breakpoint
CREATE INDEX "support_attachments_temporary_idx" ON "support_attachments" USING btree ("uploader_id","expires_at") WHERE "support_attachments"."ticket_id" is null;--> statement-breakpoint
CREATE INDEX "support_classifications_type_idx" ON "support_classifications" USING btree ("request_type_id","position");--> statement-breakpoint
CREATE INDEX "support_comments_ticket_idx" ON "support_comments" USING btree ("ticket_id","created_at");--> statement-breakpoint
CREATE INDEX "support_followers_user_idx" ON "support_followers" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "support_template_fields_name_unique" ON "support_template_fields" USING btree ("request_type_id","name");--> statement-breakpoint
CREATE INDEX "support_ticket_exports_user_idx" ON "support_ticket_exports" USING btree ("user_id","started_at");--> statement-breakpoint
CREATE UNIQUE INDEX "support_tickets_issue_number_unique" ON "support_tickets" USING btree ("issue_number");--> statement-breakpoint
CREATE INDEX "support_tickets_company_created_idx" ON "support_tickets" USING btree ("company_id","created_at","id");--> statement-breakpoint
CREATE INDEX "support_tickets_company_updated_idx" ON "support_tickets" USING btree ("company_id","updated_at","id");--> statement-breakpoint
CREATE INDEX "support_tickets_company_status_idx" ON "support_tickets" USING btree ("company_id","status","created_at");--> statement-breakpoint
CREATE INDEX "support_tickets_company_type_idx" ON "support_tickets" USING btree ("company_id","request_type_id","created_at");--> statement-breakpoint
CREATE INDEX "support_tickets_company_classification_idx" ON "support_tickets" USING btree ("company_id","classification_id");--> statement-breakpoint
CREATE INDEX "support_tickets_company_service_idx" ON "support_tickets" USING btree ("company_id","service_id");