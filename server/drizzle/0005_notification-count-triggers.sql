-- notification_counts follows notifications in the same transaction (schema-accounts.ts). Statement-level triggers
-- with transition tables: a bulk insert (the seed), "mark all read" or a retention sweep updates each user's row once.
CREATE FUNCTION notification_counts_after_insert() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO notification_counts AS c (user_id, total, unread)
    SELECT user_id, count(*), count(*) FILTER (WHERE NOT is_read) FROM new_rows GROUP BY user_id
    ON CONFLICT (user_id) DO UPDATE SET total = c.total + excluded.total, unread = c.unread + excluded.unread;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE FUNCTION notification_counts_after_delete() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE notification_counts AS c SET total = c.total - d.total, unread = c.unread - d.unread
    FROM (SELECT user_id, count(*) AS total, count(*) FILTER (WHERE NOT is_read) AS unread
          FROM old_rows GROUP BY user_id) AS d
    WHERE c.user_id = d.user_id;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE FUNCTION notification_counts_after_update() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO notification_counts AS c (user_id, total, unread)
    SELECT user_id, sum(total), sum(unread) FROM (
      SELECT user_id, 1 AS total, CASE WHEN is_read THEN 0 ELSE 1 END AS unread FROM new_rows
      UNION ALL
      SELECT user_id, -1, CASE WHEN is_read THEN 0 ELSE -1 END FROM old_rows
    ) AS delta
    GROUP BY user_id
    HAVING sum(total) <> 0 OR sum(unread) <> 0
    ON CONFLICT (user_id) DO UPDATE SET total = c.total + excluded.total, unread = c.unread + excluded.unread;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER notification_counts_insert AFTER INSERT ON notifications
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION notification_counts_after_insert();--> statement-breakpoint
CREATE TRIGGER notification_counts_delete AFTER DELETE ON notifications
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION notification_counts_after_delete();--> statement-breakpoint
CREATE TRIGGER notification_counts_update AFTER UPDATE ON notifications
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION notification_counts_after_update();--> statement-breakpoint
INSERT INTO notification_counts (user_id, total, unread)
  SELECT user_id, count(*), count(*) FILTER (WHERE NOT is_read) FROM notifications GROUP BY user_id
  ON CONFLICT (user_id) DO NOTHING;
