-- A multi-row insert of vacancies (an import's batch) bumps each counter once with the rows' count: one upsert a row
-- made each insert update the same two counters again and again in one transaction (5,000 rows took 48 s, not 3 s).
DROP TRIGGER analytics_vacancies ON vacancies;
--> statement-breakpoint
CREATE TRIGGER analytics_vacancies AFTER UPDATE OF status, published_at ON vacancies
  FOR EACH ROW EXECUTE FUNCTION analytics_vacancies();
--> statement-breakpoint
-- The same rules as analytics_vacancies for a new row: published when it has published_at, filled or expired as made.
CREATE FUNCTION analytics_new_vacancies() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO analytics_daily (tenant_id, day, center_id, organization_id, metric, bucket, value)
  SELECT tenant_id, day, center_id, organization_id, metric, 0, count(*)
  FROM (
    SELECT v.tenant_id, (at AT TIME ZONE 'UTC')::date AS day, v.center_id, o.organization_id, metric
    FROM (
      SELECT tenant_id, center_id, organization_id, published_at AS at, 'vacancies_published' AS metric
        FROM new_vacancies WHERE published_at IS NOT NULL
      UNION ALL
      SELECT tenant_id, center_id, organization_id, updated_at, 'vacancies_' || status
        FROM new_vacancies WHERE status IN ('filled', 'expired')
    ) v
    -- Each bump counts for the organization and for the centre as a whole (-1), as analytics_bump does.
    CROSS JOIN LATERAL (VALUES (coalesce(v.organization_id, 0)), (-1)) o(organization_id)
  ) bumps
  GROUP BY tenant_id, day, center_id, organization_id, metric
  ON CONFLICT (tenant_id, day, center_id, organization_id, metric, bucket)
  DO UPDATE SET value = analytics_daily.value + excluded.value;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER analytics_new_vacancies AFTER INSERT ON vacancies REFERENCING NEW TABLE AS new_vacancies
  FOR EACH STATEMENT EXECUTE FUNCTION analytics_new_vacancies();
