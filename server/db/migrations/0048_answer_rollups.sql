CREATE TABLE "analytics_answer_months" (
	"tenant_id" varchar(32) NOT NULL,
	"month" date NOT NULL,
	"center_id" integer NOT NULL,
	"organization_id" integer NOT NULL,
	"bucket" smallint NOT NULL,
	"value" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "analytics_answer_months_tenant_id_month_center_id_organization_id_bucket_pk" PRIMARY KEY("tenant_id","month","center_id","organization_id","bucket")
);
--> statement-breakpoint
-- The second lock (see 0001): a request sees only its own tenant's figures.
ALTER TABLE analytics_answer_months ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY tenant_isolation ON analytics_answer_months
  USING (tenant_id = current_setting('app.tenant_id', true))
  WITH CHECK (tenant_id = current_setting('app.tenant_id', true));
--> statement-breakpoint
-- The per-organisation answer times read a period's edge days of first answers from this index alone (not in the
-- Drizzle schema: it has no INCLUDE); only first answers, so other figures' updates stay HOT.
CREATE INDEX analytics_daily_first_answers ON analytics_daily (tenant_id, day) INCLUDE (center_id, organization_id, bucket, value)
  WHERE metric = 'first_answers';
--> statement-breakpoint
-- An answer time's log-scale bucket: the lower edge in hours. The edges are ANSWER_TIME_BUCKETS (contract/analytics.ts)
-- and include the distribution's bins (24, 48, 168, 336), so a bin's count is exact.
CREATE FUNCTION analytics_answer_bucket(p_hours double precision) RETURNS smallint LANGUAGE sql IMMUTABLE AS $$
  SELECT max(edge)::smallint FROM unnest(ARRAY[0, 1, 2, 3, 4, 6, 8, 10, 12, 16, 20, 24, 36, 48, 72, 96, 120, 168, 240, 336,
    504, 720, 1008, 1440]) AS edge WHERE edge <= greatest(0, p_hours);
$$;
--> statement-breakpoint
-- Adds one to a daily figure of the organisation (0: none) and of its centre (-1); days are UTC days, as the dashboard's.
CREATE OR REPLACE FUNCTION analytics_bump(p_tenant varchar, p_at timestamptz, p_center integer, p_org integer, p_metric varchar, p_bucket integer)
RETURNS void LANGUAGE sql AS $$
  INSERT INTO analytics_daily (tenant_id, day, center_id, organization_id, metric, bucket, value)
  VALUES (p_tenant, (p_at AT TIME ZONE 'UTC')::date, p_center, coalesce(p_org, 0), p_metric, p_bucket, 1),
    (p_tenant, (p_at AT TIME ZONE 'UTC')::date, p_center, -1, p_metric, p_bucket, 1)
  ON CONFLICT (tenant_id, day, center_id, organization_id, metric, bucket)
  DO UPDATE SET value = analytics_daily.value + 1;
$$;
--> statement-breakpoint
-- As 0045, with the answer time in its log-scale bucket and also counted in the organisation's month.
CREATE OR REPLACE FUNCTION analytics_applications() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  old_status varchar := CASE WHEN TG_OP = 'UPDATE' THEN OLD.status END;
  old_decided timestamptz := CASE WHEN TG_OP = 'UPDATE' THEN OLD.decided_at END;
  v_center integer;
  v_org integer;
  v_bucket smallint;
BEGIN
  SELECT center_id, organization_id INTO v_center, v_org FROM vacancies WHERE id = NEW.vacancy_id;
  IF v_center IS NULL THEN RETURN NULL; END IF;
  IF TG_OP = 'INSERT' THEN
    PERFORM analytics_bump(NEW.tenant_id, NEW.created_at, v_center, v_org, 'applications', 0);
  END IF;
  IF NEW.status IN ('accepted', 'rejected') AND NEW.status IS DISTINCT FROM old_status THEN
    PERFORM analytics_bump(NEW.tenant_id, coalesce(NEW.decided_at, now()), v_center, v_org, 'applications_' || NEW.status, 0);
    IF old_decided IS NULL AND NEW.decided_at IS NOT NULL THEN
      v_bucket := analytics_answer_bucket(extract(epoch FROM NEW.decided_at - NEW.created_at) / 3600);
      PERFORM analytics_bump(NEW.tenant_id, NEW.decided_at, v_center, v_org, 'first_answers', v_bucket);
      INSERT INTO analytics_answer_months (tenant_id, month, center_id, organization_id, bucket, value)
      VALUES (NEW.tenant_id, date_trunc('month', NEW.decided_at AT TIME ZONE 'UTC')::date, v_center, coalesce(v_org, 0), v_bucket, 1)
      ON CONFLICT (tenant_id, month, center_id, organization_id, bucket)
      DO UPDATE SET value = analytics_answer_months.value + 1;
    END IF;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
-- The centre rows (-1) and the months, made again from a tenant's organisation rows (all tenants for null): what an
-- upgrade and the demo seed, which write organisation rows only, run after writing them.
CREATE FUNCTION analytics_rebuild_rollups(p_tenant varchar) RETURNS void LANGUAGE sql AS $$
  DELETE FROM analytics_daily WHERE organization_id = -1 AND (p_tenant IS NULL OR tenant_id = p_tenant);
  DELETE FROM analytics_answer_months WHERE p_tenant IS NULL OR tenant_id = p_tenant;
  INSERT INTO analytics_daily (tenant_id, day, center_id, organization_id, metric, bucket, value)
  SELECT tenant_id, day, center_id, -1, metric, bucket, sum(value) FROM analytics_daily
  WHERE organization_id >= 0 AND (p_tenant IS NULL OR tenant_id = p_tenant)
  GROUP BY tenant_id, day, center_id, metric, bucket;
  INSERT INTO analytics_answer_months (tenant_id, month, center_id, organization_id, bucket, value)
  SELECT tenant_id, date_trunc('month', day)::date, center_id, organization_id, bucket, sum(value) FROM analytics_daily
  WHERE organization_id >= 0 AND metric = 'first_answers' AND (p_tenant IS NULL OR tenant_id = p_tenant)
  GROUP BY tenant_id, date_trunc('month', day), center_id, organization_id, bucket;
$$;
--> statement-breakpoint
-- The history so far: whole hours (0045) into their log-scale buckets, then the centre rows and months from it. From
-- analytics_daily, not the source tables, so a seeded history stays too.
CREATE TEMPORARY TABLE analytics_first_answers AS
  SELECT tenant_id, day, center_id, organization_id, analytics_answer_bucket(bucket) AS bucket, sum(value) AS value
  FROM analytics_daily WHERE metric = 'first_answers' GROUP BY 1, 2, 3, 4, 5;
--> statement-breakpoint
DELETE FROM analytics_daily WHERE metric = 'first_answers';
--> statement-breakpoint
INSERT INTO analytics_daily (tenant_id, day, center_id, organization_id, metric, bucket, value)
  SELECT tenant_id, day, center_id, organization_id, 'first_answers', bucket, value FROM analytics_first_answers;
--> statement-breakpoint
SELECT analytics_rebuild_rollups(NULL);
--> statement-breakpoint
DROP TABLE analytics_first_answers;
