CREATE TABLE "list_counts" (
	"list" text NOT NULL,
	"company_id" integer NOT NULL,
	"total" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "list_counts_list_company_id_pk" PRIMARY KEY("list","company_id")
);
--> statement-breakpoint
ALTER TABLE "list_counts" ADD CONSTRAINT "list_counts_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- list_counts follows the listed tables in the same transaction (schema-accounts.ts), as
-- notification_counts follows notifications (0005): statement-level triggers with transition
-- tables, so a bulk insert (the seed) or delete updates each company's row once. One set of
-- functions serves every table: the row's list is the table's name (TG_TABLE_NAME).
CREATE FUNCTION list_counts_after_insert() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO list_counts AS c (list, company_id, total)
    SELECT TG_TABLE_NAME, company_id, count(*) FROM new_rows WHERE company_id IS NOT NULL GROUP BY company_id
    ON CONFLICT (list, company_id) DO UPDATE SET total = c.total + excluded.total;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE FUNCTION list_counts_after_delete() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE list_counts AS c SET total = c.total - d.total
    FROM (SELECT company_id, count(*) AS total FROM old_rows WHERE company_id IS NOT NULL GROUP BY company_id) AS d
    WHERE c.list = TG_TABLE_NAME AND c.company_id = d.company_id;
  RETURN NULL;
END $$;--> statement-breakpoint
-- An update moves a row between companies only if it changes company_id: the common update
-- (a status, a name) nets to zero per company and writes nothing.
CREATE FUNCTION list_counts_after_update() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO list_counts AS c (list, company_id, total)
    SELECT TG_TABLE_NAME, company_id, sum(total) FROM (
      SELECT company_id, 1 AS total FROM new_rows WHERE company_id IS NOT NULL
      UNION ALL
      SELECT company_id, -1 FROM old_rows WHERE company_id IS NOT NULL
    ) AS delta
    GROUP BY company_id
    HAVING sum(total) <> 0
    ON CONFLICT (list, company_id) DO UPDATE SET total = c.total + excluded.total;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE FUNCTION list_counts_track(target regclass) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  name text := (SELECT relname FROM pg_class WHERE oid = target);
BEGIN
  EXECUTE format('CREATE TRIGGER list_counts_insert AFTER INSERT ON %s REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION list_counts_after_insert()', target);
  EXECUTE format('CREATE TRIGGER list_counts_delete AFTER DELETE ON %s REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION list_counts_after_delete()', target);
  EXECUTE format('CREATE TRIGGER list_counts_update AFTER UPDATE ON %s REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION list_counts_after_update()', target);
  EXECUTE format('INSERT INTO list_counts (list, company_id, total) SELECT %L, company_id, count(*) FROM %s WHERE company_id IS NOT NULL GROUP BY company_id ON CONFLICT (list, company_id) DO NOTHING', name, target);
END $$;--> statement-breakpoint
SELECT list_counts_track('support_tickets');--> statement-breakpoint
SELECT list_counts_track('maintenances');--> statement-breakpoint
SELECT list_counts_track('outages');--> statement-breakpoint
SELECT list_counts_track('users');--> statement-breakpoint
SELECT list_counts_track('permission_log');--> statement-breakpoint
SELECT list_counts_track('services');--> statement-breakpoint
SELECT list_counts_track('invoices');--> statement-breakpoint
DROP FUNCTION list_counts_track(regclass);
