import { alertPageSearch } from "../../../contract/saved-vacancies";
import { SEARCH_RADIUS_KM } from "../../../contract/vacancy-search";
import { type HostConfig, publicOriginOf } from "../../config/hosts";
import { centerOriginOf, isTenantOrigin } from "../../config/site-origins";
import type { TenantId } from "../../config/tenants";
import { type Database, withTenant } from "../../db/client";
import { localGeocoder } from "../../geo/gazetteer";
import type { JobQueue } from "../../jobs/queue";
import { sendTemplatedMail } from "../../mail/templates/templated-mail.service";
import { hashSecretToken, newSecretToken } from "../../security/secret-token";
import { wallClock } from "../../text/wall-clock";
import { listCenters } from "../tenancy/tenancy.service";
import { activeTenantIds } from "../tenancy/tenants.service";
import { type SearchPoint, searchVacancies, type VacancySearchRow } from "../vacancy-bank/vacancy-search.service";
import { alertSince, claimAlertRun, dueAlerts, type VacancyAlertRow } from "./vacancy-alerts.service";

export const VACANCY_ALERT_JOB = "vacancy-alerts.sweep";
const SWEEP_EVERY_MS = 15 * 60_000;
/** Alerts go from this hour on (Amsterdam), as the periodic summary does; VACANCY_ALERTS_FROM changes it. */
const FIRST_HOUR = "07:00";
const BATCH = 200;
/** The most new vacancies one mail lists. */
const SHOWN = 20;

interface Outcome {
  mailed: number;
  empty: number;
}

type Site = { name: string; origin: string };

/** The bank's search for the alert, newest first, keeping what was published since its previous mail. */
async function newMatches(db: Database, alert: VacancyAlertRow, since: Date): Promise<VacancySearchRow[]> {
  const filter = alert.query;
  const radiusKm = filter.radius_km ?? SEARCH_RADIUS_KM.default;
  let point: SearchPoint | null = null;
  if (filter.near_lat !== undefined && filter.near_lng !== undefined)
    point = { latitude: filter.near_lat, longitude: filter.near_lng, radiusKm };
  else if (filter.near !== undefined) {
    const found = await localGeocoder.geocode(filter.near);
    if (!found) return [];
    point = { ...found, radiusKm };
  }
  const result = await searchVacancies(db, alert.tenantId as TenantId, {
    filter,
    sort: "newest",
    page: { number: 1, size: SHOWN },
    centerIds: alert.centerIds,
    point,
    // Exact and current: the bank index of this process may be a second behind.
    engine: "database",
  });
  return result.rows.filter((row) => row.publishedAt && row.publishedAt > since);
}

/** The bank page's address of the alert's search, to see them all. */
function searchUrl(site: Site, alert: VacancyAlertRow) {
  const query = alertPageSearch(alert.query);
  return `${site.origin}/${alert.locale}/vacancies/search${query ? `?${query}` : ""}`;
}

/** One alert's mail: claimed and queued in one transaction, or not at all; nothing new means no mail. */
async function alertFor(db: Database, jobs: JobQueue, alert: VacancyAlertRow, site: Site, day: string) {
  const since = await alertSince(db, alert);
  const rows = await newMatches(db, alert, since);
  return withTenant(db, alert.tenantId as TenantId, async (tx): Promise<keyof Outcome | null> => {
    const token = rows.length ? newSecretToken() : null;
    if (!(await claimAlertRun(tx, alert, day, token && hashSecretToken(token)))) return null;
    if (!token) return "empty";
    const oneClick = `${site.origin}/api/v1/vacancy_alert_unsubscriptions?token=${encodeURIComponent(token)}`;
    const list = rows
      .map((row) => `- ${row.title} (${row.organizationName})\n  ${site.origin}/${alert.locale}/vacancies/${row.id}`)
      .join("\n");
    await sendTemplatedMail(
      jobs,
      {
        tenant: alert.tenantId as TenantId,
        centerId: alert.centerId,
        center: site.name,
        to: alert.email,
        // RFC 8058: a mail client unsubscribes with one POST, without opening a page.
        headers: { "List-Unsubscribe": `<${oneClick}>`, "List-Unsubscribe-Post": "List-Unsubscribe=One-Click" },
      },
      {
        template: "vacancy_alert",
        locale: alert.locale,
        values: {
          vacancies: list,
          count: String(rows.length),
          search_url: searchUrl(site, alert),
          unsubscribe_url: `${site.origin}/${alert.locale}/vacature-alert/afmelden?token=${encodeURIComponent(token)}`,
        },
      },
      tx,
    );
    return "mailed";
  });
}

/** The site the alert was made on while it is still one of the tenant's (decision 7); else its centre's address. */
function siteOf(alert: VacancyAlertRow, center: Site, hosts: HostConfig): Site {
  const { origin } = alert;
  return origin && isTenantOrigin(origin, alert.tenantId as TenantId, hosts) ? { ...center, origin } : center;
}

/** Every alert due now, tenant by tenant, a page at a time. */
export async function sendDueAlerts(
  db: Database,
  jobs: JobQueue,
  hosts: HostConfig,
  now = new Date(),
  from = FIRST_HOUR,
): Promise<Outcome> {
  const outcome: Outcome = { mailed: 0, empty: 0 };
  const { day, time } = wallClock(now);
  if (time < from) return outcome;
  for (const tenant of await activeTenantIds(db)) {
    const sites = new Map<number, Site>(
      (await listCenters(db, tenant)).map((center) => [
        center.id,
        { name: center.name, origin: centerOriginOf(tenant, center.slug, hosts) ?? publicOriginOf(tenant, hosts) },
      ]),
    );
    for (let after = 0; ; ) {
      const page = await dueAlerts(db, tenant, day, after, BATCH);
      for (const alert of page) {
        const site = sites.get(alert.centerId);
        const result = site ? await alertFor(db, jobs, alert, siteOf(alert, site, hosts), day) : null;
        if (result) outcome[result]++;
      }
      if (page.length < BATCH) break;
      after = page[page.length - 1].id;
    }
  }
  return outcome;
}

/** The sweep runs in one process at a time (a recurring job); the per-alert claim keeps each mail exactly once. */
export function registerVacancyAlertJobs(
  jobs: JobQueue,
  db: Database,
  hosts: HostConfig,
  options: { everyMs?: number; from?: string } = {},
) {
  const { everyMs = SWEEP_EVERY_MS, from = FIRST_HOUR } = options;
  jobs.every(VACANCY_ALERT_JOB, everyMs, () => sendDueAlerts(db, jobs, hosts, new Date(), from).then(() => undefined));
}
