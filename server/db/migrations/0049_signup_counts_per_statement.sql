-- New volunteers and organisations count once per statement, not once per row: an import of many users in one
-- statement updated the same two daily rows once per user, each time past all its earlier versions (quadratic).
DROP TRIGGER analytics_users ON users;
--> statement-breakpoint
DROP TRIGGER analytics_organizations ON organizations;
--> statement-breakpoint
CREATE FUNCTION analytics_signups_counted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- The organisation is 0 (none) and the centre's row -1, as analytics_bump counts them.
  INSERT INTO analytics_daily (tenant_id, day, center_id, organization_id, metric, bucket, value)
  SELECT n.tenant_id, (n.created_at AT TIME ZONE 'UTC')::date, n.center_id, row.organization_id,
    CASE WHEN TG_TABLE_NAME = 'users' THEN 'volunteers' ELSE 'organizations' END, 0, count(*)
  FROM new_rows n CROSS JOIN (VALUES (0), (-1)) AS row (organization_id)
  GROUP BY n.tenant_id, (n.created_at AT TIME ZONE 'UTC')::date, n.center_id, row.organization_id
  ON CONFLICT (tenant_id, day, center_id, organization_id, metric, bucket)
  DO UPDATE SET value = analytics_daily.value + excluded.value;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER analytics_users AFTER INSERT ON users REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION analytics_signups_counted();
--> statement-breakpoint
CREATE TRIGGER analytics_organizations AFTER INSERT ON organizations REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION analytics_signups_counted();
--> statement-breakpoint
DROP FUNCTION analytics_signups();
