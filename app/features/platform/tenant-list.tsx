import { Link } from "react-router";
import { formatNumber } from "../../../contract/intl-formats";
import { useTranslation } from "../../lib/i18n";
import { useLocale, useLocalePath } from "../../lib/locale";
import type { ConsoleTenant } from "./tenant-form-schema";
import { TenantStatusBadge } from "./tenant-status";
import "../../lib/texts/platform";

const COUNTS = [
  ["users", "users"],
  ["organizations", "organizations"],
  ["vacancies", "vacancies"],
  ["applications", "applicationsLast30Days"],
] as const;

/** A tenant's counts as label and number, the numbers in the page's language. */
export function TenantCounts({ tenant, className }: { tenant: ConsoleTenant; className?: string }) {
  const { t } = useTranslation();
  const locale = useLocale();
  return (
    <dl className={className ?? "grid grid-cols-2 gap-x-4 gap-y-1 text-sm"}>
      {COUNTS.map(([label, key]) => (
        <div key={key} className="flex justify-between gap-2">
          <dt className="text-fg-muted">{t(`platform:counts.${label}`)}</dt>
          <dd className="font-semibold tabular-nums">{formatNumber(locale, tenant.counts[key], 0)}</dd>
        </div>
      ))}
    </dl>
  );
}

function Hosts({ tenant }: { tenant: ConsoleTenant }) {
  const { t } = useTranslation();
  if (tenant.hosts.length === 0) return <span className="text-fg-muted">{t("platform:list.noHosts")}</span>;
  return (
    <ul className="grid gap-0.5">
      {tenant.hosts.map(({ host }) => (
        <li key={host} className="font-mono text-xs break-all">
          {host}
        </li>
      ))}
    </ul>
  );
}

const centerNames = (tenant: ConsoleTenant) => tenant.centers.map((center) => center.name).join(", ");

/** The tenants: a table on a wide screen, a card each on a phone (the same facts, the same link). */
export function TenantList({ tenants }: { tenants: ConsoleTenant[] }) {
  const { t } = useTranslation();
  const to = useLocalePath();
  const nameLink = (tenant: ConsoleTenant) => (
    <Link to={to(`/platform/tenants/${tenant.id}`)} className="font-semibold text-link underline-offset-4 hover:underline">
      {tenant.name}
    </Link>
  );
  return (
    <>
      <div className="mt-4 hidden overflow-x-auto rounded-lg border border-border bg-surface-raised lg:block">
        <table className="w-full text-start text-sm" data-testid="tenant-table">
          <caption className="sr-only">{t("platform:list.caption")}</caption>
          <thead className="bg-surface-sunken text-xs tracking-wide text-fg-muted uppercase">
            <tr>
              <th scope="col" className="px-4 py-3 font-semibold">
                {t("platform:list.name")}
              </th>
              <th scope="col" className="px-4 py-3 font-semibold">
                {t("platform:list.status")}
              </th>
              <th scope="col" className="px-4 py-3 font-semibold">
                {t("platform:list.hosts")}
              </th>
              <th scope="col" className="px-4 py-3 font-semibold">
                {t("platform:list.centers")}
              </th>
              <th scope="col" className="px-4 py-3 font-semibold">
                {t("platform:list.usage")}
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-border">
            {tenants.map((tenant) => (
              <tr key={tenant.id} data-testid="tenant-row">
                <td className="px-4 py-3 align-top">
                  {nameLink(tenant)}
                  <p className="font-mono text-xs text-fg-muted">{tenant.id}</p>
                </td>
                <td className="px-4 py-3 align-top">
                  <TenantStatusBadge status={tenant.status} />
                </td>
                <td className="px-4 py-3 align-top">
                  <Hosts tenant={tenant} />
                </td>
                <td className="px-4 py-3 align-top">{centerNames(tenant)}</td>
                <td className="min-w-64 px-4 py-3 align-top">
                  <TenantCounts tenant={tenant} className="grid gap-1 text-sm" />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <ul className="mt-4 grid gap-3 lg:hidden" data-testid="tenant-cards">
        {tenants.map((tenant) => (
          <li key={tenant.id} className="rounded-lg border border-border bg-surface-raised p-4" data-testid="tenant-card">
            <div className="flex flex-wrap items-start justify-between gap-2">
              <div className="min-w-0">
                <p className="break-words">{nameLink(tenant)}</p>
                <p className="font-mono text-xs text-fg-muted">{tenant.id}</p>
              </div>
              <TenantStatusBadge status={tenant.status} />
            </div>
            <div className="mt-3 grid gap-1 text-sm">
              <p className="text-fg-muted">{t("platform:list.hosts")}</p>
              <Hosts tenant={tenant} />
            </div>
            <p className="mt-3 text-sm">
              <span className="text-fg-muted">{t("platform:list.centers")}: </span>
              {centerNames(tenant)}
            </p>
            <TenantCounts tenant={tenant} className="mt-3 grid gap-x-4 gap-y-1 text-sm sm:grid-cols-2" />
          </li>
        ))}
      </ul>
    </>
  );
}
